import type { ReactNode } from 'react';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MESSAGES, formatDay } from '@stillpoint/contracts';
import { measuresEndpoints } from '@stillpoint/contracts/endpoints/measures';
import { useEndpointMutation, useEndpointQuery } from '../../../lib/api-hooks';
import { toastOutcome } from '../../../lib/notify';
import { BackLink } from '../../../lib/ui/BackLink';
import { QueryState } from '../../../lib/ui/QueryState';
import { TAKER_PREFIX } from '../api/families';
import { ResultView } from './ResultView';
import { TakeTest } from './TakeTest';
import { TrendChart } from './TrendChart';

const positive = (value: string | null) => (value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : undefined);

/**
 * The person's Tests page (/<area>/tests): tests assigned to them (total completed and to do), the tests
 * they may take, and their history with a trend per measure. `?take=<test>&assignment=<id>` takes a test;
 * `?result=<id>` shows a result. `crisis` is the crisis resources (the safety feature's, composed by the page).
 */
export function PatientTests({ crisis, path }: { crisis: ReactNode; path: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const take = positive(params.get('take'));
  const result = positive(params.get('result'));
  const back = () => setParams({});
  if (take !== undefined) {
    return (
      <Stack gap="md">
        <BackLink to={path}>{t('measures.page.back')}</BackLink>
        <TakeTest key={`${take}-${params.get('assignment')}`} testId={take} assignmentId={positive(params.get('assignment'))} onLeave={back} crisis={crisis} />
      </Stack>
    );
  }
  if (result !== undefined) {
    return (
      <Stack gap="md">
        <BackLink to={path}>{t('measures.page.back')}</BackLink>
        <OneResult resultId={result} crisis={crisis} />
      </Stack>
    );
  }
  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Title order={1}>{t('measures.page.title')}</Title>
        <Text c="dimmed">{t('measures.page.subtitle')}</Text>
      </Stack>
      <Assigned onTake={(testId, assignmentId) => setParams({ take: String(testId), assignment: String(assignmentId) })} onResult={(id) => setParams({ result: String(id) })} />
      <Available onTake={(testId) => setParams({ take: String(testId) })} />
      <History />
    </Stack>
  );
}

function OneResult({ resultId, crisis }: { resultId: number; crisis: ReactNode }) {
  const query = useEndpointQuery(measuresEndpoints.frontTestResult, { result_id: resultId });
  const { t } = useTranslation();
  return (
    <QueryState query={query}>
      {({ data }) => (
        <Stack gap="md">
          <Title order={1}>{t('measures.result.title', { title: data.title })}</Title>
          <ResultView result={data} crisis={crisis} headingOrder={2} />
        </Stack>
      )}
    </QueryState>
  );
}

function Assigned({ onTake, onResult }: { onTake: (testId: number, assignmentId: number) => void; onResult: (id: number) => void }) {
  const { t } = useTranslation();
  const query = useEndpointQuery(measuresEndpoints.frontAssignedTests);
  const remove = useEndpointMutation(measuresEndpoints.frontDeleteAssignedTest, { invalidates: [TAKER_PREFIX] });
  return (
    <section aria-labelledby="tests-assigned">
      <Title order={2} size="h3" id="tests-assigned" mb="xs">
        {t('measures.page.assigned')}
      </Title>
      <QueryState query={query}>
        {({ data }) => (
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('measures.page.totals', { completed: data.total_completed, count: data.total_incompleted })}
            </Text>
            {data.items.length === 0 && <Text c="dimmed">{t('measures.page.noneAssigned')}</Text>}
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              {data.items.map((item) => (
                <Card key={item.id} withBorder radius="lg" padding="md">
                  <Stack gap="xs">
                    <Group justify="space-between" wrap="nowrap">
                      <Text fw={600}>{item.title}</Text>
                      {item.completed_at ? (
                        <Badge color="teal" variant="light" tt="none">
                          {t('measures.page.done')}
                        </Badge>
                      ) : item.in_progress ? (
                        <Badge variant="default" tt="none">{t('measures.page.inProgress')}</Badge>
                      ) : null}
                    </Group>
                    <Text size="sm" c="dimmed">
                      {t('measures.page.dueOn', { date: formatDay(item.due_on) })}
                      {item.repeat_every_days ? ` · ${t('measures.page.repeats', { count: item.repeat_every_days })}` : ''}
                    </Text>
                    <Group gap="sm">
                      {item.completed_at ? (
                        item.result_id !== null && (
                          <Button size="xs" variant="light" onClick={() => onResult(item.result_id!)}>
                            {t('measures.page.viewResult')}
                          </Button>
                        )
                      ) : (
                        <Button size="xs" onClick={() => onTake(item.test_id, item.id)} aria-label={t(item.in_progress ? 'measures.page.continueNamed' : 'measures.page.startNamed', { title: item.title })}>
                          {t(item.in_progress ? 'measures.page.continue' : 'measures.page.start')}
                        </Button>
                      )}
                      {item.can_delete && (
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          loading={remove.isPending}
                          onClick={() => remove.mutate({ id: item.id }, toastOutcome(t('measures.page.deleted'), MESSAGES.somethingWentWrong))}
                        >
                          {t('measures.page.delete')}
                        </Button>
                      )}
                    </Group>
                  </Stack>
                </Card>
              ))}
            </SimpleGrid>
          </Stack>
        )}
      </QueryState>
    </section>
  );
}

function Available({ onTake }: { onTake: (testId: number) => void }) {
  const { t } = useTranslation();
  const query = useEndpointQuery(measuresEndpoints.frontTests);
  return (
    <section aria-labelledby="tests-available">
      <Title order={2} size="h3" id="tests-available" mb="xs">
        {t('measures.page.available')}
      </Title>
      <QueryState query={query}>
        {({ data }) => (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {data
              .filter((test) => test.questions_count > 0)
              .map((test) => (
                <Card key={test.id} withBorder radius="lg" padding="md">
                  <Stack gap="xs" h="100%" justify="space-between">
                    <Stack gap={4}>
                      <Text fw={600}>{test.title}</Text>
                      <Text size="sm" c="dimmed" lineClamp={3}>
                        {test.description}
                      </Text>
                    </Stack>
                    <Group justify="space-between">
                      <Text size="xs" c="dimmed">
                        {t('measures.questionsCount', { count: test.questions_count })}
                      </Text>
                      <Button size="xs" variant="light" onClick={() => onTake(test.id)} aria-label={t('measures.page.takeNamed', { title: test.title })}>
                        {t('measures.page.take')}
                      </Button>
                    </Group>
                  </Stack>
                </Card>
              ))}
          </SimpleGrid>
        )}
      </QueryState>
    </section>
  );
}

function History() {
  const { t } = useTranslation();
  const query = useEndpointQuery(measuresEndpoints.frontPatientTests, {});
  return (
    <section aria-labelledby="tests-history">
      <Title order={2} size="h3" id="tests-history" mb="xs">
        {t('measures.page.history')}
      </Title>
      <QueryState query={query}>
        {({ data }) =>
          data.length === 0 ? (
            <Text c="dimmed">{t('measures.page.noHistory')}</Text>
          ) : (
            <Stack gap="lg">
              {data.map((series) => (
                <Stack key={`${series.test_id}-${series.title}`} gap="xs">
                  <Title order={3} size="h4">
                    {series.title}
                  </Title>
                  <TrendChart series={series} />
                </Stack>
              ))}
            </Stack>
          )
        }
      </QueryState>
    </section>
  );
}
