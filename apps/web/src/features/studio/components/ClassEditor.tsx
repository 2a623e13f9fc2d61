import { useState } from 'react';
import { ActionIcon, Anchor, Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  MESSAGES,
  STUDIO_MESSAGES,
  stripHtml,
  type StudioContent,
  type StudioLesson,
  type StudioResource,
} from '@stillpoint/contracts';
import { errorMessage } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { PublicationPanel } from '../../../lib/ui/Publication';
import { useStudioMutation } from '../api/categories';
import { useClassDetail } from '../api/classes';
import { ConfirmDeleteModal } from '../../../lib/ui/ConfirmDeleteModal';
import { ClassFormModal } from './ClassFormModal';
import { CONTENT_TYPE_LABELS, ContentFormModal, VIDEO_SOURCE_LABELS } from './ContentFormModal';
import { ResourceModal } from './ResourceModal';
import { SortableList } from '../../../lib/ui/SortableList';
import { TitleModal } from './TitleModal';
import styles from './studio.module.css';

type Deleting =
  | { kind: 'lesson'; id: number; name: string }
  | { kind: 'content'; id: number; name: string }
  | { kind: 'task'; id: number; name: string }
  | { kind: 'resource'; id: number; name: string };

const contentLabel = (content: StudioContent) =>
  content.type === 'video' && content.video_source
    ? VIDEO_SOURCE_LABELS[content.video_source]
    : CONTENT_TYPE_LABELS[content.type];

/**
 * The class editor: its state (draft or published, what it still needs), details, lessons (ordered), their
 * contents (ordered), tasks and resources. `previewPath`: the class's learner page, where its own clinic
 * previews it (the page gives it: discovery is another feature).
 */
