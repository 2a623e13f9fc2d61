import { useEffect } from 'react';
import { Box, Button, Grid, Group, Modal, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import {
  COMMS_MESSAGES,
  TEMPLATE_LIMITS,
  TEMPLATE_VARIABLES,
  type CommunicationChannel,
  type MessageTemplate,
} from '@stillpoint/contracts';
import { communicationsEndpoints } from '@stillpoint/contracts/endpoints/communications';
import { useEndpointMutation, useEndpointQuery } from '../../../lib/api-hooks';
import { applyServerErrors, errorMessage } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import classes from './Communications.module.css';

const E = communicationsEndpoints;
export const TEMPLATE_CALLS = {
  email: {
    list: E.adminEmailTemplates,
    add: E.adminEmailAddTemplate,
    edit: E.adminEmailUpdateTemplate,
    remove: E.adminEmailDeleteTemplate,
  },
  sms: {
    list: E.adminSmsTemplates,
    add: E.adminSmsAddTemplate,
    edit: E.adminSmsUpdateTemplate,
    remove: E.adminSmsDeleteTemplate,
  },
  push: {
    list: E.adminPushNotificationsGet,
    add: E.adminPushNotificationsAdd,
    edit: E.adminPushNotificationsEdit,
    remove: E.adminPushNotificationsDelete,
  },
} as const;

interface Values {
  name: string;
  subject: string;
  body: string;
  link: string;
}

/** The words as a person receives them, read from the server as the words change (variables filled in). */
export function LivePreview({
  channel,
  subject,
  body,
  level = 2,
}: {
  channel: CommunicationChannel;
  subject: string;
  body: string;
  level?: 2 | 3;
}) {
  const { t } = useTranslation();
  const [debounced] = useDebouncedValue({ subject, body }, 300);
  const preview = useEndpointQuery(
    E.adminTemplatesPreview,
    { channel, body: debounced.body, ...(channel !== 'sms' ? { subject: debounced.subject } : {}) },
    { enabled: debounced.body.trim().length > 0, keepPrevious: true, retry: false },
  );
  const data = preview.data?.data;
  return (
    <Paper withBorder radius="md" p="md" className={classes.preview} component="section" aria-labelledby={`preview-${channel}`}>
      <Stack gap="xs">
        <Title order={level} size="h5" id={`preview-${channel}`}>
          {t('comms.preview.title')}
        </Title>
        <Text size="xs" c="dimmed">
          {t('comms.preview.example')}
        </Text>
        {!body.trim() ? (
          <Text size="sm" c="dimmed">
            {t('comms.preview.empty')}
          </Text>
        ) : preview.isError ? (
          <Text size="sm" c="red.8" role="alert">
            {errorMessage(preview.error, COMMS_MESSAGES.emailFailed)}
          </Text>
        ) : data ? (
          <Stack gap={6} aria-live="polite">
            {data.subject !== null && (
              <Text fw={600} size="sm">
                {data.subject}
              </Text>
            )}
            <Text size="sm" className={classes.previewText}>
              {data.text}
            </Text>
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** Add or change a template (e-mail, SMS) or a push notification, with its live preview beside it. */
export function TemplateEditor({
  channel,
  template,
  opened,
  onClose,
}: {
  channel: CommunicationChannel;
  template: MessageTemplate | null;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const calls = TEMPLATE_CALLS[channel];
  const add = useEndpointMutation(calls.add, { invalidates: [calls.list] });
  const edit = useEndpointMutation(calls.edit, { invalidates: [calls.list] });
  const form = useForm<Values>({ initialValues: { name: '', subject: '', body: '', link: '' } });
  useEffect(() => {
    if (opened)
      form.setValues({
        name: template?.name ?? '',
        subject: template?.subject ?? '',
        body: template?.body ?? '',
        link: template?.link ?? '',
      });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, template]);
  const bodyMax =
    channel === 'sms' ? TEMPLATE_LIMITS.smsBody : channel === 'push' ? TEMPLATE_LIMITS.pushBody : TEMPLATE_LIMITS.body;
  const submit = (values: Values) => {
    const input = {
      name: values.name,
      body: values.body,
      ...(channel !== 'sms' ? { subject: values.subject } : {}),
      ...(channel === 'push' ? { link: values.link.trim() || null } : {}),
    };
    const handlers = {
      onSuccess: (response: { message: string }) => {
        notify.success(response.message);
        onClose();
      },
      onError: (error: unknown) => {
        if (!applyServerErrors(error, form, ['name', 'subject', 'body', 'link']))
          notify.error(errorMessage(error, COMMS_MESSAGES.emailFailed));
      },
    };
    if (template) edit.mutate({ ...input, id: template.id } as never, handlers);
    else add.mutate(input as never, handlers);
  };
  const title = template ? t(`comms.templates.${channel}.editTitle`) : t(`comms.templates.${channel}.addTitle`);
  return (
    <Modal
      withinPortal={false}
      opened={opened}
      onClose={onClose}
      title={title}
      size="xl"
      classNames={{ content: classes.modal }}
      closeButtonProps={{ 'aria-label': t('comms.close') }}
    >
      <form noValidate onSubmit={form.onSubmit(submit)}>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="sm">
              <TextInput
                label={t('comms.fields.name')}
                required
                maxLength={TEMPLATE_LIMITS.name}
                {...form.getInputProps('name')}
              />
              {channel !== 'sms' && (
                <TextInput
                  label={t(channel === 'push' ? 'comms.fields.title' : 'comms.fields.subject')}
                  required
                  maxLength={TEMPLATE_LIMITS.subject}
                  {...form.getInputProps('subject')}
                />
              )}
              <Textarea
                label={t('comms.fields.body')}
                required
                autosize
                minRows={channel === 'email' ? 8 : 3}
                maxRows={16}
                maxLength={bodyMax}
                {...form.getInputProps('body')}
              />
              <Text size="xs" c="dimmed">
                {t('comms.fields.variables', { list: TEMPLATE_VARIABLES.map((name) => `{{${name}}}`).join(', ') })}
              </Text>
              {channel === 'push' && (
                <TextInput
                  label={t('comms.fields.link')}
                  description={t('comms.fields.linkHint')}
                  placeholder="discovery/meditations"
                  {...form.getInputProps('link')}
                />
              )}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Box>
              <LivePreview channel={channel} subject={form.values.subject} body={form.values.body} level={3} />
            </Box>
          </Grid.Col>
        </Grid>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>
            {t('comms.cancel')}
          </Button>
          <Button type="submit" loading={add.isPending || edit.isPending}>
            {t('comms.save')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
