import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useEndpointQuery } from '../../../lib/api-hooks';
import { QueryState } from '../../../lib/ui/QueryState';
import { careEndpoint, type CareFamily } from '../api/families';
import { AssignTestModal } from './AssignTestModal';
import { TrendChart } from './TrendChart';

/**
 * A patient's test results on their record (clinic and assigned employee): per measure, the scores over
 * time with band lines, reliable changes marked, and a table beside each chart; "Assign a test". Every read
 * is audited by the server.
 */
export function CareResults({ family, userid, name, canAssign }: { family: CareFamily; userid: number; name: string; canAssign: boolean }) {
  const { t } = useTranslation();
  const [assigning, setAssigning] = useState(false);
  const query = useEndpointQuery(careEndpoint(family, 'PatientResults'), { userid });
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text c="dimmed">{t('measures.care.intro', { name })}</Text>
        {canAssign && <Button onClick={() => setAssigning(true)}>{t('measures.assign.open')}</Button>}
      </Group>
      <QueryState query={query}>
        {({ data }) =>
          data.length === 0 ? (
            <Paper withBorder radius="lg" p="md">
              <Text c="dimmed">{t('measures.care.empty', { name })}</Text>
            </Paper>
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
      {canAssign && (
        <AssignTestModal family={family} opened={assigning} onClose={() => setAssigning(false)} patients={[{ value: String(userid), label: name }]} fixed={[String(userid)]} />
      )}
    </Stack>
  );
}
