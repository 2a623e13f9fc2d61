import { useState } from 'react';
import { Button, Grid, Group, NumberInput, SegmentedControl, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { COMMS_MESSAGES, TEMPLATE_LIMITS, type CommunicationChannel } from '@stillpoint/contracts';
import { communicationsEndpoints } from '@stillpoint/contracts/endpoints/communications';
import { useEndpointMutation, useEndpointQuery } from '../../../lib/api-hooks';
import { ApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { AudienceFields, audienceInput, emptyAudience, type AudienceValues } from './AudienceFields';
import { LivePreview, TEMPLATE_CALLS } from './TemplateEditor';

const E = communicationsEndpoints;
type Opens = 'page' | 'class' | 'meditation';

/** A local date and time for a datetime-local field, an hour ahead. */
function soon(): string {
  const at = new Date(Date.now() + 60 * 60_000);
  at.setSeconds(0, 0);
  const local = new Date(at.getTime() - at.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/**
 * A notification to send now (push setting: custom, or one that opens a class or a meditation) or at a
 * future time (scheduled: push, e-mail or SMS), to an audience, from a push notification or written here.
 */
export function NotificationForm({ mode }: { mode: 'now' | 'scheduled' }) {
  const { t } = useTranslation();
  const [channel, setChannel] = useState<CommunicationChannel>('push');
  const templates = useEndpointQuery(TEMPLATE_CALLS[channel].list);
  const custom = useEndpointMutation(E.adminPushSettingSendCustomNotifications, { invalidates: ['admin/push_notifications/'] });
  const linked = useEndpointMutation(E.adminPushSettingCustomLinkMedClass, { invalidates: ['admin/push_notifications/'] });
  const schedule = useEndpointMutation(E.adminScheduledNotificationsCreate, { invalidates: [E.adminScheduledNotificationsList] });
  const [audience, setAudience] = useState<AudienceValues>(emptyAudience);
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [opens, setOpens] = useState<Opens>('page');
  const [link, setLink] = useState('');
  const [targetId, setTargetId] = useState<number | string>('');
  const [sendAt, setSendAt] = useState(soon);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const chosen = templates.data?.data.find((template) => String(template.id) === templateId);
  const useTemplate = (id: string | null) => {
    setTemplateId(id);
    const template = templates.data?.data.find((item) => String(item.id) === id);
    if (template && mode === 'now') {
      setTitle(template.subject ?? '');
      setBody(template.body);
      setLink(template.link ?? '');
    }
  };

  const handlers = {
    onSuccess: (response: { message: string }) => {
      notify.success(response.message);
      setBody('');
      setTitle('');
    },
    onError: (error: unknown) => {
      const fields = error instanceof ApiError ? error.fieldErrors() : {};
      const mapped = Object.fromEntries(
        Object.entries(fields).map(([path, message]) => [path.startsWith('audience') ? 'audience' : path, message]),
      );
      setErrors(mapped);
      if (Object.keys(mapped).length === 0) notify.error(errorMessage(error, COMMS_MESSAGES.emailFailed));
    },
  };

  const submit = () => {
    const target = audienceInput(audience);
    const next: Record<string, string> = {};
    if (!target) next.audience = t('comms.send.chooseAudience');
    if (!(mode === 'scheduled' && templateId)) {
      if (!body.trim()) next.body = t('comms.send.writeOrChoose');
      if (channel !== 'sms' && !title.trim()) next.title = t('comms.send.titleOrChoose');
    }
    if (mode === 'now' && opens !== 'page' && !Number(targetId)) next.target_id = t('comms.notify.chooseItem');
    setErrors(next);
    if (!target || Object.keys(next).length > 0) return;
    if (mode === 'scheduled') {
      const at = new Date(sendAt);
      schedule.mutate(
        {
          audience: target,
          channel,
          send_at: Number.isNaN(at.getTime()) ? sendAt : at.toISOString(),
          ...(templateId ? { template_id: Number(templateId) } : {}),
          ...(title.trim() ? { title } : {}),
          ...(body.trim() ? { body } : {}),
          ...(link.trim() ? { link } : {}),
        },
        handlers,
      );
    } else if (opens === 'page') {
      custom.mutate({ audience: target, title, body, ...(link.trim() ? { link } : {}) }, handlers);
    } else {
      linked.mutate({ audience: target, title, body, target_type: opens, target_id: Number(targetId) }, handlers);
    }
  };

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="sm">
          {mode === 'scheduled' && (
            <Stack gap={4}>
              <Text size="sm" fw={600} id="schedule-channel">
                {t('comms.notify.channel')}
              </Text>
              <SegmentedControl
                aria-labelledby="schedule-channel"
                value={channel}
                onChange={(value) => {
                  setChannel(value as CommunicationChannel);
                  setTemplateId(null);
                }}
                data={(['push', 'email', 'sms'] as const).map((value) => ({ value, label: t(`comms.channels.${value}`) }))}
              />
            </Stack>
          )}
          <AudienceFields value={audience} onChange={setAudience} error={errors.audience} />
          <Select
            label={t(channel === 'push' ? 'comms.notify.fromNotification' : 'comms.send.template')}
            placeholder={t('comms.send.noTemplate')}
            clearable
            data={(templates.data?.data ?? []).map((template) => ({ value: String(template.id), label: template.name }))}
            value={templateId}
            onChange={useTemplate}
            error={errors.template_id}
          />
          {channel !== 'sms' && (
            <TextInput
              label={t(channel === 'push' ? 'comms.fields.title' : 'comms.fields.subject')}
              maxLength={TEMPLATE_LIMITS.subject}
              value={title}
              onChange={(event) => setTitle(event.currentTarget.value)}
              error={errors.title}
            />
          )}
          <Textarea
            label={t('comms.fields.body')}
            autosize
            minRows={3}
            maxRows={10}
            maxLength={
              channel === 'email' ? TEMPLATE_LIMITS.body : channel === 'sms' ? TEMPLATE_LIMITS.smsBody : TEMPLATE_LIMITS.pushBody
            }
            value={body}
            onChange={(event) => setBody(event.currentTarget.value)}
            error={errors.body}
          />
          {mode === 'now' && (
            <Stack gap={4}>
              <Text size="sm" fw={600} id="notify-opens">
                {t('comms.notify.opens')}
              </Text>
              <SegmentedControl
                aria-labelledby="notify-opens"
                value={opens}
                onChange={(value) => setOpens(value as Opens)}
                data={(['page', 'class', 'meditation'] as const).map((value) => ({
                  value,
                  label: t(`comms.notify.opensOptions.${value}`),
                }))}
              />
            </Stack>
          )}
          {(mode === 'scheduled' || opens === 'page') && (
            <TextInput
              label={t(mode === 'now' ? 'comms.fields.page' : 'comms.fields.link')}
              description={t('comms.fields.linkHint')}
              placeholder="discovery/meditations"
              value={link}
              onChange={(event) => setLink(event.currentTarget.value)}
              error={errors.link}
            />
          )}
          {mode === 'now' && opens !== 'page' && (
            <NumberInput
              label={t(`comms.notify.${opens}Id`)}
              min={1}
              allowDecimal={false}
              value={targetId}
              onChange={setTargetId}
              error={errors.target_id}
            />
          )}
          {mode === 'scheduled' && (
            <TextInput
              type="datetime-local"
              label={t('comms.notify.sendAt')}
              value={sendAt}
              onChange={(event) => setSendAt(event.currentTarget.value)}
              error={errors.send_at}
              required
            />
          )}
          <Group>
            <Button onClick={submit} loading={custom.isPending || linked.isPending || schedule.isPending}>
              {t(mode === 'now' ? 'comms.notify.send' : 'comms.notify.schedule')}
            </Button>
          </Group>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <LivePreview channel={channel} subject={title || chosen?.subject || ''} body={body || chosen?.body || ''} />
      </Grid.Col>
    </Grid>
  );
}
