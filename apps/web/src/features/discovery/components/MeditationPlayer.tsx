import { useRef, type ReactNode } from 'react';
import { Alert, Badge, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MESSAGES, type DiscoveryFamily, type DiscoveryMeditationDetail } from '@stillpoint/contracts';
import { errorMessage } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { usePageTitle } from '../../../lib/ui/use-page-title';
import { saveListenTime, useCompleteMeditation, useCountAudio, useMeditationDetail } from '../api/discovery-api';
import { TaskList, type TaskAction } from './ClassPage';
import { clock, safeHtml, type DiscoveryPaths } from './format';
import { ResourceList } from './Resources';
import { usePositionSaver } from './use-position-saver';
import classes from './discovery.module.css';
import { BackLink } from '../../../lib/ui/BackLink';
import { LoadError, PreviewNotice } from './LoadError';

/**
 * The meditation player: resumes at time_listen_duration, counts a play when playback starts, saves the
 * listen time while playing, on pause and when the page is left, completes the meditation at the end,
 * and lists the meditation's more audios and resources. `actions` (beside the title: favourite, watch list),
 * `extras` (below: ratings) and `taskAction` (beside each task) are slots for what other features offer.
 */
export function MeditationPlayer({
  family,
  paths,
  meditationId,
  actions,
  extras,
  taskAction,
}: {
  family: DiscoveryFamily;
  paths: DiscoveryPaths;
  meditationId: number;
  actions?: (meditation: DiscoveryMeditationDetail) => ReactNode;
  extras?: (meditation: DiscoveryMeditationDetail) => ReactNode;
  taskAction?: TaskAction;
}) {
  const { t } = useTranslation();
  const detail = useMeditationDetail(family, meditationId);
  const countAudio = useCountAudio();
  const complete = useCompleteMeditation();
  const counted = useRef(false);
  const readOnly = family === 'clinic';
  const resumeAt = detail.data?.time_listen_duration ?? 0;
  const audio = usePositionSaver(
    resumeAt,
    readOnly
      ? null
      : (position, listened) =>
          void saveListenTime({ meditation_id: meditationId, time_listen_duration: position, listened }).catch(() => undefined),
  );
  usePageTitle(detail.data?.title ?? t('discovery.title'));

  if (detail.isPending) return <PageLoader />;
  if (detail.isError) return <LoadError error={detail.error} kind="meditation" back={paths.home} />;
  const meditation = detail.data;

  return (
    <Stack gap="xl">
      <BackLink to={paths.home}>{t('discovery.backToDiscovery')}</BackLink>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          {meditation.imageUrl && <img src={meditation.imageUrl} alt="" className={classes.heroImage} />}
          <Title order={1}>{meditation.title}</Title>
          {!meditation.live && <PreviewNotice kind="meditation" />}
          <Group gap="xs">
            <Text c="dimmed">{clock(meditation.durationSeconds)}</Text>
            <Text c="dimmed">· {t('discovery.plays', { count: meditation.playCount })}</Text>
            {meditation.completedCount > 0 && (
              <Badge variant="light" color="teal" tt="none">
                {t('discovery.meditationCompleted', { count: meditation.completedCount })}
              </Badge>
            )}
            {meditation.categories.map((category) => (
              <Badge key={category.id} variant="outline" tt="none">
                {category.title}
              </Badge>
            ))}
          </Group>
          {actions && <Group gap="sm">{actions(meditation)}</Group>}
          {meditation.description && (
            <div className={classes.richText} dangerouslySetInnerHTML={{ __html: safeHtml(meditation.description) }} />
          )}
          {meditation.audio ? (
            <Stack gap={4}>
              <audio
                ref={audio}
                src={meditation.audio.url}
                controls
                preload="metadata"
                style={{ width: '100%' }}
                aria-label={t('discovery.player', { title: meditation.title })}
                onPlay={() => {
                  if (readOnly || counted.current) return;
                  counted.current = true;
                  countAudio.mutate({ meditation_id: meditation.id });
                }}
                onEnded={() => {
                  counted.current = false;
                  if (readOnly) return;
                  complete.mutate(
                    { meditation_id: meditation.id },
                    {
                      onSuccess: (response) => notify.success(response.message),
                      onError: (error) => notify.error(errorMessage(error, MESSAGES.somethingWentWrong)),
                    },
                  );
                }}
              />
              {resumeAt > 0 && (
                <Text size="sm" c="dimmed">
                  {t('discovery.resumeAt', { time: clock(resumeAt) })}
                </Text>
              )}
            </Stack>
          ) : (
            <Alert color="yellow">{t('discovery.noMedia')}</Alert>
          )}
        </Stack>
      </Paper>

      {meditation.moreAudios.length > 0 && (
        <Box component="section" aria-labelledby="meditation-more-audios">
          <Title order={2} size="h3" id="meditation-more-audios" mb="sm">
            {t('discovery.moreAudios')}
          </Title>
          <Stack gap="md" component="ul" className={classes.contentList}>
            {meditation.moreAudios.map((extra) => (
              <li key={extra.id}>
                <Paper withBorder radius="md" p="md">
                  <Group justify="space-between" mb="xs">
                    <Text fw={600}>{extra.title}</Text>
                    <Text size="sm" c="dimmed">
                      {clock(extra.durationSeconds)}
                    </Text>
                  </Group>
                  {extra.media ? (
                    <audio src={extra.media.url} controls preload="none" style={{ width: '100%' }} aria-label={extra.title} />
                  ) : (
                    <Text size="sm" c="dimmed">
                      {t('discovery.noMedia')}
                    </Text>
                  )}
                </Paper>
              </li>
            ))}
          </Stack>
        </Box>
      )}
      <ResourceList resources={meditation.resources} headingId="meditation-resources" />
      <TaskList tasks={meditation.tasks} readOnly={readOnly} taskAction={taskAction} />
      {extras?.(meditation)}
    </Stack>
  );
}
