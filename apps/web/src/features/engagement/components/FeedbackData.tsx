import { useState } from 'react';
import { Avatar, Badge, Button, Group, Pagination, Paper, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MESSAGES, formatDateTime } from '@stillpoint/contracts';
import { errorMessage } from '../../../lib/forms';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { useFeedbackData } from '../api/get-feedback-data';
import { PersonName } from '../../../lib/ui/PersonName';

const PER_PAGE = 10;
type Kind = 'feedback' | 'reviews';

/** For the clinic (studio): feedback values or reviews people left on its own classes and meditations. */
export function FeedbackData() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<Kind>('feedback');
  const [page, setPage] = useState(1);
  const query = useFeedbackData({ kind, pageNo: page, perPage: PER_PAGE });
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text size="sm" fw={500} id="feedback-data-kind">
          {t('engagement.feedbackData.show')}
        </Text>
        <SegmentedControl
          aria-labelledby="feedback-data-kind"
          value={kind}
          onChange={(value) => {
            setKind(value as Kind);
            setPage(1);
          }}
          data={[
            { value: 'feedback', label: t('engagement.feedbackData.feedback') },
            { value: 'reviews', label: t('engagement.feedbackData.reviews') },
          ]}
          style={{ alignSelf: 'flex-start' }}
        />
      </Stack>
      {query.isPending ? (
        <PageLoader />
      ) : query.isError ? (
        <Stack gap="sm" align="flex-start">
          <Text role="alert">{errorMessage(query.error, MESSAGES.somethingWentWrong)}</Text>
          <Button variant="light" onClick={() => void query.refetch()}>
            {t('common.tryAgain')}
          </Button>
        </Stack>
      ) : query.data.entries.length === 0 ? (
        <Text c="dimmed">{t('engagement.feedbackData.empty')}</Text>
      ) : (
        <Paper withBorder radius="lg">
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm" aria-label={t(`engagement.feedbackData.${kind}`)}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('engagement.feedbackData.columns.person')}</Table.Th>
                  <Table.Th scope="col">{t('engagement.feedbackData.columns.item')}</Table.Th>
                  <Table.Th scope="col">{t('engagement.feedbackData.columns.value')}</Table.Th>
                  <Table.Th scope="col">{t('engagement.feedbackData.columns.text')}</Table.Th>
                  <Table.Th scope="col">{t('engagement.feedbackData.columns.date')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {query.data.entries.map((entry) => (
                  <Table.Tr key={`${entry.kind}-${entry.id}`}>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Avatar src={entry.author.avatar} alt="" size="sm" radius="xl" />
                        <PersonName person={entry.author} size="sm" />
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {entry.item.title}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t(`engagement.typeOne.${entry.item.type}`)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {entry.value === null ? (
                        '—'
                      ) : kind === 'feedback' ? (
                        <Badge variant="light" tt="none">
                          {t(`engagement.feedback.values.${String(entry.value) as '1' | '2' | '3' | '4' | '5'}`)}
                        </Badge>
                      ) : (
                        t('engagement.rating.stars', { rating: entry.value })
                      )}
                    </Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{entry.text ?? '—'}</Table.Td>
                    <Table.Td>{formatDateTime(entry.createdAt)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      {query.data && query.data.totalPages > 1 && (
        <Pagination
          total={query.data.totalPages}
          value={page}
          onChange={setPage}
          getControlProps={(control) => ({ 'aria-label': t(`pager.${control}`) })}
          getItemProps={(item) => ({ 'aria-label': t('pager.page', { page: item }) })}
        />
      )}
    </Stack>
  );
}
