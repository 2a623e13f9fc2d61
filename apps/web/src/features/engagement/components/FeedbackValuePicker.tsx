import { useState } from 'react';
import { Button, Group, Paper, Radio, Stack, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_COMMENT_MAX, MESSAGES, type ItemType } from '@stillpoint/contracts';
import { errorMessage } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import type { EngagementFamily } from '../api/endpoints';
import { useFeedbackValue } from '../api/feedback-value';

const VALUES = ['1', '2', '3', '4', '5'] as const;

/** How the person feels after a class, meditation or content (value 1 to 5) with an optional note. */
export function FeedbackValuePicker({ family, type, dataId, headingId = 'feedback-value' }: { family: EngagementFamily; type: ItemType; dataId: number; headingId?: string }) {
  const { t } = useTranslation();
  const [value, setValue] = useState<string | null>(null);
  const [comment, setComment] = useState('');
  const send = useFeedbackValue(family);

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!value) return;
    send.mutate(
      { type, data_id: dataId, value: Number(value), ...(comment.trim() ? { comment: comment.trim() } : {}) },
      {
        onSuccess: (response) => {
          notify.success(response.message);
          setValue(null);
          setComment('');
        },
        onError: (error) => notify.error(errorMessage(error, MESSAGES.somethingWentWrong)),
      },
    );
  };

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby={headingId}>
      <form onSubmit={onSubmit}>
        <Stack gap="sm">
          <Title order={2} size="h4" id={headingId}>
            {t('engagement.feedback.title')}
          </Title>
          <Radio.Group value={value} onChange={setValue} label={t('engagement.feedback.legend')}>
            <Group gap="md" mt="xs">
              {VALUES.map((v) => (
                <Radio key={v} value={v} label={t(`engagement.feedback.values.${v}`)} />
              ))}
            </Group>
          </Radio.Group>
          <Textarea
            label={t('engagement.feedback.comment')}
            value={comment}
            onChange={(event) => setComment(event.currentTarget.value)}
            maxLength={FEEDBACK_COMMENT_MAX}
            rows={3}
          />
          <Group>
            <Button type="submit" variant="light" disabled={!value} loading={send.isPending}>
              {t('engagement.feedback.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
