import { useState } from 'react';
import { Button, Grid, Group, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { COMMS_MESSAGES, TEMPLATE_LIMITS } from '@stillpoint/contracts';
import { communicationsEndpoints } from '@stillpoint/contracts/endpoints/communications';
import { useEndpointMutation, useEndpointQuery } from '../../../lib/api-hooks';
import { ApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { AudienceFields, audienceInput, emptyAudience, type AudienceValues } from './AudienceFields';
import { TEMPLATE_CALLS, LivePreview } from './TemplateEditor';

const E = communicationsEndpoints;

/**
 * Send an e-mail or an SMS to a clinic's people, chosen people, a role or everyone: a template or words
 * written here, with the live preview. The server accepts it at once and sends it in the background; the
 * logs show each delivery.
 */
export function SendPanel({ channel }: { channel: 'email' | 'sms' }) {
  const { t } = useTranslation();
  const templates = useEndpointQuery(TEMPLATE_CALLS[channel].list);
  const bulk = useEndpointMutation(channel === 'email' ? E.adminEmailBulkSend : E.adminSmsBulkSend, {
    invalidates: ['admin/email/', 'admin/sms/'],
  });
  const [audience, setAudience] = useState<AudienceValues>(emptyAudience);
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const chosen = templates.data?.data.find((template) => String(template.id) === templateId);
  const previewSubject = subject || chosen?.subject || '';
  const previewBody = body || chosen?.body || '';

  const send = () => {
    const target = audienceInput(audience);
    const next: Record<string, string> = {};
    if (!target) next.audience = t('comms.send.chooseAudience');
    if (!templateId && !body.trim()) next.body = t('comms.send.writeOrChoose');
    if (channel === 'email' && !templateId && !subject.trim()) next.subject = t('comms.send.subjectOrChoose');
    setErrors(next);
    if (!target || Object.keys(next).length > 0) return;
    bulk.mutate(
      {
        audience: target,
        ...(templateId ? { template_id: Number(templateId) } : {}),
        ...(body.trim() ? { body } : {}),
        ...(channel === 'email' && subject.trim() ? { subject } : {}),
      } as never,
      {
        onSuccess: (response) => {
          notify.success(response.message);
          setBody('');
          setSubject('');
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? error.fieldErrors() : {};
          const mapped = Object.fromEntries(
            Object.entries(fields).map(([path, message]) => [path.startsWith('audience') ? 'audience' : path, message]),
          );
          setErrors(mapped);
          if (Object.keys(mapped).length === 0) notify.error(errorMessage(error, COMMS_MESSAGES.emailFailed));
        },
      },
    );
  };

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="sm">
          <AudienceFields value={audience} onChange={setAudience} error={errors.audience} />
          <Select
            label={t('comms.send.template')}
            placeholder={t('comms.send.noTemplate')}
            clearable
            data={(templates.data?.data ?? []).map((template) => ({ value: String(template.id), label: template.name }))}
            value={templateId}
            onChange={setTemplateId}
            error={errors.template_id}
          />
          {channel === 'email' && (
            <TextInput
              label={t('comms.fields.subject')}
              description={templateId ? t('comms.send.overrides') : undefined}
              value={subject}
              maxLength={TEMPLATE_LIMITS.subject}
              onChange={(event) => setSubject(event.currentTarget.value)}
              error={errors.subject}
            />
          )}
          <Textarea
            label={t('comms.fields.body')}
            description={templateId ? t('comms.send.overrides') : undefined}
            autosize
            minRows={channel === 'email' ? 6 : 3}
            maxRows={14}
            maxLength={channel === 'sms' ? TEMPLATE_LIMITS.smsBody : TEMPLATE_LIMITS.body}
            value={body}
            onChange={(event) => setBody(event.currentTarget.value)}
            error={errors.body}
          />
          <Text size="xs" c="dimmed">
            {t(`comms.send.${channel}Note`)}
          </Text>
          <Group>
            <Button onClick={send} loading={bulk.isPending}>
              {t(`comms.send.${channel}Submit`)}
            </Button>
          </Group>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <LivePreview channel={channel} subject={previewSubject} body={previewBody} />
      </Grid.Col>
    </Grid>
  );
}
