import { useState, type ReactNode } from 'react';
import { Alert, Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MESSAGES, formatDateTime, type TestResult } from '@stillpoint/contracts';
import { measuresEndpoints } from '@stillpoint/contracts/endpoints/measures';
import { apiDownload, saveBlob } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/forms';
import { notify } from '../../../lib/notify';

/** Opens a result's PDF in the browser's own viewer (a new tab), or saves it. */
export function PdfButtons({ resultId }: { resultId: number }) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  async function fetchPdf(open: boolean) {
    setPending(true);
    // A tab opened now, while the click still counts as the person's, so no pop-up blocker stops it.
    const tab = open ? window.open('', '_blank') : null;
    try {
      const { blob, filename } = await apiDownload(measuresEndpoints.frontTestPdf, { result_id: resultId });
      if (tab) tab.location.href = URL.createObjectURL(blob);
      else saveBlob(blob, filename);
    } catch (error) {
      tab?.close();
      notify.error(errorMessage(error, MESSAGES.somethingWentWrong));
    } finally {
      setPending(false);
    }
  }
  return (
    <Group gap="sm">
      <Button variant="light" loading={pending} onClick={() => void fetchPdf(true)}>
        {t('measures.result.openPdf')}
      </Button>
      <Button variant="subtle" disabled={pending} onClick={() => void fetchPdf(false)}>
        {t('measures.result.downloadPdf')}
      </Button>
    </Group>
  );
}

/**
 * A result: score out of the maximum, the band and its text, subscales, what asks for attention, the band's
 * contents; on a safety flag the crisis resources come first (`crisis`, composed by the page) and whether
 * the care team was told.
 */
export function ResultView({ result, crisis, alerted, headingOrder = 2 }: { result: TestResult; crisis?: ReactNode; alerted?: boolean; headingOrder?: 2 | 3 }) {
  const { t } = useTranslation();
  const safety = result.flags.some((flag) => flag.kind === 'safety');
  const review = result.flags.filter((flag) => flag.kind === 'review');
  return (
    <Stack gap="lg">
      {safety && (
        <Alert color="red" variant="light" title={t('measures.result.safetyTitle')}>
          <Stack gap="xs">
            <Text>{t('measures.result.safetyBody')}</Text>
            {alerted && <Text fw={600}>{t('measures.result.careTeamTold')}</Text>}
          </Stack>
        </Alert>
      )}
      {safety && crisis}
      <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby={`result-${result.id}`}>
        <Stack gap="sm">
          <Title order={headingOrder} size="h3" id={`result-${result.id}`}>
            {result.title}
          </Title>
          <Text size="sm" c="dimmed">
            {formatDateTime(result.submitted_at)}
            {result.clinicName ? ` · ${result.clinicName}` : ''}
          </Text>
          <Group gap="sm" align="baseline">
            <Text fz={32} fw={700} data-testid="result-score">
              {t('measures.scoreOf', { score: result.score, max: result.max_score })}
            </Text>
            {result.band && (
              <Badge size="lg" variant="light">
                {result.band}
              </Badge>
            )}
          </Group>
          {result.band_text && <Text>{result.band_text}</Text>}
          {result.subscales.map((subscale) => (
            <Text key={subscale.code} size="sm">
              {t('measures.result.subscale', { title: subscale.title, score: subscale.score, max: subscale.max_score, band: subscale.band ?? '' })}
            </Text>
          ))}
          {review.length > 0 && (
            <Alert color="yellow" variant="light" title={t('measures.result.reviewTitle')}>
              {review[0]!.text}
            </Alert>
          )}
          {result.contents.length > 0 && (
            <Stack gap={4}>
              <Title order={headingOrder + 1 as 3 | 4} size="h4">
                {t('measures.result.recommended')}
              </Title>
              <List>
                {result.contents.map((content, index) => (
                  <List.Item key={index}>
                    {content.kind === 'task' ? t('measures.result.task', { title: content.text }) : content.itemTitle ? `${content.itemTitle}${content.text ? `: ${content.text}` : ''}` : content.text}
                  </List.Item>
                ))}
              </List>
            </Stack>
          )}
          <PdfButtons resultId={result.id} />
        </Stack>
      </Paper>
    </Stack>
  );
}
