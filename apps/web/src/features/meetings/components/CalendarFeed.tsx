import { useState } from 'react';
import { Button, CopyButton, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@stillpoint/contracts';
import { useEndpointMutation, useEndpointQuery } from '../../../lib/api-hooks';
import { errorMessage } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { meetingsEndpoints } from '../api/families';

const CALLS = {
  front: {
    status: meetingsEndpoints.meetingsCalendarFeed,
    create: meetingsEndpoints.meetingsCreateCalendarFeed,
    remove: meetingsEndpoints.meetingsDeleteCalendarFeed,
  },
  clinic: {
    status: meetingsEndpoints.clinicMeetingsCalendarFeed,
    create: meetingsEndpoints.clinicMeetingsCreateCalendarFeed,
    remove: meetingsEndpoints.clinicMeetingsDeleteCalendarFeed,
  },
} as const;

/**
 * A private address that Google, Apple or Outlook calendars subscribe to, so appointments show there too.
 * The address is shown once, when made (only its fingerprint is kept); making a new one stops the old one.
 */
export function CalendarFeed({ family }: { family: 'front' | 'clinic' }) {
  const { t } = useTranslation();
  const calls = CALLS[family];
  const status = useEndpointQuery(calls.status);
  const [url, setUrl] = useState<string | null>(null);
  const create = useEndpointMutation(calls.create, { invalidates: [calls.status] });
  const remove = useEndpointMutation(calls.remove, { invalidates: [calls.status] });
  const active = status.data?.data.active ?? false;
  const failed = (error: unknown) => notify.error(errorMessage(error, MESSAGES.somethingWentWrong));

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="calendar-feed">
      <Stack gap="sm">
        <Title order={2} size="h4" id="calendar-feed">
          {t('meetings.feed.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('meetings.feed.hint')}
        </Text>
        {url ? (
          <Stack gap="xs">
            <Group align="flex-end" gap="xs" wrap="nowrap">
              <TextInput label={t('meetings.feed.address')} value={url} readOnly style={{ flex: 1 }} onFocus={(e) => e.currentTarget.select()} />
              <CopyButton value={url}>
                {({ copied, copy }) => (
                  <Button variant="light" onClick={copy}>
                    {copied ? t('meetings.feed.copied') : t('meetings.feed.copy')}
                  </Button>
                )}
              </CopyButton>
            </Group>
            <Text size="sm">{t('meetings.feed.onlyOnce')}</Text>
          </Stack>
        ) : (
          active && (
            <Text size="sm">
              {t('meetings.feed.active', {
                date: status.data?.data.createdAt ? new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(status.data.data.createdAt)) : '',
              })}
            </Text>
          )
        )}
        <Group gap="xs">
          <Button
            variant={active ? 'default' : 'filled'}
            loading={create.isPending}
            onClick={() => create.mutate(undefined as never, { onSuccess: (response) => setUrl(response.data.url), onError: failed })}
          >
            {active ? t('meetings.feed.renew') : t('meetings.feed.create')}
          </Button>
          {active && (
            <Button
              variant="subtle"
              color="red"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(undefined as never, {
                  onSuccess: (response) => {
                    setUrl(null);
                    notify.success(response.message || t('meetings.feed.stopped'));
                  },
                  onError: failed,
                })
              }
            >
              {t('meetings.feed.stop')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