export function ClassEditor({ classId, previewPath }: { classId: number; previewPath?: ((id: number) => string) | undefined }) {
  const { t } = useTranslation();
  const query = useClassDetail(classId);
  const publish = useStudioMutation('publishClass');
  const unpublish = useStudioMutation('unpublishClass');
  const createLesson = useStudioMutation('createLesson');
  const updateLesson = useStudioMutation('updateLesson');
  const reorderLessons = useStudioMutation('reorderLessons');
  const reorderContents = useStudioMutation('reorderContents');
  const createTask = useStudioMutation('createLessonTask');
  const updateTask = useStudioMutation('updateLessonTask');
  const deleteLesson = useStudioMutation('deleteLesson');
  const deleteContent = useStudioMutation('deleteContent');
  const deleteTask = useStudioMutation('deleteLessonTask');
  const deleteResource = useStudioMutation('deleteResource');
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [lessonForm, setLessonForm] = useState<{ lesson: StudioLesson | null } | null>(null);
  const [contentForm, setContentForm] = useState<{ lesson: StudioLesson; content: StudioContent | null } | null>(null);
  const [taskForm, setTaskForm] = useState<{ lesson: StudioLesson; task: StudioLesson['tasks'][number] | null } | null>(null);
  const [resourceTarget, setResourceTarget] = useState<{ data_type: 'classes' | 'lessons'; data_id: number } | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const fail = (error: unknown) => notify.error(errorMessage(error, MESSAGES.somethingWentWrong));
  const done = (r: { message: string }) => notify.success(r.message);

  if (query.isPending) return <PageLoader />;
  if (query.isError)
    return (
      <Stack gap="sm" align="flex-start">
        <Text role="alert">{errorMessage(query.error, MESSAGES.somethingWentWrong)}</Text>
        <Button variant="light" onClick={() => void query.refetch()}>
          {t('common.tryAgain')}
        </Button>
      </Stack>
    );
  const cls = query.data;

  const confirmDelete = () => {
    if (!deleting) return;
    const close = { onSuccess: (r: { message: string }) => (done(r), setDeleting(null)), onError: fail };
    if (deleting.kind === 'lesson') deleteLesson.mutate({ lesson_id: deleting.id }, close);
    if (deleting.kind === 'content') deleteContent.mutate({ id: deleting.id }, close);
    if (deleting.kind === 'task') deleteTask.mutate({ id: deleting.id }, close);
    if (deleting.kind === 'resource') deleteResource.mutate({ id: deleting.id }, close);
  };

  const resourceList = (resources: StudioResource[]) =>
    resources.length === 0 ? null : (
      <List spacing={4} size="sm">
        {resources.map((resource) => (
          <List.Item key={resource.id}>
            <Group gap={4} wrap="nowrap">
              {resource.url || resource.media ? (
                <Anchor href={resource.url ?? resource.media!.url} target="_blank" rel="noopener noreferrer">
                  {resource.title}
                </Anchor>
              ) : (
                <Text size="sm">{resource.title}</Text>
              )}
              <ActionIcon
                variant="subtle"
                color="red"
                size="sm"
                aria-label={t('studio.deleteNamed', { name: resource.title })}
                onClick={() => setDeleting({ kind: 'resource', id: resource.id, name: resource.title })}
              >
                <IconTrash size={14} aria-hidden />
              </ActionIcon>
            </Group>
          </List.Item>
        ))}
      </List>
    );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4}>
          <Title order={1}>{cls.title}</Title>
          <Group gap={4}>
            {cls.categories.map((c) => (
              <Badge key={c.id} variant="light" tt="none">
                {c.title}
              </Badge>
            ))}
            {cls.shared && (
              <Badge variant="outline" tt="none">
                {t('studio.classes.shared')}
              </Badge>
            )}
            {cls.featured && (
              <Badge variant="light" color="yellow" tt="none">
                {t('studio.classes.featured')}
              </Badge>
            )}
          </Group>
        </Stack>
        <Group gap="xs">
          <Button variant="default" leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setDetailsOpen(true)}>
            {t('studio.classes.editDetails')}
          </Button>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setLessonForm({ lesson: null })}>
            {t('studio.lessons.add')}
          </Button>
        </Group>
      </Group>

      <PublicationPanel
        item={cls}
        publish={() => publish.mutateAsync({ id: cls.id })}
        unpublish={() => unpublish.mutateAsync({ id: cls.id })}
        pending={publish.isPending || unpublish.isPending}
        previewTo={previewPath?.(cls.id)}
      />

      <Paper withBorder radius="lg" p="md">
        <Group justify="space-between" mb="xs">
          <Title order={2} size="h4">
            {t('studio.resources.classTitle')}
          </Title>
          <Button size="xs" variant="light" onClick={() => setResourceTarget({ data_type: 'classes', data_id: cls.id })}>
            {t('studio.resources.add')}
          </Button>
        </Group>
        {resourceList(cls.resources) ?? (
          <Text size="sm" c="dimmed">
            {t('studio.resources.empty')}
          </Text>
        )}
      </Paper>

      <Stack gap="xs">
        <Title order={2} size="h3">
          {t('studio.lessons.title')}
        </Title>
        {cls.lessons.length === 0 ? (
          <Text c="dimmed">{t('studio.lessons.empty')}</Text>
        ) : (
          <SortableList
            align="flex-start"
            inlineControls
            label={t('studio.lessons.listLabel')}
            items={cls.lessons}
            getId={(l) => l.lesson_id}
            getTitle={(l) => l.title}
            disabled={reorderLessons.isPending}
            onReorder={(ids) =>
              reorderLessons.mutate(
                { content: ids, type: 'lessons', id: cls.id },
                { onSuccess: (r) => notify.success(r.message || STUDIO_MESSAGES.reordered), onError: fail },
              )
            }
          >
            {(lesson, _index, moveButtons) => (
              <Stack gap="sm" py={4}>
                <Group justify="space-between" wrap="wrap" align="flex-start" gap="xs">
                  <Stack gap={0}>
                    <Title order={3} size="h4">
                      {lesson.title}
                    </Title>
                    {lesson.description && (
                      <Text size="sm" c="dimmed" lineClamp={2}>
                        {stripHtml(lesson.description)}
                      </Text>
                    )}
                  </Stack>
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={t('studio.editNamed', { name: lesson.title })}
                      onClick={() => setLessonForm({ lesson })}
                    >
                      <IconPencil size={16} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('studio.deleteNamed', { name: lesson.title })}
                      onClick={() => setDeleting({ kind: 'lesson', id: lesson.lesson_id, name: lesson.title })}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                    {moveButtons}
                  </Group>
                </Group>

                {lesson.contents.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {t('studio.contents.empty')}
                  </Text>
                ) : (
                  <SortableList
                    label={t('studio.contents.listLabel', { lesson: lesson.title })}
                    items={lesson.contents}
                    getId={(c) => c.id}
                    getTitle={(c) => c.title}
                    disabled={reorderContents.isPending}
                    onReorder={(ids) =>
                      reorderContents.mutate(
                        { content: ids, type: 'contents', id: lesson.lesson_id },
                        { onSuccess: (r) => notify.success(r.message || STUDIO_MESSAGES.reordered), onError: fail },
                      )
                    }
                  >
                    {(content) => (
                      // Title and type always show: on a narrow screen they wrap, and the actions go below.
                      <div className={styles.contentRow} data-testid="studio-content">
                        <Stack gap={2} className={styles.contentInfo}>
                          <Text fw={500} className={styles.contentTitle}>
                            {content.title}
                          </Text>
                          <Group gap={6} wrap="wrap">
                            <Badge variant="light" tt="none">
                              {contentLabel(content)}
                            </Badge>
                            {content.target_title && (
                              <Text size="sm" c="dimmed" className={styles.contentTitle}>
                                → {content.target_title}
                              </Text>
                            )}
                            {content.media && (
                              <Text size="sm" c="dimmed" className={styles.contentTitle}>
                                {content.media.name}
                              </Text>
                            )}
                          </Group>
                        </Stack>
                        <Group gap={4} wrap="nowrap">
                          <ActionIcon
                            variant="subtle"
                            color="gray"
                            aria-label={t('studio.editNamed', { name: content.title })}
                            onClick={() => setContentForm({ lesson, content })}
                          >
                            <IconPencil size={16} aria-hidden />
                          </ActionIcon>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={t('studio.deleteNamed', { name: content.title })}
                            onClick={() => setDeleting({ kind: 'content', id: content.id, name: content.title })}
                          >
                            <IconTrash size={16} aria-hidden />
                          </ActionIcon>
                        </Group>
                      </div>
                    )}
                  </SortableList>
                )}
                <Group gap="xs">
                  <Button
                    size="xs"
                    leftSection={<IconPlus size={14} aria-hidden />}
                    classNames={{ root: styles.wrapButton, label: styles.wrapLabel, inner: styles.wrapInner }}
                    onClick={() => setContentForm({ lesson, content: null })}
                  >
                    {t('studio.contents.add', { lesson: lesson.title })}
                  </Button>
                  <Button size="xs" variant="light" onClick={() => setTaskForm({ lesson, task: null })}>
                    {t('studio.tasks.add')}
                  </Button>
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => setResourceTarget({ data_type: 'lessons', data_id: lesson.lesson_id })}
                  >
                    {t('studio.resources.add')}
                  </Button>
                </Group>
                {lesson.tasks.length > 0 && (
                  <Stack gap={2}>
                    <Text size="sm" fw={600}>
                      {t('studio.tasks.title')}
                    </Text>
                    <List spacing={2} size="sm">
                      {lesson.tasks.map((task) => (
                        <List.Item key={task.id}>
                          <Group gap={4} wrap="nowrap">
                            <Text size="sm">{task.title}</Text>
                            <ActionIcon
                              variant="subtle"
                              color="gray"
                              size="sm"
                              aria-label={t('studio.editNamed', { name: task.title })}
                              onClick={() => setTaskForm({ lesson, task })}
                            >
                              <IconPencil size={14} aria-hidden />
                            </ActionIcon>
                            <ActionIcon
                              variant="subtle"
                              color="red"
                              size="sm"
                              aria-label={t('studio.deleteNamed', { name: task.title })}
                              onClick={() => setDeleting({ kind: 'task', id: task.id, name: task.title })}
                            >
                              <IconTrash size={14} aria-hidden />
                            </ActionIcon>
                          </Group>
                        </List.Item>
                      ))}
                    </List>
                  </Stack>
                )}
                {lesson.resources.length > 0 && (
                  <Stack gap={2}>
                    <Text size="sm" fw={600}>
                      {t('studio.resources.title')}
                    </Text>
                    {resourceList(lesson.resources)}
                  </Stack>
                )}
              </Stack>
            )}
          </SortableList>
        )}
      </Stack>

      <ClassFormModal opened={detailsOpen} onClose={() => setDetailsOpen(false)} editing={cls} />
      <TitleModal
        opened={lessonForm !== null}
        title={lessonForm?.lesson ? t('studio.lessons.editTitle') : t('studio.lessons.addTitle')}
        initial={{ title: lessonForm?.lesson?.title ?? '', description: lessonForm?.lesson?.description ?? '' }}
        richDescription
        loading={createLesson.isPending || updateLesson.isPending}
        onClose={() => setLessonForm(null)}
        onSubmit={(values) => {
          const close = { onSuccess: (r: { message: string }) => (done(r), setLessonForm(null)), onError: fail };
          if (lessonForm?.lesson) updateLesson.mutate({ lesson_id: lessonForm.lesson.lesson_id, ...values }, close);
          else createLesson.mutate({ class_id: cls.id, ...values }, close);
        }}
      />
      <TitleModal
        opened={taskForm !== null}
        title={taskForm?.task ? t('studio.tasks.editTitle') : t('studio.tasks.addTitle')}
        initial={{ title: taskForm?.task?.title ?? '', description: taskForm?.task?.description ?? '' }}
        loading={createTask.isPending || updateTask.isPending}
        onClose={() => setTaskForm(null)}
        onSubmit={(values) => {
          const close = { onSuccess: (r: { message: string }) => (done(r), setTaskForm(null)), onError: fail };
          if (taskForm?.task) updateTask.mutate({ id: taskForm.task.id, ...values }, close);
          else if (taskForm) createTask.mutate({ lesson_id: taskForm.lesson.lesson_id, ...values }, close);
        }}
      />
      <ContentFormModal
        opened={contentForm !== null}
        onClose={() => setContentForm(null)}
        lesson={contentForm?.lesson ?? null}
        lessons={cls.lessons}
        editing={contentForm?.content ?? null}
      />
      <ResourceModal target={resourceTarget} onClose={() => setResourceTarget(null)} />
      <ConfirmDeleteModal
        ns="studio"
        name={deleting?.name ?? null}
        onCancel={() => setDeleting(null)}
        pending={deleteLesson.isPending || deleteContent.isPending || deleteTask.isPending || deleteResource.isPending}
        onConfirm={confirmDelete}
      />
    </Stack>
  );
}
