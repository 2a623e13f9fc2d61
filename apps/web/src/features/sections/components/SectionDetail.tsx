import { useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MESSAGES, SECTION_MESSAGES } from '@stillpoint/contracts';
import { ApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { usePageTitle } from '../../../lib/ui/use-page-title';
import type { SectionsOwner } from '../api/family';
import { useSection } from '../api/get-section';
import { useEditSection } from '../api/mutations';
import { AddSectionItem } from './AddSectionItem';
import { SectionFormModal } from './SectionFormModal';
import { SectionItems } from './SectionItems';

/** One section: its title and status, its items in order, and the picker that adds more. */
export function SectionDetail({ owner, sectionId }: { owner: SectionsOwner; sectionId: number }) {
  const { t } = useTranslation();
  const query = useSection(owner, sectionId);
  const edit = useEditSection(owner);
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
          <Group gap="sm">
            <Title order={1}>{section.title}</Title>
            <Badge variant={section.active ? 'light' : 'default'} tt="none">
              {section.active ? t('sections.shown') : t('sections.hidden')}
            </Badge>
          </Group>
          {section.description && <Text c="dimmed">{section.description}</Text>}
        </Stack>
        <Group gap="sm">
          <Switch
            label={t('sections.fieldActive')}
            checked={section.active}
            disabled={edit.isPending}
            onChange={(event) =>
              edit.mutate(
                { id: section.id, active: event.currentTarget.checked },
                {
                  onSuccess: (response) => notify.success(response.message || SECTION_MESSAGES.sectionUpdated),
                  onError: (error) => notify.error(errorMessage(error, MESSAGES.somethingIsWrong)),
                },
              )
            }
          />
          <Button variant="default" leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setEditing(true)}>
            {t('sections.edit')}
          </Button>
        </Group>
      </Group>

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
