import { Stack, Tabs, Text, Title } from '@mantine/core';
import { IconMessageCircle, IconWand } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/ui/use-page-title';
import { AiStudio } from '../ai-meditations';
import { AreaAssistant } from './area-assistant';

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

/** The tab of the clinic's AI page, kept in the address (?tab=studio) so a link or Back opens the same one. */
export const CLINIC_AI_TAB = 'tab';
const TABS = ['assistant', 'studio'] as const;
type ClinicAiTab = (typeof TABS)[number];

/**
 * /clinic/AImeditations: the clinic's one AI page, in two tabs: the assistant (chat) and the AI meditations
 * studio of its library (compose, voice, publish). /clinic/ai-meditations leads to the studio tab.
 */
export function ClinicAiMeditationsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get(CLINIC_AI_TAB);
  const tab: ClinicAiTab = TABS.includes(asked as ClinicAiTab) ? (asked as ClinicAiTab) : 'assistant';
  const choose = (value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'studio') next.set(CLINIC_AI_TAB, 'studio');
        else next.delete(CLINIC_AI_TAB);
        return next;
      },
      { replace: true },
    );
  return (
    <Stack gap="lg">
      <PageHeading />
      <Tabs value={tab} onChange={choose} keepMounted={false}>
        <Tabs.List aria-label={t('assistant.title')} mb="lg">
          <Tabs.Tab value="assistant" leftSection={<IconMessageCircle size={16} aria-hidden />}>
            {t('authoring.assistantTab')}
          </Tabs.Tab>
          <Tabs.Tab value="studio" leftSection={<IconWand size={16} aria-hidden />}>
            {t('menu.aiStudio')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="assistant">
          <AreaAssistant area="clinic" />
        </Tabs.Panel>
        <Tabs.Panel value="studio">
          <Stack gap="md">
            <Text c="dimmed">{t('aiStudio.subtitle')}</Text>
            <AiStudio family="clinic" />
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
