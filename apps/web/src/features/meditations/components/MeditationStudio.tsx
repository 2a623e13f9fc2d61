import type { ReactNode } from 'react';
import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LibraryFlags } from './LibraryFlags';
import { MeditationsList, type MeditationsListProps } from './MeditationsList';
import { SubcategoriesManager } from './SubcategoriesManager';

const TABS = ['meditations', 'categories', 'subcategories', 'flags'] as const;
type Tab = (typeof TABS)[number];

/**
 * The meditation studio of a library: meditations, categories (the page gives the panel: categories are
 * the class studio's calls), sub-categories, and recommended/popular/shared flags, as tabs kept in the
 * address (?tab=).
 */
export function MeditationStudio({ categories, ...list }: MeditationsListProps & { categories: ReactNode }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const current = params.get('tab');
  const tab: Tab = (TABS as readonly string[]).includes(current ?? '') ? (current as Tab) : 'meditations';
  return (
    <Tabs
      value={tab}
      onChange={(value) => setParams(value && value !== 'meditations' ? { tab: value } : {}, { replace: true })}
      keepMounted={false}
    >
      <Tabs.List>
        <Tabs.Tab value="meditations">{t('meditations.tabs.meditations')}</Tabs.Tab>
        <Tabs.Tab value="categories">{t('meditations.tabs.categories')}</Tabs.Tab>
        <Tabs.Tab value="subcategories">{t('meditations.tabs.subcategories')}</Tabs.Tab>
        <Tabs.Tab value="flags">{t('meditations.tabs.flags')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="meditations" pt="md">
        <MeditationsList {...list} />
      </Tabs.Panel>
      <Tabs.Panel value="categories" pt="md">
        {categories}
      </Tabs.Panel>
      <Tabs.Panel value="subcategories" pt="md">
        <SubcategoriesManager family={list.family} />
      </Tabs.Panel>
      <Tabs.Panel value="flags" pt="md">
        <LibraryFlags family={list.family} />
      </Tabs.Panel>
    </Tabs>
  );
}
