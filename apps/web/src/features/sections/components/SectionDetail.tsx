import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@stillpoint/contracts';
import { ApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/forms';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { PublicationPanel } from '../../../lib/ui/Publication';
import { usePageTitle } from '../../../lib/ui/use-page-title';
import type { SectionsOwner } from '../api/family';
import { useSection } from '../api/get-section';
import { usePublishSection } from '../api/mutations';
import { AddSectionItem } from './AddSectionItem';
import { SectionFormModal } from './SectionFormModal';
import { SectionItems } from './SectionItems';

/**
 * One section: its title, its state (draft or published, whether it holds an item), its items in order, and
 * the picker that adds more. A section has no learner page of its own: once published it shows on the
 * discovery home.
 */
export function SectionDetail({ owner, sectionId }: { owner: SectionsOwner; sectionId: number }) {
  const { t } = useTranslation();
  const query = useSection(owner, sectionId);
  const publish = usePublishSection(owner, 'publish');
  const unpublish = usePublishSection(owner, 'unpublish');
  const [editing, setEditing] = useState(false);
  usePageTitle(query.data?.title ?? t('sections.detailTitle'));

  if (query.isPending) return <PageLoader />;
  if (query.isError)
    return (
      <Stack gap="sm" align="flex-start">
        <Text role="alert">
          {query.error instanceof ApiError && query.error.status === 404
            ? t('sections.notFound')
            : errorMessage(query.error, MESSAGES.somethingWentWrong)}
        </Text>
        <Button variant="light" onClick={() => void query.refetch()}>
          {t('common.tryAgain')}
        </Button>
      </Stack>
    );
  const section = query.data;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4}>
          <Title order={1}>{section.title}</Title>
          {section.description && <Text c="dimmed">{section.description}</Text>}
        </Stack>
        <Button variant="default" leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setEditing(true)}>
          {t('sections.edit')}
        </Button>
      </Group>
      <PublicationPanel
        item={section}
        publish={() => publish.mutateAsync(section.id)}
        unpublish={() => unpublish.mutateAsync(section.id)}
        pending={publish.isPending || unpublish.isPending}
      />

      <Paper withBorder radius="lg" p="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('sections.itemsTitle')}
          </Title>
          <SectionItems owner={owner} sectionId={section.id} items={section.items} />
        </Stack>
      </Paper>
      <AddSectionItem owner={owner} sectionId={section.id} />
      <SectionFormModal owner={owner} opened={editing} onClose={() => setEditing(false)} section={section} />
    </Stack>
  );
}
