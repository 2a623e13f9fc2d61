import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  Anchor,
  Badge,
  Box,
  Button,
  Checkbox,
  Group,
  Paper,
  Progress,
  Stack,
  Switch,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconCircleCheckFilled,
  IconCircleDashed,
  IconFileText,
  IconHeadphones,
  IconPhoto,
  IconPlayerPlay,
  IconSchool,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MESSAGES, type ClassDetail, type ContentSummary, type DiscoveryFamily, type LearningTask } from '@stillpoint/contracts';
import { errorMessage } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { usePageTitle } from '../../../lib/ui/use-page-title';
import {
  useClassDetail,
  useClassTasks,
  useCompleteClass,
  useJoinClass,
  useLeaveClass,
  useMarkTask,
  useNotifyClass,
} from '../api/discovery-api';
import { clock, safeHtml, type DiscoveryPaths } from './format';
import { ResourceList } from './Resources';
import classes from './discovery.module.css';
import { BackLink } from '../../../lib/ui/BackLink';
import { LoadError, PreviewNotice } from './LoadError';

const TYPE_ICONS: Record<ContentSummary['type'], typeof IconFileText> = {
  text: IconFileText,
  document: IconFileText,
  class: IconSchool,
  lesson: IconSchool,
  video: IconPlayerPlay,
  audio: IconHeadphones,
  image: IconPhoto,
};

/** What a page may put beside each of its tasks (the tasks feature's "Add to my tasks"), given the task. */
export type TaskAction = (task: LearningTask) => ReactNode;

/** Tasks with a checkbox each (read-only for a clinic's preview), and the `taskAction` slot beside each. */
export function TaskList({ tasks, readOnly, taskAction }: { tasks: LearningTask[]; readOnly: boolean; taskAction?: TaskAction | undefined }) {
  const { t } = useTranslation();
  const mark = useMarkTask();
  if (tasks.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="discovery-tasks">
      <Title order={2} size="h3" id="discovery-tasks" mb="sm">
        {t('discovery.tasksTitle')}
      </Title>
      <Stack gap="xs">
        {tasks.map((task) => (
          <Group key={task.id} justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
            <Checkbox
              label={task.title}
              description={task.description ?? undefined}
              checked={task.completed}
              disabled={readOnly || mark.isPending}
              onChange={(event) =>
                mark.mutate(
                  { id: task.id, completed: event.currentTarget.checked },
                  { onError: (error) => notify.error(errorMessage(error, MESSAGES.somethingWentWrong)) },
                )
              }
            />
            {taskAction?.(task)}
          </Group>
        ))}
      </Stack>
    </Box>
  );
}

/**
 * A class's page: its detail, the person's progress with join and leave, the lessons and their contents,
 * resources and tasks. `actions` (favourite, watch list) and `extras` (ratings, stories, signature) are
 * slots for what other features offer, given the loaded class.
 */
