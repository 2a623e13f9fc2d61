import { useState } from 'react';
import { ActionIcon, Badge, Button, Checkbox, Group, NumberInput, Paper, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MESSAGES, type TestDetail } from '@stillpoint/contracts';
import { useEndpointMutation, useEndpointQuery } from '../../../lib/api-hooks';
import { toastOutcome } from '../../../lib/notify';
import { QueryState } from '../../../lib/ui/QueryState';
import { authorEndpoint, authorPrefix, type AuthorFamily } from '../api/families';

/**
 * One test's parts: questions in order (each with its options and their scores, a safety flag per option),
 * and the answers (score bands, from-to inclusive) with their contents. Bundled instruments and the
 * platform's tests (for a clinic) are shown read-only.
 */
export function TestEditor({ family, testId }: { family: AuthorFamily; testId: number }) {
  const query = useEndpointQuery(authorEndpoint(family, 'Detail'), { test_id: testId });
  return <QueryState query={query}>{({ data }) => <Editor family={family} test={data} />}</QueryState>;
}

function useChange<K extends Parameters<typeof authorEndpoint>[1]>(family: AuthorFamily, call: K) {
  return useEndpointMutation(authorEndpoint(family, call), { invalidates: [authorPrefix(family)] });
}

function Editor({ family, test }: { family: AuthorFamily; test: TestDetail }) {
  const { t } = useTranslation();
  const editable = test.editable;
  const addQuestion = useChange(family, 'AddQuestion');
  const [questionText, setQuestionText] = useState('');
  const [scored, setScored] = useState(true);
  const done = (fallback: string, after?: () => void) => toastOutcome(fallback, MESSAGES.somethingWentWrong, after);
  return (
    <Stack gap="lg">
      <Group gap="sm">
        <Title order={2} size="h3">
          {test.title}
        </Title>
        {test.code && <Badge variant="light">{test.code}</Badge>}
        {!editable && <Badge variant="default" tt="none">{t('measures.author.readOnly')}</Badge>}
      </Group>
      {test.is_open && test.open_token && (
        <Text size="sm">
          {t('measures.author.openLink')}: <code>{`${window.location.origin}/open-test/${test.open_token}`}</code>
        </Text>
      )}
      <section aria-labelledby="editor-questions">
        <Title order={3} size="h4" id="editor-questions" mb="xs">
          {t('measures.author.questions')}
        </Title>
        <Stack gap="sm">
          {test.questions.map((question, index) => (
            <QuestionCard key={question.id} family={family} question={question} editable={editable} first={index === 0} last={index === test.questions.length - 1} />
          ))}
          {editable && (
            <Paper withBorder radius="md" p="sm">
              <Stack gap="xs">
                <Textarea label={t('measures.author.newQuestion')} value={questionText} onChange={(event) => setQuestionText(event.currentTarget.value)} autosize minRows={1} />
                <Group justify="space-between">
                  <Checkbox label={t('measures.author.scored')} checked={scored} onChange={(event) => setScored(event.currentTarget.checked)} />
                  <Button
                    size="xs"
                    disabled={!questionText.trim()}
                    loading={addQuestion.isPending}
                    onClick={() => addQuestion.mutate({ test_id: test.id, text: questionText, scored }, done(t('measures.author.saved'), () => setQuestionText('')))}
                  >
                    {t('measures.author.addQuestion')}
                  </Button>
                </Group>
              </Stack>
            </Paper>
          )}
        </Stack>
      </section>
      <section aria-labelledby="editor-bands">
        <Title order={3} size="h4" id="editor-bands" mb="xs">
          {t('measures.author.bands')}
        </Title>
        <Text size="sm" c="dimmed" mb="xs">
          {t('measures.author.bandsHelp', { max: test.max_score })}
        </Text>
        <Stack gap="sm">
          {test.answers.map((band) => (
            <BandCard key={band.id} family={family} band={band} editable={editable} />
          ))}
          {editable && <NewBand family={family} testId={test.id} />}
        </Stack>
      </section>
    </Stack>
  );
}

