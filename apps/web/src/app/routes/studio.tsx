import type { ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { StudioFamily } from '@stillpoint/contracts';
import { useAccountDetails } from '../../features/account/api/get-account-details';
import { StudioFamilyProvider } from '../../features/studio/api/studio-family';
import { ClassEditor } from '../../features/studio/components/ClassEditor';
import { StudioHome } from '../../features/studio/components/StudioHome';
import { ROUTES } from '../../lib/routes';
import { usePageTitle } from '../../lib/ui/use-page-title';
import { NotFoundContent } from './not-found';
import { BackLink } from '../../lib/ui/BackLink';
import { discoveryPathsOf } from './front/item-paths';

const homeOf = (family: StudioFamily) => (family === 'admin' ? ROUTES['admin-classes'] : ROUTES['clinic-classes']);
/**
 * Where a clinic previews its own class, draft or not: the class's page in its discovery (the learner page,
 * which its own clinic may open before publishing). The platform library has no learner page of its own.
 */
const previewOf = (family: StudioFamily) => (family === 'admin' ? undefined : (id: number) => discoveryPathsOf('clinic').classPage(id));

/** The studio's family for what it holds, with the signed-in clinic's own clinic (access rules leave it out). */
export function StudioScope({ family, children }: { family: StudioFamily; children: ReactNode }) {
  const account = useAccountDetails(family === 'admin' ? 'admin' : 'front');
  return (
    <StudioFamilyProvider family={family} clinicId={family === 'admin' ? null : account.data?.clinicId}>
      {children}
    </StudioFamilyProvider>
  );
}

/** /clinic/classes and /administration/classes: the class studio of the clinic's or the platform library. */
export function StudioClassesPage({ family }: { family: StudioFamily }) {
  const { t } = useTranslation();
  usePageTitle(t('studio.title'));
  return (
    <StudioScope family={family}>
      <StudioHome
        editorPath={(id) => `${homeOf(family)}/${id}`}
        subtitle={family === 'admin' ? t('studio.subtitleAdmin') : t('studio.subtitleClinic')}
      />
    </StudioScope>
  );
}

/** /clinic/classes/:id and /administration/classes/:id: one class's lessons and contents. */
export function StudioClassEditorPage({ family }: { family: StudioFamily }) {
  const { t } = useTranslation();
  usePageTitle(t('studio.editorTitle'));
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundContent />;
  return (
    <StudioFamilyProvider family={family}>
      <Stack gap="md">
        <BackLink to={homeOf(family)}>{t('studio.back')}</BackLink>
        <ClassEditor key={id} classId={id} previewPath={previewOf(family)} />
      </Stack>
    </StudioFamilyProvider>
  );
}
