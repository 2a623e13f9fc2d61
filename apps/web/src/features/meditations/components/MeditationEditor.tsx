import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@stillpoint/contracts';
import { errorMessage } from '../../../lib/forms';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { PublicationPanel } from '../../../lib/ui/Publication';
import { useMeditationDetail, usePublishMeditation } from '../api/meditations';
import type { StudioFamily } from '../api/studio';
import { ExtraAudios } from './ExtraAudios';
import { MeditationForm } from './MeditationForm';
import { MeditationResources, MeditationTasks } from './TasksAndResources';

/**
 * One meditation of the library: its state (draft or published, and whether its audio is there), its form,
 * extra audios, tasks and resources. `previewPath`: its player, where its own clinic previews it.
 */
export function MeditationEditor({
  family,
  id,
  previewPath,
}: {
  family: StudioFamily;
  id: number;
  previewPath?: ((id: number) => string) | undefined;
}) {
  const { t } = useTranslation();
  const detail = useMeditationDetail(family, id);
  const publish = usePublishMeditation(family, 'publishMeditation');
  const unpublish = usePublishMeditation(family, 'unpublishMeditation');
  if (detail.isPending) return <PageLoader />;
  if (detail.isError)
    return (
      <Stack gap="sm" align="flex-start">
        <Text role="alert">{errorMessage(detail.error, MESSAGES.somethingWentWrong)}</Text>
        <Button variant="light" onClick={() => void detail.refetch()}>
          {t('common.tryAgain')}
        </Button>
      </Stack>
    );
  const meditation = detail.data;
  return (
    <Stack gap="lg">
      <PublicationPanel
        item={meditation}
        publish={() => publish.mutateAsync(meditation.id)}
        unpublish={() => unpublish.mutateAsync(meditation.id)}
        pending={publish.isPending || unpublish.isPending}
        previewTo={previewPath?.(meditation.id)}
      />
      <MeditationForm key={`${meditation.id}-${meditation.audio?.id ?? 0}`} family={family} meditation={meditation} />
      <ExtraAudios family={family} meditationId={meditation.id} audios={meditation.audios} />
      <MeditationTasks family={family} meditationId={meditation.id} tasks={meditation.tasks} />
      <MeditationResources family={family} meditationId={meditation.id} resources={meditation.resources} />
    </Stack>
  );
}
