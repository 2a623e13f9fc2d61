import { useState } from 'react';
import { Button, Image, Paper, SegmentedControl, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CHALLENGE_FILTERS, formatDateTime, MESSAGES, type Challenge } from '@stillpoint/contracts';
import { useEndpointMutation, useEndpointQuery } from '../../../lib/api-hooks';
import { errorMessage } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { Pager } from '../../../lib/ui/Pager';
import { QueryState } from '../../../lib/ui/QueryState';
import { FRONT_CALLS, FRONT_LISTS } from '../api';
import { ChallengeCard } from './ChallengeCard';

type Filter = (typeof CHALLENGE_FILTERS)[number];
const PER_PAGE = 12;

/**
 * The participant's page (/patient/challenges, /frontuser/challenges): the challenges for them (their
 * clinic's and the platform's) with a filter, and their trophies, one tab each (kept in the address).
 */
export function FrontChallenges({ basePath }: { basePath: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'trophies' ? 'trophies' : 'challenges';
  return (
    <Tabs value={tab} onChange={(value) => setParams(value === 'trophies' ? { tab: value } : {})} keepMounted={false}>
      <Tabs.List aria-label={t('challenges.front.sections')}>
        <Tabs.Tab value="challenges">{t('challenges.front.tab.challenges')}</Tabs.Tab>
        <Tabs.Tab value="trophies" leftSection={<IconTrophy size={16} aria-hidden />}>
          {t('challenges.front.tab.trophies')}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="challenges" pt="md">
        <ChallengeList basePath={basePath} />
      </Tabs.Panel>
      <Tabs.Panel value="trophies" pt="md">
        <Trophies basePath={basePath} />
      </Tabs.Panel>
    </Tabs>
  );
}

function JoinButton({ challenge }: { challenge: Challenge }) {
  const { t } = useTranslation();
  const join = useEndpointMutation(FRONT_CALLS.join, { invalidates: FRONT_LISTS });
  if (challenge.mine || challenge.state === 'ended') return null;
  return (
    <Button
      size="sm"
      loading={join.isPending}
      aria-label={t('challenges.joinNamed', { title: challenge.title })}
      onClick={() =>
        join.mutate(
          { id: challenge.id },
          {
            onSuccess: (response) => notify.success(response.message),
            onError: (error) => notify.error(errorMessage(error, MESSAGES.somethingWentWrong)),
          },
        )
      }
    >
      {t('challenges.join')}
    </Button>
  );
}

function ChallengeList({ basePath }: { basePath: string }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const list = useEndpointQuery(FRONT_CALLS.list, { filter, pageNo: page, perPage: PER_PAGE }, { keepPrevious: true });
  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label={t('challenges.front.filterLabel')}
        value={filter}
        onChange={(value) => {
          setFilter(value as Filter);
          setPage(1);
        }}
        data={CHALLENGE_FILTERS.map((value) => ({ value, label: t(`challenges.front.filter.${value}`) }))}
        style={{ alignSelf: 'flex-start' }}
      />
      <QueryState query={list}>
        {({ data, total_pages }) =>
          data.length === 0 ? (
            <Text c="dimmed">{t(`challenges.front.empty.${filter}`)}</Text>
          ) : (
            <Stack gap="md" aria-busy={list.isPlaceholderData}>
              <SimpleGrid component="ul" cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('challenges.front.listLabel')}>
                {data.map((challenge) => (
                  <li key={challenge.id}>
                    <ChallengeCard challenge={challenge} to={`${basePath}/${challenge.id}`} actions={<JoinButton challenge={challenge} />} />
                  </li>
                ))}
              </SimpleGrid>
              <Pager total={total_pages ?? 1} value={page} onChange={setPage} />
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}

/** "My trophies": the challenges the person completed, with their trophy images. */
export function Trophies({ basePath }: { basePath: string }) {
  const { t } = useTranslation();
  const trophies = useEndpointQuery(FRONT_CALLS.trophies);
  return (
    <section aria-labelledby="trophies-heading">
      <Title order={2} size="h3" id="trophies-heading" mb="md">
        {t('challenges.trophies.title')}
      </Title>
      <QueryState query={trophies}>
        {({ data }) =>
          data.length === 0 ? (
            <Stack gap={4}>
              <Text fw={600}>{t('challenges.trophies.emptyTitle')}</Text>
              <Text c="dimmed">{t('challenges.trophies.emptyBody')}</Text>
            </Stack>
          ) : (
            <SimpleGrid component="ul" cols={{ base: 2, sm: 3, lg: 4 }} spacing="md" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('challenges.trophies.listLabel')}>
              {data.map((challenge) => (
                <li key={challenge.id}>
                  <Paper withBorder radius="lg" p="md" h="100%">
                    <Stack gap="xs" align="center" ta="center">
                      {challenge.trophy ? (
                        <Image src={challenge.trophy} alt={t('challenges.trophies.imageAlt', { title: challenge.title })} h={96} w={96} fit="contain" />
                      ) : (
                        <IconTrophy size={72} aria-hidden color="var(--mantine-color-yellow-7)" />
                      )}
                      <Title order={3} size="h5">
                        {challenge.title}
                      </Title>
                      {challenge.mine?.completed_at && (
                        <Text size="sm" c="dimmed">
                          {t('challenges.trophies.completedOn', { date: formatDateTime(challenge.mine.completed_at).split(' - ')[0] })}
                        </Text>
                      )}
                      <Button component={Link} to={`${basePath}/${challenge.id}`} variant="subtle" size="compact-sm" aria-label={t('challenges.openNamed', { title: challenge.title })}>
                        {t('challenges.open')}
                      </Button>
                    </Stack>
                  </Paper>
                </li>
              ))}
            </SimpleGrid>
          )
        }
      </QueryState>
    </section>
  );
}
