import { useState } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { studioKeys, type StudioFamily } from '../../features/meditations/api/studio';
import { AccessRulesModal } from '../../features/studio/components/AccessRulesModal';
import { CategoriesManager } from '../../features/studio/components/CategoriesManager';
import { MeditationEditor } from '../../features/meditations/components/MeditationEditor';
import { MeditationForm } from '../../features/meditations/components/MeditationForm';
import { MeditationStudio } from '../../features/meditations/components/MeditationStudio';
import { ROUTES } from '../../lib/routes';
import { usePageTitle } from '../../lib/ui/use-page-title';
import { NotFoundContent } from './not-found';
import { StudioScope } from './studio';
import { BackLink } from '../../lib/ui/BackLink';
import { discoveryPathsOf } from './front/item-paths';

/** The meditation studio pages, the same for a clinic (/clinic/meditations) and the admins (/administration/meditations). */
const BASE: Record<StudioFamily, string> = { clinic: ROUTES['clinic-meditations'], admin: ROUTES['admin-meditations'] };
/** A clinic previews its own meditation, draft or not, in its discovery's player (the platform has no learner page). */
const previewOf = (family: StudioFamily) =>
  family === 'admin' ? undefined : (id: number) => discoveryPathsOf('clinic').meditation(id);

/**
 * The meditation studio, with two parts that are the class studio's calls: the meditation categories
 * (create, rename, delete, reorder) and a meditation's access rules.
 */
export function MeditationsStudioPage({ family }: { family: StudioFamily }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [access, setAccess] = useState<{ id: number; title: string } | null>(null);
  usePageTitle(t('meditations.title'));
  return (
    <StudioScope family={family === 'admin' ? 'admin' : 'clinics'}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('meditations.title')}</Title>
          <Text c="dimmed">{family === 'admin' ? t('meditations.adminSubtitle') : t('meditations.subtitle')}</Text>
        </Stack>
        <MeditationStudio
          family={family}
          newPath={`${BASE[family]}/new`}
          editPath={(id) => `${BASE[family]}/${id}`}
          onAccessRules={setAccess}
          categories={
            <CategoriesManager
              type="meditation"
              // The meditation studio's own reads (the category filter, the form's picker) reload too.
              onChanged={() => void queryClient.invalidateQueries({ queryKey: studioKeys.all(family) })}
            />
          }
        />
      </Stack>
      <AccessRulesModal dataType="meditations" item={access} onClose={() => setAccess(null)} />
    </StudioScope>
  );
}

function BackToMeditations({ family }: { family: StudioFamily }) {
  const { t } = useTranslation();
  return <BackLink to={BASE[family]}>{t('meditations.back')}</BackLink>;
}

export function NewMeditationPage({ family }: { family: StudioFamily }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  usePageTitle(t('meditations.newTitle'));
  return (
    <Stack gap="lg">
      <BackToMeditations family={family} />
      <Title order={1}>{t('meditations.newTitle')}</Title>
      <MeditationForm family={family} onSaved={(saved) => void navigate(`${BASE[family]}/${saved.id}`, { replace: true })} />
    </Stack>
  );
}

export function EditMeditationPage({ family }: { family: StudioFamily }) {
  const { t } = useTranslation();
  usePageTitle(t('meditations.editTitle'));
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundContent />;
  return (
    <Stack gap="lg">
      <BackToMeditations family={family} />
      <Title order={1}>{t('meditations.editTitle')}</Title>
      <MeditationEditor key={id} family={family} id={id} previewPath={previewOf(family)} />
    </Stack>
  );
}
