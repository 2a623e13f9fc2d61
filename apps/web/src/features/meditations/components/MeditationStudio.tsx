import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StudioFamily } from '../api/studio';
import { LibraryFlags } from './LibraryFlags';
import { MeditationsList } from './MeditationsList';
import { SubcategoriesManager } from './SubcategoriesManager';

/** The meditation studio of a library: meditations, sub-categories, and recommended/popular/shared flags. */
export function MeditationStudio({ family, newPath, editPath }: { family: StudioFamily; newPath: string; editPath: (id: number) => string }) {
  const { t } = useTranslation();
  return (
    <Tabs defaultValue="meditations" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="meditations">{t('meditations.tabs.meditations')}</Tabs.Tab>
        <Tabs.Tab value="subcategories">{t('meditations.tabs.subcategories')}</Tabs.Tab>
        <Tabs.Tab value="flags">{t('meditations.tabs.flags')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="meditations" pt="md">
        <MeditationsList family={family} newPath={newPath} editPath={editPath} />
      </Tabs.Panel>
      <Tabs.Panel value="subcategories" pt="md">
        <SubcategoriesManager family={family} />
      </Tabs.Panel>
      <Tabs.Panel value="flags" pt="md">
        <LibraryFlags family={family} />
      </Tabs.Panel>
    </Tabs>
  );
}
