import { useState } from 'react';
import { Button, Group, Paper, SegmentedControl, Select, Stack, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MESSAGES, SECTION_ITEM_KIND_NAMES, SECTION_ITEM_TITLE_MAX, type SectionItemKind } from '@stillpoint/contracts';
import { errorMessage } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import type { SectionsOwner } from '../api/family';
import { useCandidates } from '../api/get-candidates';
import { useAddSectionItem } from '../api/mutations';

const KIND_ORDER: SectionItemKind[] = ['classes', 'meditations', 'categories', 'lessons', 'contents'];

/** Picks a library item the owner may see (searched on the server) and appends it to the section. */
export function AddSectionItem({ owner, sectionId }: { owner: SectionsOwner; sectionId: number }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<SectionItemKind>('classes');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [selected, setSelected] = useState<string | null>(null);
  const [title, setTitle] = useState('');
  const candidates = useCandidates(owner, kind, debounced.trim());
  const add = useAddSectionItem(owner);

  const data = (candidates.data ?? []).map((candidate) => ({
    value: String(candidate.id),
    label: candidate.context ? `${candidate.title} (${candidate.context})` : candidate.title,
  }));
  const onSubmit = () => {
    if (!selected) return;
    add.mutate(
      { kind, sectionId, dataId: Number(selected), title: title.trim() || null },
      {
        onSuccess: (response) => {
          notify.success(response.message);
          setSelected(null);
          setSearch('');
          setTitle('');
        },
        onError: (error) => notify.error(errorMessage(error, MESSAGES.somethingIsWrong)),
      },
    );
  };

  return (
    <Paper withBorder radius="lg" p="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
        aria-labelledby="add-section-item-title"
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id="add-section-item-title">
            {t('sections.addItemTitle')}
          </Title>
          <div role="group" aria-labelledby="section-item-kind-label">
            <VisuallyHidden id="section-item-kind-label">{t('sections.kindLabel')}</VisuallyHidden>
            <SegmentedControl
              value={kind}
              onChange={(value) => {
                setKind(value as SectionItemKind);
                setSelected(null);
                setSearch('');
              }}
              data={KIND_ORDER.filter((k) => SECTION_ITEM_KIND_NAMES.includes(k)).map((k) => ({
                value: k,
                label: t(`sections.kinds.${k}`),
              }))}
              fullWidth
            />
          </div>
          <Group align="flex-end" wrap="wrap" gap="sm">
            <Select
              label={t('sections.candidateLabel')}
              placeholder={t('sections.candidatePlaceholder')}
              searchable
              clearable
              data={data}
              value={selected}
              onChange={setSelected}
              searchValue={search}
              onSearchChange={setSearch}
              filter={({ options }) => options}
              nothingFoundMessage={candidates.isFetching ? t('common.loading') : t('sections.candidatesEmpty')}
              comboboxProps={{ withinPortal: false }}
              style={{ flex: '2 1 260px' }}
            />
            <TextInput
              label={t('sections.overrideLabel')}
              maxLength={SECTION_ITEM_TITLE_MAX}
              value={title}
              onChange={(event) => setTitle(event.currentTarget.value)}
              style={{ flex: '1 1 200px' }}
            />
            <Button type="submit" leftSection={<IconPlus size={16} aria-hidden />} disabled={!selected} loading={add.isPending}>
              {t('sections.addItem')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