function QuestionCard({ family, question, editable, first, last }: { family: AuthorFamily; question: TestDetail['questions'][number]; editable: boolean; first: boolean; last: boolean }) {
  const { t } = useTranslation();
  const addOption = useChange(family, 'AddOption');
  const deleteOption = useChange(family, 'DeleteOption');
  const deleteQuestion = useChange(family, 'DeleteQuestion');
  const move = useChange(family, 'EditQuestion');
  const [label, setLabel] = useState('');
  const [score, setScore] = useState<number | string>(0);
  const [flag, setFlag] = useState(false);
  const done = (fallback: string, after?: () => void) => toastOutcome(fallback, MESSAGES.somethingWentWrong, after);
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600}>
            {question.question_no}. {question.text} {!question.scored && <Badge size="xs" variant="outline">{t('measures.author.notScored')}</Badge>}
          </Text>
          {editable && (
            <Group gap={4} wrap="nowrap">
              <ActionIcon variant="subtle" disabled={first} aria-label={t('measures.author.moveUp', { n: question.question_no })} onClick={() => move.mutate({ id: question.id, question_no: question.question_no - 1 })}>
                <IconArrowUp size={16} />
              </ActionIcon>
              <ActionIcon variant="subtle" disabled={last} aria-label={t('measures.author.moveDown', { n: question.question_no })} onClick={() => move.mutate({ id: question.id, question_no: question.question_no + 1 })}>
                <IconArrowDown size={16} />
              </ActionIcon>
              <ActionIcon variant="subtle" color="red" aria-label={t('measures.author.deleteQuestion', { n: question.question_no })} onClick={() => deleteQuestion.mutate({ id: question.id }, done(t('measures.author.deleted')))}>
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          )}
        </Group>
        <Stack gap={2} pl="md">
          {question.options.map((option) => (
            <Group key={option.id} gap="xs" wrap="nowrap">
              <Text size="sm">
                {option.label} · {t('measures.author.points', { count: option.score })}
              </Text>
              {option.flag && (
                <Badge size="xs" color="red" variant="filled" tt="none">
                  {t('measures.author.flag')}
                </Badge>
              )}
              {editable && (
                <ActionIcon size="sm" variant="subtle" color="red" aria-label={t('measures.author.deleteOption', { label: option.label })} onClick={() => deleteOption.mutate({ id: option.id }, done(t('measures.author.deleted')))}>
                  <IconTrash size={14} />
                </ActionIcon>
              )}
            </Group>
          ))}
        </Stack>
        {editable && (
          <Group gap="xs" align="flex-end" pl="md">
            <TextInput size="xs" label={t('measures.author.optionLabel', { n: question.question_no })} value={label} onChange={(event) => setLabel(event.currentTarget.value)} />
            <NumberInput size="xs" w={90} label={t('measures.author.score')} min={0} max={100} value={score} onChange={setScore} />
            <Checkbox size="xs" label={t('measures.author.flag')} checked={flag} onChange={(event) => setFlag(event.currentTarget.checked)} />
            <Button
              size="xs"
              variant="light"
              disabled={!label.trim()}
              loading={addOption.isPending}
              onClick={() => addOption.mutate({ test_id: question.test_id, question_no: question.question_no, label, score: Number(score), flag }, done(t('measures.author.saved'), () => setLabel('')))}
            >
              {t('measures.author.addOption')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

function BandCard({ family, band, editable }: { family: AuthorFamily; band: TestDetail['answers'][number]; editable: boolean }) {
  const { t } = useTranslation();
  const remove = useChange(family, 'DeleteAnswer');
  const addContent = useChange(family, 'AddAnswerContent');
  const deleteContent = useChange(family, 'DeleteAnswerContent');
  const [kind, setKind] = useState<'text' | 'task'>('text');
  const [text, setText] = useState('');
  const done = (fallback: string, after?: () => void) => toastOutcome(fallback, MESSAGES.somethingWentWrong, after);
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>
            {band.from_score}–{band.to_score}: {band.title}
          </Text>
          {editable && (
            <ActionIcon variant="subtle" color="red" aria-label={t('measures.author.deleteBand', { title: band.title })} onClick={() => remove.mutate({ id: band.id }, done(t('measures.author.deleted')))}>
              <IconTrash size={16} />
            </ActionIcon>
          )}
        </Group>
        {band.text && <Text size="sm">{band.text}</Text>}
        {band.contents.map((content) => (
          <Group key={content.id} gap="xs" pl="md" wrap="nowrap">
            <Badge size="xs" variant="outline">
              {t(`measures.author.kind.${content.kind}`)}
            </Badge>
            <Text size="sm">{content.itemTitle ?? content.text}</Text>
            {editable && (
              <ActionIcon size="sm" variant="subtle" color="red" aria-label={t('measures.author.deleteContent')} onClick={() => deleteContent.mutate({ id: content.id }, done(t('measures.author.deleted')))}>
                <IconTrash size={14} />
              </ActionIcon>
            )}
          </Group>
        ))}
        {editable && (
          <Group gap="xs" align="flex-end" pl="md">
            <Select
              size="xs"
              w={120}
              label={t('measures.author.contentKind')}
              data={[
                { value: 'text', label: t('measures.author.kind.text') },
                { value: 'task', label: t('measures.author.kind.task') },
              ]}
              value={kind}
              onChange={(value) => setKind((value as 'text' | 'task') ?? 'text')}
              allowDeselect={false}
            />
            <TextInput size="xs" label={t('measures.author.contentText', { title: band.title })} value={text} onChange={(event) => setText(event.currentTarget.value)} />
            <Button size="xs" variant="light" disabled={!text.trim()} onClick={() => addContent.mutate({ result_id: band.id, kind, text }, done(t('measures.author.saved'), () => setText('')))}>
              {t('measures.author.addContent')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

function NewBand({ family, testId }: { family: AuthorFamily; testId: number }) {
  const { t } = useTranslation();
  const add = useChange(family, 'AddAnswer');
  const [from, setFrom] = useState<number | string>(0);
  const [to, setTo] = useState<number | string>(0);
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="xs">
        <Group grow>
          <NumberInput size="xs" label={t('measures.author.from')} min={0} value={from} onChange={setFrom} />
          <NumberInput size="xs" label={t('measures.author.to')} min={0} value={to} onChange={setTo} />
        </Group>
        <TextInput size="xs" label={t('measures.author.bandTitle')} value={title} onChange={(event) => setTitle(event.currentTarget.value)} />
        <Textarea size="xs" label={t('measures.author.bandText')} value={text} onChange={(event) => setText(event.currentTarget.value)} autosize minRows={1} />
        <Group justify="flex-end">
          <Button
            size="xs"
            disabled={!title.trim()}
            loading={add.isPending}
            onClick={() =>
              add.mutate(
                { test_id: testId, from_score: Number(from), to_score: Number(to), title, text },
                toastOutcome(t('measures.author.saved'), MESSAGES.somethingWentWrong, () => {
                  setTitle('');
                  setText('');
                }),
              )
            }
          >
            {t('measures.author.addBand')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
