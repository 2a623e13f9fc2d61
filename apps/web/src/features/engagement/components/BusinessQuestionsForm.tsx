import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BUSINESS_ANSWER_MAX, MESSAGES } from '@stillpoint/contracts';
import { applyServerErrors, errorMessage } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { useBusinessQuestions } from '../api/get-business-questions';
import { useSaveBusinessAnswers } from '../api/save-business-answers';

/** The active business questions; a business user (role id 4) answers them, others read a note. */
export function BusinessQuestionsForm() {
  const { t } = useTranslation();
  const query = useBusinessQuestions();
  const save = useSaveBusinessAnswers();
  const [answers, setAnswers] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<Record<number, string>>({});

  if (query.isPending) return <PageLoader />;
  if (query.isError) return <Text role="alert">{errorMessage(query.error, MESSAGES.somethingWentWrong)}</Text>;
  if (!query.data.canAnswer) return <Text c="dimmed">{t('engagement.business.onlyBusiness')}</Text>;
  if (query.data.questions.length === 0) return <Text c="dimmed">{t('engagement.business.empty')}</Text>;

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const valueOf = (q: (typeof query.data.questions)[number]) => answers[q.id] ?? q.answer ?? '';
    const filled = query.data.questions.filter((q) => valueOf(q).trim());
    if (filled.length === 0) {
      setErrors({ [query.data.questions[0]!.id]: t('engagement.business.answerRequired') });
      return;
    }
    setErrors({});
    save.mutate(
      { answers: filled.map((q) => ({ question_id: q.id, answer: valueOf(q).trim() })) },
      {
        onSuccess: (response) => notify.success(response.message || MESSAGES.answersSubmitted),
        onError: (error) => {
          const form = {
            setFieldError: (path: string, message: string) => {
              const index = Number(/^answers\.(\d+)/.exec(path)?.[1]);
              const question = filled[index];
              if (question) setErrors((current) => ({ ...current, [question.id]: message }));
            },
          };
          if (!applyServerErrors(error, form as never, filled.map((_, i) => `answers.${i}.answer`))) {
            notify.error(errorMessage(error, MESSAGES.somethingWentWrong));
          }
        },
      },
    );
  };

  return (
    <Paper withBorder radius="lg" p="lg">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {query.data.questions.map((question) => (
            <Textarea
              key={question.id}
              label={question.question}
              value={answers[question.id] ?? question.answer ?? ''}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setAnswers((current) => ({ ...current, [question.id]: value }));
              }}
              maxLength={BUSINESS_ANSWER_MAX}
              rows={3}
              error={errors[question.id]}
            />
          ))}
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('engagement.business.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
