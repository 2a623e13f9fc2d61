import { useState } from 'react';
import { Button, Group, Paper, Stack, Switch, Table, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MEDITATION_MESSAGES, type LibraryItem } from '@stillpoint/contracts';
import { errorMessage } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { useLibraryItems, useSetLibraryFlag, type LibraryFlag } from '../api/library';
import type { StudioFamily } from '../api/studio';

const FLAGS: LibraryFlag[] = ['recommended', 'popular', 'shared'];

/** Recommended, popular and shared switches for the library's classes and meditations. */
export function LibraryFlags({ family }: { family: StudioFamily }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const items = useLibraryItems(family, search);
  const setFlag = useSetLibraryFlag(family);

  const toggle = (dataType: 'classes' | 'meditations', item: LibraryItem, flag: LibraryFlag, value: boolean) =>
    setFlag.mutate(
      { dataType, id: item.id, flag, value },
      {
        onSuccess: (response) => {
          // The spec: a falsy status answers 'Sorry Recommendation has been not updated'.
          if (response.status) notify.success(response.message);
          else notify.error(MEDITATION_MESSAGES.recommendationNotUpdated);
        },
        onError: (error) =>
          notify.error(flag === 'shared' ? errorMessage(error, MEDITATION_MESSAGES.recommendationNotUpdated) : MEDITATION_MESSAGES.recommendationNotUpdated),
      },
    );

  const table = (dataType: 'classes' | 'meditations', rows: LibraryItem[]) => {
    const kind = t(`meditations.flags.${dataType}`);
    return (
      <Paper withBorder radius="lg" p="md" component="section" aria-labelledby={`flags-${dataType}`}>
        <Stack gap="xs">
          <Title order={2} size="h4" id={`flags-${dataType}`}>
            {kind}
          </Title>
          {rows.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('meditations.flags.empty')}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={560}>
              <Table verticalSpacing="xs" aria-label={t('meditations.flags.tableLabel', { kind })}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('meditations.flags.title')}</Table.Th>
                    {FLAGS.map((flag) => (
                      <Table.Th key={flag} scope="col">
                        {t(`meditations.flag.${flag}`)}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((item) => (
                    <Table.Tr key={item.id}>
                      <Table.Td>{item.title}</Table.Td>
                      {FLAGS.map((flag) => (
                        <Table.Td key={flag}>
                          <Switch
                            checked={item[flag]}
                            aria-label={t('meditations.flags.toggle', { flag: t(`meditations.flag.${flag}`), title: item.title })}
                            onChange={(event) => toggle(dataType, item, flag, event.currentTarget.checked)}
                          />
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      </Paper>
    );
  };

  return (
    <Stack gap="md">
      <Text c="dimmed">{t('meditations.flags.intro')}</Text>
      <form
        role="search"
        aria-label={t('meditations.flags.searchLabel')}
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(draft.trim());
        }}
      >
        <Group gap="xs" align="flex-end">
          <TextInput
            type="search"
            label={t('meditations.flags.searchLabel')}
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            leftSection={<IconSearch size={16} aria-hidden />}
          />
          <Button type="submit" variant="default">
            {t('meditations.search')}
          </Button>
        </Group>
      </form>
      {items.isPending ? (
        <PageLoader />
      ) : items.isError ? (
        <Text role="alert">{errorMessage(items.error, MEDITATION_MESSAGES.recommendationNotUpdated)}</Text>
      ) : (
        <>
          {table('classes', items.data.classes)}
          {table('meditations', items.data.meditations)}
        </>
      )}
    </Stack>
  );
}