export function ClassPage({
  family,
  paths,
  classId,
  extras,
  actions,
  taskAction,
}: {
  family: DiscoveryFamily;
  paths: DiscoveryPaths;
  classId: number;
  extras?: (klass: ClassDetail) => ReactNode;
  /** Beside the class's own buttons (favourite, watch list). */
  actions?: (klass: ClassDetail) => ReactNode;
  /** Beside each of the class's tasks. */
  taskAction?: TaskAction;
}) {
  const { t } = useTranslation();
  const detail = useClassDetail(family, classId);
  const tasks = useClassTasks(family, classId);
  const join = useJoinClass();
  const leave = useLeaveClass();
  const complete = useCompleteClass();
  const notifyMe = useNotifyClass();
  const readOnly = family === 'clinic';
  usePageTitle(detail.data?.title ?? t('discovery.title'));

  if (detail.isPending) return <PageLoader />;
  if (detail.isError) return <LoadError error={detail.error} kind="class" back={paths.home} />;
  const klass = detail.data;
  const onError = (error: unknown) => notify.error(errorMessage(error, MESSAGES.somethingWentWrong));
  const continueId = klass.next_content_id ?? klass.lessons[0]?.contents[0]?.id ?? null;

  return (
    <Stack gap="xl">
      <BackLink to={paths.home}>{t('discovery.backToDiscovery')}</BackLink>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          {klass.imageUrl && <img src={klass.imageUrl} alt="" className={classes.heroImage} />}
          <Title order={1}>{klass.title}</Title>
          {!klass.live && <PreviewNotice kind="class" />}
          <Group gap="xs">
            <Text c="dimmed">{t('discovery.lessons', { count: klass.lessonCount })}</Text>
            {klass.durationSeconds > 0 && (
              <Text c="dimmed">· {clock(klass.durationSeconds)}</Text>
            )}
            <Text c="dimmed">· {t('discovery.members', { count: klass.memberCount })}</Text>
            {klass.shared && (
              <Badge variant="light" tt="none">
                {t('discovery.shared')}
              </Badge>
            )}
            {klass.categories.map((category) => (
              <Badge
                key={category.id}
                variant="outline"
                tt="none"
                component={Link}
                to={paths.category(category.id)}
                style={{ cursor: 'pointer' }}
              >
                {category.title}
              </Badge>
            ))}
          </Group>
          {klass.authors.length > 0 && (
            <Text size="sm">{t('discovery.authors', { names: klass.authors.map((a) => a.name).join(', ') })}</Text>
          )}
          {klass.description && (
            <div className={classes.richText} dangerouslySetInnerHTML={{ __html: safeHtml(klass.description) }} />
          )}
          {actions && <Group gap="sm">{actions(klass)}</Group>}
          {readOnly ? (
            <Text size="sm" c="dimmed">
              {t('discovery.previewOnly')}
            </Text>
          ) : (
            <Stack gap="sm">
              <Progress
                value={klass.progress.percent}
                size="lg"
                radius="xl"
                aria-label={t('discovery.progressLabel', { title: klass.title })}
              />
              <Text size="sm">
                {klass.progress.completed
                  ? t('discovery.completed')
                  : t('discovery.percentDone', { percent: klass.progress.percent })}
              </Text>
              <Group gap="sm">
                {continueId !== null && (
                  <Button
                    component={Link}
                    to={paths.content(klass.id, continueId)}
                    leftSection={<IconPlayerPlay size={16} aria-hidden />}
                  >
                    {klass.progress.completedContents > 0 ? t('discovery.continue') : t('discovery.start')}
                  </Button>
                )}
                {klass.progress.joined ? (
                  <Button
                    variant="default"
                    loading={leave.isPending}
                    onClick={() => leave.mutate({ class_id: klass.id }, { onError })}
                  >
                    {t('discovery.leave')}
                  </Button>
                ) : (
                  <Button
                    variant="light"
                    loading={join.isPending}
                    onClick={() =>
                      join.mutate({ class_id: klass.id }, { onSuccess: (response) => notify.success(response.message), onError })
                    }
                  >
                    {t('discovery.join')}
                  </Button>
                )}
                {klass.progress.joined && !klass.progress.completed && (
                  <Button
                    variant="subtle"
                    loading={complete.isPending}
                    onClick={() => complete.mutate({ class_id: klass.id }, { onError })}
                  >
                    {t('discovery.completeClass')}
                  </Button>
                )}
              </Group>
              {klass.progress.joined && (
                <Switch
                  label={t('discovery.notify')}
                  checked={klass.notify}
                  disabled={notifyMe.isPending}
                  onChange={(event) => notifyMe.mutate({ class_id: klass.id, notify: event.currentTarget.checked }, { onError })}
                />
              )}
            </Stack>
          )}
        </Stack>
      </Paper>

      <Box component="section" aria-labelledby="discovery-lessons">
        <Title order={2} size="h3" id="discovery-lessons" mb="sm">
          {t('discovery.lessonsTitle')}
        </Title>
        <Stack gap="md">
          {klass.lessons.map((lesson, index) => (
            <Paper key={lesson.id} withBorder radius="md" p="md" component="section" aria-labelledby={`lesson-${lesson.id}`}>
              <Title order={3} size="h4" id={`lesson-${lesson.id}`}>
                {index + 1}. {lesson.title}
              </Title>
              {lesson.description && (
                <div className={classes.richText} dangerouslySetInnerHTML={{ __html: safeHtml(lesson.description) }} />
              )}
              {lesson.contents.length === 0 ? (
                <Text size="sm" c="dimmed" mt="xs">
                  {t('discovery.noContents')}
                </Text>
              ) : (
                <ul className={classes.contentList}>
                  {lesson.contents.map((content) => {
                    const Icon = TYPE_ICONS[content.type];
                    return (
                      <li key={content.id}>
                        <Group gap="sm" py={6} wrap="nowrap">
                          {content.completed ? (
                            <ThemeIcon color="teal" variant="transparent" size="sm" aria-hidden>
                              <IconCircleCheckFilled size={18} />
                            </ThemeIcon>
                          ) : (
                            <ThemeIcon color="gray" variant="transparent" size="sm" aria-hidden>
                              <IconCircleDashed size={18} />
                            </ThemeIcon>
                          )}
                          <Icon size={16} aria-hidden />
                          <Anchor component={Link} to={paths.content(klass.id, content.id)}>
                            {content.title}
                            {content.completed && (
                              <VisuallyHidden component="span"> ({t('discovery.contentCompletedLabel')})</VisuallyHidden>
                            )}
                          </Anchor>
                          <Text size="sm" c="dimmed">
                            {t(`discovery.type.${content.type}`)}
                            {content.durationSeconds
                              ? ` · ${clock(content.durationSeconds)}`
                              : ''}
                          </Text>
                        </Group>
                      </li>
                    );
                  })}
                </ul>
              )}
            </Paper>
          ))}
        </Stack>
      </Box>

      <ResourceList resources={klass.resources} />

      <TaskList tasks={tasks.data ?? []} readOnly={readOnly} taskAction={taskAction} />
      {extras?.(klass)}
    </Stack>
  );
}
