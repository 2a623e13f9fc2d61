import { Button, Group, NumberInput, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  AI_DURATION_MAX,
  AI_DURATION_MIN,
  AI_PROMPT_MAX,
  MESSAGES,
  promptToTextInput,
  type AiMeditation,
} from '@stillpoint/contracts';
import { applyServerErrors, errorMessage, schemaValidator } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import type { AiStudioFamily } from '../api/endpoints';
import { usePromptToText } from '../api/prompt-to-text';

/** The form's fields are named as the call's input, so the server's field errors land on them as they are. */
interface ComposeValues {
  prompt: string;
  duration_minutes: number | string;
}

const SERVER_FIELDS = ['prompt', 'duration_minutes'];

/** "Compose a meditation": a prompt and a length in minutes; the composed draft goes to `onComposed`. */
export function ComposeForm({ family, onComposed }: { family: AiStudioFamily; onComposed: (meditation: AiMeditation) => void }) {
  const { t } = useTranslation();
  const compose = usePromptToText(family);
  const form = useForm<ComposeValues>({
    initialValues: { prompt: '', duration_minutes: 5 },
    validate: schemaValidator<ComposeValues>(promptToTextInput),
  });

  const submit = form.onSubmit((values) =>
    compose.mutate(
      { prompt: values.prompt.trim(), duration_minutes: Number(values.duration_minutes) },
      {
        onSuccess: (response) => {
          notify.success(response.message);
          form.reset();
          onComposed(response.data);
        },
        onError: (error) => {
          if (!applyServerErrors(error, form, SERVER_FIELDS)) notify.error(errorMessage(error, MESSAGES.somethingWentWrong));
        },
      },
    ),
  );

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="ai-compose">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h3" id="ai-compose">
            {t('aiStudio.compose.heading')}
          </Title>
          <Textarea
            label={t('aiStudio.compose.prompt')}
            description={`${t('aiStudio.compose.promptHint')} ${t('aiStudio.compose.counter', {
              count: form.values.prompt.length,
              max: AI_PROMPT_MAX,
            })}`}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            required
            autosize
            minRows={3}
            maxRows={8}
            maxLength={AI_PROMPT_MAX}
            {...form.getInputProps('prompt')}
          />
          <Group align="flex-end" justify="space-between" gap="md">
            <NumberInput
              label={t('aiStudio.compose.duration')}
              min={AI_DURATION_MIN}
              max={AI_DURATION_MAX}
              allowDecimal={false}
              clampBehavior="strict"
              w={180}
              {...form.getInputProps('duration_minutes')}
            />
            <Button type="submit" loading={compose.isPending} leftSection={<IconSparkles size={16} aria-hidden />}>
              {t('aiStudio.compose.submit')}
            </Button>
          </Group>
          {compose.isPending && (
            <Text size="sm" c="dimmed" role="status">
              {t('aiStudio.compose.working')}
            </Text>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
