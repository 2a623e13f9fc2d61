import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MESSAGES, type ContentDetail, type DiscoveryFamily } from '@stillpoint/contracts';
import { errorMessage } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { usePageTitle } from '../../../lib/ui/use-page-title';
import { useCompleteContent, useContentDetail, useLessonTasks } from '../api/discovery-api';
import { TaskList, type TaskAction } from './ClassPage';
import { ContentBody, ContentViewer } from './ContentViewer';
import type { DiscoveryPaths } from './format';
import { BackLink } from '../../../lib/ui/BackLink';
import { LoadError } from './LoadError';

/**
 * One content of a class in the viewer, with "Complete and next" leading on to next_content_id. `actions`
 * (beside the title: favourite, watch list), `extras` (below: the lesson's ratings) and `taskAction` (beside
 * each of the lesson's tasks) are slots for what other features offer, given the loaded content or task.
 */
export function ContentPage({
  family,
  paths,
  classId,
  contentId,
  actions,
  extras,
  taskAction,
}: {
  family: DiscoveryFamily;
  paths: DiscoveryPaths;
  classId: number;
  contentId: number;
  actions?: (content: ContentDetail) => ReactNode;
  extras?: (content: ContentDetail) => ReactNode;
  taskAction?: TaskAction;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const detail = useContentDetail(family, contentId);
  const tasks = useLessonTasks(family, contentId);
  const complete = useCompleteContent();
  const readOnly = family === 'clinic';
  usePageTitle(detail.data?.title ?? t('discovery.title'));

  if (detail.isPending) return <PageLoader />;
  if (detail.isError) return <LoadError error={detail.error} kind="content" back={paths.classPage(classId)} />;
  const content = detail.data;

  const onComplete = () =>
    complete.mutate(
      { content_id: content.id },
      {
        onSuccess: (response) => {
          const next = response.data.next_content_id;
          if (next !== null) void navigate(paths.content(content.classId, next));
          else {
            notify.success(t('discovery.classFinished'));
            void navigate(paths.classPage(content.classId));
          }
        },
        onError: (error) => notify.error(errorMessage(error, MESSAGES.somethingWentWrong)),
      },
    );

  return (
    <Stack gap="lg">
      <BackLink to={paths.classPage(content.classId)}>{t('discovery.backToClass', { title: content.classTitle })}</BackLink>
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {content.lessonTitle} · {t(`discovery.type.${content.type}`)}
        </Text>
        <Group gap="sm">
          <Title order={1}>{content.title}</Title>
          {content.completed && (
            <Badge color="teal" variant="light" tt="none" leftSection={<IconCircleCheck size={12} aria-hidden />}>
              {t('discovery.completed')}
            </Badge>
          )}
        </Group>
        {actions && (
          <Group gap="sm" mt="xs">
            {actions(content)}
          </Group>
        )}
      </Stack>
      <ContentViewer key={content.id} content={content} paths={paths} readOnly={readOnly} />
      <ContentBody content={content} />
      <Group justify="space-between" gap="sm">
        {content.previous_content_id !== null ? (
          <Button
            component={Link}
            to={paths.content(content.classId, content.previous_content_id)}
            variant="default"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
          >
            {t('discovery.previous')}
          </Button>
        ) : (
          <span />
        )}
        <Group gap="sm">
          {!readOnly && (
            <Button onClick={onComplete} loading={complete.isPending} rightSection={<IconArrowRight size={16} aria-hidden />}>
              {content.next_content_id !== null ? t('discovery.completeAndNext') : t('discovery.completeAndFinish')}
            </Button>
          )}
          {(readOnly || content.completed) && content.next_content_id !== null && (
            <Button component={Link} to={paths.content(content.classId, content.next_content_id)} variant="default">
              {t('discovery.next')}
            </Button>
          )}
        </Group>
      </Group>
      <TaskList tasks={tasks.data?.tasks ?? []} readOnly={readOnly} taskAction={taskAction} />
      {extras?.(content)}
    </Stack>
  );
}
