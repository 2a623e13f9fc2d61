import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AssistantChat } from '../../../features/assistant';
import { CrisisResourcesPanel, useChosenCrisisCountry } from '../../../features/safety';
import { usePageTitle } from '../../../lib/ui/use-page-title';
import { AiStudio } from '../ai-meditations';
import { discoveryPathsOf, type FrontArea } from './item-paths';

/** The assistant of an area: a clinic account talks through the clinics family; suggestions open the area's player. */
export function AreaAssistant({ area }: { area: FrontArea }) {
  const country = useChosenCrisisCountry();
  return (
    <AssistantChat
      family={area === 'clinic' ? 'clinic' : 'front'}
      meditationPath={discoveryPathsOf(area).meditation}
      // An answer to words of risk shows the person's crisis resources with tap-to-call.
      crisisPanel={<CrisisResourcesPanel />}
      crisisCountry={country}
    />
  );
}

function PageHeading() {
  const { t } = useTranslation();
  usePageTitle(t('assistant.title'));
  return (
    <Stack gap={4}>
      <Title order={1}>{t('assistant.title')}</Title>
      <Text c="dimmed">{t('assistant.subtitle')}</Text>
    </Stack>
  );
}

/** /patient/AImeditations and /employee/AImeditations: the assistant. */
export function AiMeditationsPage({ area }: { area: 'patient' | 'employee' }) {
  return (
    <Stack gap="lg">
      <PageHeading />
      <AreaAssistant area={area} />
    </Stack>
  );
}

/** /clinic/AImeditations: the clinic's assistant, and below it the AI meditations studio of its library. */
export function ClinicAiMeditationsPage() {
  return (
    <Stack gap="lg">
      <PageHeading />
      <AreaAssistant area="clinic" />
      <AiStudio family="clinic" />
    </Stack>
  );
}
