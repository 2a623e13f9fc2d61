import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Alert, Button, Group, Paper, Progress, Radio, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MESSAGES, type CompletedTest, type TakeTest as TakeTestData } from '@stillpoint/contracts';
import { measuresEndpoints } from '@stillpoint/contracts/endpoints/measures';
import { useEndpointMutation, useEndpointQuery } from '../../../lib/api-hooks';
import { errorMessage } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { QueryState } from '../../../lib/ui/QueryState';
import classes from './measures.module.css';
import { ResultView } from './ResultView';

/**
 * Taking a test one question at a time, with a progress bar. Each "Next" saves the answers so far, so the
 * person may leave ("Save and leave") and resume where they stopped; submitting needs every scored question
 * answered (the server says which is missing). The result follows, with crisis resources on a safety flag.
 */
export function TakeTest({ testId, assignmentId, onLeave, crisis }: { testId: number; assignmentId?: number | undefined; onLeave: () => void; crisis: ReactNode }) {
  const input = assignmentId === undefined ? { test_id: testId } : { test_id: testId, assignment_id: assignmentId };
  const query = useEndpointQuery(measuresEndpoints.frontTestDetails, input, { staleTime: Infinity, gcTime: 0 });
  return <QueryState query={query}>{({ data }) => <Questions test={data} onLeave={onLeave} crisis={crisis} />}</QueryState>;
}

function Questions({ test, onLeave, crisis }: { test: TakeTestData; onLeave: () => void; crisis: ReactNode }) {
  const { t } = useTranslation();
  const [answers, setAnswers] = useState<Map<number, number>>(() => new Map(test.progress?.answers.map((a) => [a.question_no, a.option_id]) ?? []));
  const [index, setIndex] = useState(() => Math.min(Math.max(0, (test.progress?.current_question ?? 1) - 1), Math.max(0, test.questions.length - 1)));
  const [completed, setCompleted] = useState<CompletedTest | null>(null);
  const save = useEndpointMutation(measuresEndpoints.frontTestSaveProgress, { invalidates: [measuresEndpoints.frontAssignedTests] });
  // Not the test being taken (its details would now answer "already completed" under the result).
  const complete = useEndpointMutation(measuresEndpoints.frontTestComplete, {
    invalidates: [measuresEndpoints.frontAssignedTests, measuresEndpoints.frontPatientTests, measuresEndpoints.frontTests],
  });
  const question = test.questions[index];
  const list = useMemo(() => [...answers].map(([question_no, option_id]) => ({ question_no, option_id })), [answers]);
  const base = test.assignment_id === null ? { test_id: test.id } : { test_id: test.id, assignment_id: test.assignment_id };
  const resumed = test.progress !== null && test.progress.answers.length > 0;

  useEffect(() => {
    document.getElementById('take-question')?.focus();
  }, [index]);

  if (completed) {
    return (
      <Stack gap="md">
        <Title order={1}>{t('measures.result.title', { title: test.title })}</Title>
        <ResultView result={completed.result} crisis={crisis} alerted={completed.alerted} />
      </Stack>
    );
  }
  if (!question) return <Text>{t('measures.take.noQuestions')}</Text>;

  const last = index === test.questions.length - 1;
  const chosen = answers.get(question.question_no);
  const percent = Math.round((answers.size / test.questions.length) * 100);

  async function persist(next: number) {
    await save.mutateAsync({ ...base, answers: list, current_question: next + 1 });
  }
  async function go(next: number) {
    try {
      await persist(next);
      setIndex(next);
    } catch (error) {
      notify.error(errorMessage(error, MESSAGES.somethingWentWrong));
    }
  }
  async function leave() {
    try {
      await persist(index);
      notify.success(t('measures.take.saved'));
      onLeave();
    } catch (error) {
      notify.error(errorMessage(error, MESSAGES.somethingWentWrong));
    }
  }
  async function submit() {
    try {
      const response = await complete.mutateAsync({ ...base, answers: list });
      notify.success(response.message);
      setCompleted(response.data);
    } catch (error) {
      notify.error(errorMessage(error, MESSAGES.somethingWentWrong));
    }
  }

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1}>{test.title}</Title>
        {test.instructions && <Text c="dimmed">{test.instructions}</Text>}
      </Stack>
      {resumed && index > 0 && <Alert variant="light">{t('measures.take.resumed')}</Alert>}
      <Progress value={percent} size="lg" radius="xl" aria-label={t('measures.take.progressLabel', { answered: answers.size, total: test.questions.length })} />
      <Text size="sm" c="dimmed">
        {t('measures.take.questionOf', { n: index + 1, total: test.questions.length })}
      </Text>
      <Paper withBorder radius="lg" p="lg">
        <Radio.Group
          key={question.question_no}
          value={chosen === undefined ? null : String(chosen)}
          onChange={(value) => setAnswers((current) => new Map(current).set(question.question_no, Number(value)))}
          label={
            <Text id="take-question" tabIndex={-1} className={classes.question} fw={600} component="span">
              {question.text}
            </Text>
          }
          description={question.scored ? undefined : t('measures.take.notScored')}
        >
          <Stack gap="sm" mt="md">
            {question.options.map((option) => (
              <Radio key={option.id} value={String(option.id)} label={option.label} />
            ))}
          </Stack>
        </Radio.Group>
      </Paper>
      <Group justify="space-between">
        <Group gap="sm">
          <Button variant="default" disabled={index === 0 || save.isPending} onClick={() => void go(index - 1)}>
            {t('measures.take.back')}
          </Button>
          <Button variant="subtle" loading={save.isPending && !last} onClick={() => void leave()}>
            {t('measures.take.saveAndLeave')}
          </Button>
        </Group>
        {last ? (
          <Button loading={complete.isPending} disabled={chosen === undefined && question.scored} onClick={() => void submit()}>
            {t('measures.take.submit')}
          </Button>
        ) : (
          <Button disabled={chosen === undefined && question.scored} loading={save.isPending} onClick={() => void go(index + 1)}>
            {t('measures.take.next')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
