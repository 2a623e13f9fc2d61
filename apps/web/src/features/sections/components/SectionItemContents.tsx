import { Badge, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CONTENT_TYPES, MESSAGES, SECTION_ITEM_KINDS, type ContentType, type SectionItem } from '@stillpoint/contracts';
import { errorMessage } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import type { SectionsOwner } from '../api/family';
import { useItemContents, type InnerEntry } from '../api/get-item-contents';
import { useAddSectionItem } from '../api/mutations';
import classes from './SectionItemContents.module.css';

/**
 * What a category, class or lesson of the section holds (the section's expansions), to add one of those
 * classes, meditations, lessons or contents to the section itself; what is already in it says so.
 */
export function SectionItemContents({ owner, item, items }: { owner: SectionsOwner; item: SectionItem; items: SectionItem[] }) {
  const { t } = useTranslation();
  const query = useItemContents(owner, item, true);
  const add = useAddSectionItem(owner);
  const inSection = (entry: InnerEntry) =>
    items.some((other) => other.type === SECTION_ITEM_KINDS[entry.kind].type && other.dataId === entry.id);

  if (query.isPending)
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" type="dots" aria-hidden />
        <Text size="sm" c="dimmed">
          {t('common.loading')}
        </Text>
      </Group>
    );
  if (query.isError)
    return (
      <Group gap="xs">
        <Text size="sm" role="alert">
          {errorMessage(query.error, MESSAGES.somethingWentWrong)}
        </Text>
        <Button size="compact-sm" variant="light" onClick={() => void query.refetch()}>
          {t('common.tryAgain')}
        </Button>
      </Group>
    );
  if (query.data.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t(`sections.inner.empty.${item.type as 'category' | 'class' | 'lesson'}`)}
      </Text>
    );

  const entryList = (entries: InnerEntry[], label: string) => (
    <ul className={classes.list} aria-label={label}>
      {entries.map((entry) => (
        <li key={`${entry.kind}-${entry.id}`}>
          <Group gap="xs" wrap="nowrap" justify="space-between" className={classes.entry}>
            <Group gap="xs" wrap="nowrap" miw={0}>
              <Badge variant="outline" tt="none" size="sm" miw={80}>
                {t(`sections.types.${SECTION_ITEM_KINDS[entry.kind].type}`)}
              </Badge>
              <Text size="sm" truncate>
                {entry.title}
              </Text>
              {entry.type && (
                <Text size="xs" c="dimmed">
                  {(CONTENT_TYPES as readonly string[]).includes(entry.type)
                    ? t(`sections.contentTypes.${entry.type as ContentType}`)
                    : entry.type}
                </Text>
              )}
            </Group>
            {inSection(entry) ? (
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {t('sections.inner.inSection')}
              </Text>
            ) : (
              <Button
                size="compact-sm"
                variant="light"
                leftSection={<IconPlus size={14} aria-hidden />}
                aria-label={t('sections.inner.add', { title: entry.title })}
                loading={add.isPending && add.variables?.kind === entry.kind && add.variables.dataId === entry.id}
                onClick={() =>
                  add.mutate(
                    { kind: entry.kind, sectionId: item.sectionId, dataId: entry.id },
                    {
                      onSuccess: (response) => notify.success(response.message),
                      onError: (error) => notify.error(errorMessage(error, MESSAGES.somethingIsWrong)),
                    },
                  )
                }
              >
                {t('sections.inner.addShort')}
              </Button>
            )}
          </Group>
          {entry.children &&
            entry.children.length > 0 &&
            entryList(entry.children, t('sections.inner.label', { title: entry.title }))}
        </li>
      ))}
    </ul>
  );

  return <Stack gap={4}>{entryList(query.data, t('sections.inner.label', { title: item.title }))}</Stack>;
}
