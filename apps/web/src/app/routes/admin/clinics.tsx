import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ClinicDetail } from '../../../features/clinics/components/ClinicDetail';
import { ClinicsList } from '../../../features/clinics/components/ClinicsList';
import { ROUTES } from '../../../lib/routes';
import { usePageTitle } from '../../../lib/ui/use-page-title';
import { NotFoundContent } from '../not-found';
import { BackLink } from '../../../lib/ui/BackLink';

const clinicPath = (id: number) => `${ROUTES['admin-clinics']}/${id}`;
const userPath = (userid: number) => `${ROUTES['admin-users']}/${userid}`;

/** /administration/clinics: every clinic. */
export function AdminClinicsPage() {
  const { t } = useTranslation();
  usePageTitle(t('clinics.title'));
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('clinics.title')}</Title>
        <Text c="dimmed">{t('clinics.subtitle')}</Text>
      </Stack>
      <ClinicsList detailPath={clinicPath} />
    </Stack>
  );
}

/** /administration/clinics/:id: one clinic with its patients and employees. */
export function AdminClinicDetailPage() {
  const { t } = useTranslation();
  usePageTitle(t('clinics.detailTitle'));
  const navigate = useNavigate();
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundContent />;
  return (
    <Stack gap="md">
      <BackLink to={ROUTES['admin-clinics']}>{t('clinics.back')}</BackLink>
      <ClinicDetail
        key={id}
        clinicId={id}
        userPath={userPath}
        listPath={ROUTES['admin-clinics']}
        onDeleted={() => void navigate(ROUTES['admin-clinics'])}
      />
    </Stack>
  );
}
