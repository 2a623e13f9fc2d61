import { Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AiMeditationStudio, type AiStudioFamily } from '../../features/assistant';
import { studioKeys } from '../../features/meditations/api/studio';
import { ROUTES } from '../../lib/routes';
import { usePageTitle } from '../../lib/ui/use-page-title';

/** Where the meditation studio of a library edits one of its meditations. */
const MEDITATIONS_BASE: Record<AiStudioFamily, string> = {
  clinic: ROUTES['clinic-meditations'],
  admin: ROUTES['admin-meditations'],
};

/**
 * The AI meditations studio of a library, linked to the meditation studio: a published meditation opens in
 * its editor, and publishing makes the meditation studio read its lists again (they now hold it).
 */
export function AiStudio({ family }: { family: AiStudioFamily }) {
  const queryClient = useQueryClient();
  return (
    <AiMeditationStudio
      family={family}
      libraryPath={(id) => `${MEDITATIONS_BASE[family]}/${id}`}
      onPublished={() => void queryClient.invalidateQueries({ queryKey: studioKeys.all(family) })}
    />
  );
}

/** /administration/ai-meditations (the clinic's studio is a tab of /clinic/AImeditations). */
export function AiMeditationsStudioPage({ family }: { family: AiStudioFamily }) {
  const { t } = useTranslation();
  usePageTitle(t('aiStudio.title'));
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('aiStudio.title')}</Title>
        <Text c="dimmed">{family === 'admin' ? t('aiStudio.adminSubtitle') : t('aiStudio.subtitle')}</Text>
      </Stack>
      <AiStudio family={family} />
    </Stack>
  );
}
