import { Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChallengeDetail, FrontChallenges, ManageChallenges } from '../../../features/challenges';
import { usePageTitle } from '../../../lib/ui/use-page-title';
import { NotFoundContent } from '../not-found';

function Header({ subtitle }: { subtitle: string }) {
  const { t } = useTranslation();
  usePageTitle(t('challenges.page.title'));
  return (
    <Stack gap={4}>
      <Title order={1}>{t('challenges.page.title')}</Title>
      <Text c="dimmed">{subtitle}</Text>
    </Stack>
  );
}

/** /patient/challenges and /frontuser/challenges: the challenges for the person, and their trophies. */
export function FrontChallengesPage({ basePath }: { basePath: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Header subtitle={t('challenges.page.frontSubtitle')} />
      <FrontChallenges basePath={basePath} />
    </Stack>
  );
}

/** /patient/challenges/:id and /frontuser/challenges/:id. */
export function ChallengeDetailPage({ basePath }: { basePath: string }) {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundContent />;
  return <ChallengeDetail key={id} id={id} backTo={basePath} />;
}

/** /clinic/challenges and /administration/challenges: challenges, categories and gallery (?tab=). */
export function ManageChallengesPage({ family }: { family: 'clinic' | 'admin' }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Header subtitle={t('challenges.page.manageSubtitle')} />
      <ManageChallenges family={family} />
    </Stack>
  );
}
