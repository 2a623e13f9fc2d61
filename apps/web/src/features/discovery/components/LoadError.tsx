import { Alert, Anchor, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MESSAGES } from '@stillpoint/contracts';
import { ApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/forms';
import { NoticeState } from '../../../lib/ui/NoticeState';

/**
 * A discovery page that could not load its class, content or meditation. Not found (404: it does not exist,
 * is not the person's to see, or is not published yet) is a page of its own that says so; anything else is
 * the error with a way back.
 */
export function LoadError({ error, kind, back }: { error: unknown; kind: 'class' | 'content' | 'meditation'; back: string }) {
  const { t } = useTranslation();
  if (error instanceof ApiError && error.status === 404)
    return (
      <NoticeState
        title={t(`discovery.unavailable.${kind}`)}
        body={t('discovery.unavailable.body')}
        action={t('discovery.backToDiscovery')}
        to={back}
      />
    );
  return (
    <Stack>
      <Title order={1}>{t('discovery.title')}</Title>
      <Alert color="red" role="alert">
        {errorMessage(error, MESSAGES.somethingWentWrong)}
      </Alert>
      <Anchor component={Link} to={back}>
        {t('discovery.backToDiscovery')}
      </Anchor>
    </Stack>
  );
}

/** Shown on a page its own clinic previews while the people it is meant for cannot see it yet. */
export function PreviewNotice({ kind }: { kind: 'class' | 'meditation' }) {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" title={t('discovery.preview.title')}>
      {t(`discovery.preview.${kind}`)}
    </Alert>
  );
}
