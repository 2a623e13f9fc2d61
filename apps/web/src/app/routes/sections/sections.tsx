import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { SectionsOwner } from '../../../features/sections/api/family';
import { SectionDetail } from '../../../features/sections/components/SectionDetail';
import { SectionsList } from '../../../features/sections/components/SectionsList';
import { ROUTES } from '../../../lib/routes';
import { usePageTitle } from '../../../lib/ui/use-page-title';
import { NotFoundContent } from '../not-found';
import { BackLink } from '../../../lib/ui/BackLink';

const listPath = (owner: SectionsOwner) => (owner === 'admin' ? ROUTES['admin-sections'] : ROUTES['clinic-sections']);

/** /clinic/sections and /administration/sections: the owner's sections. */
export function SectionsPage({ owner }: { owner: SectionsOwner }) {
  const { t } = useTranslation();
  usePageTitle(t('sections.title'));
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('sections.title')}</Title>
        <Text c="dimmed">{owner === 'admin' ? t('sections.subtitleAdmin') : t('sections.subtitleClinic')}</Text>
      </Stack>
      <SectionsList owner={owner} detailPath={(id) => `${listPath(owner)}/${id}`} />
    </Stack>
  );
}

/** /clinic/sections/:id and /administration/sections/:id: one section and its items. */
export function SectionDetailPage({ owner }: { owner: SectionsOwner }) {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundContent />;
  return (
    <Stack gap="md">
      <BackLink to={listPath(owner)}>{t('sections.back')}</BackLink>
      <SectionDetail key={id} owner={owner} sectionId={id} />
    </Stack>
  );
}
