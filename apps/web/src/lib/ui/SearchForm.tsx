import { useState, type ReactNode } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface SearchFormProps {
  /** The search landmark's name ("Search classes"). */
  region: string;
  /** The field's label ("Search by title"). */
  label: string;
  /** The search in force (the field starts with it). */
  value: string;
  /** Called with the trimmed text when the form is sent. */
  onSearch: (search: string) => void;
  /** Other filters of the list, after the button (a category select...). */
  children?: ReactNode;
}

/** A list's search: a search landmark with a field and a "Search" button, and the list's other filters. */
export function SearchForm({ region, label, value, onSearch, children }: SearchFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  return (
    <form
      role="search"
      aria-label={region}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(draft.trim());
      }}
    >
      <Group gap="xs" align="flex-end" wrap="wrap">
        <TextInput
          type="search"
          label={label}
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden />}
        />
        <Button type="submit" variant="default">
          {t('listTable.search')}
        </Button>
        {children}
      </Group>
    </form>
  );
}
