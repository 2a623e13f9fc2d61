import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MESSAGES, formatDateTime } from '@stillpoint/contracts';
import { errorMessage } from '../../../lib/forms';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { usePrivacyPolicy } from '../api/get-privacy-policy';
import { useTerms } from '../api/get-terms';

/** Plain text split into paragraphs: one per line, blank lines ignored. Never rendered as HTML. */
export function toParagraphs(content: string): string[] {
  return content
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The terms of use or the privacy policy, as the administrators wrote them. */
export function LegalDocument({ kind }: { kind: 'terms' | 'privacy' }) {
  const { t } = useTranslation();
  const terms = useTerms();
  const privacy = usePrivacyPolicy();
  const query = kind === 'terms' ? terms : privacy;
  const title = kind === 'terms' ? t('legal.termsTitle') : t('legal.privacyTitle');

  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      {query.isPending && <PageLoader minHeight={160} />}
      {query.isError && (
        <Stack gap="sm" align="flex-start">
          <Text role="alert">{errorMessage(query.error, MESSAGES.somethingWentWrong)}</Text>
          <Button variant="light" onClick={() => void query.refetch()}>
            {t('common.tryAgain')}
          </Button>
        </Stack>
      )}
      {query.isSuccess && (
        <>
          {query.data.updatedAt && (
            <Text size="sm" c="dimmed">
              {t('legal.updatedAt', { date: formatDateTime(query.data.updatedAt) })}
            </Text>
          )}
          {toParagraphs(query.data.content).map((paragraph, index) => (
            <Text key={index} component="p" m={0} lh={1.7}>
              {paragraph}
            </Text>
          ))}
        </>
      )}
    </Stack>
  );
}
