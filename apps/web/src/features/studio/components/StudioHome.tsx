import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CategoriesManager } from './CategoriesManager';
import { ClassesList } from './ClassesList';
import { UpdateLog } from './UpdateLog';

const TABS = ['classes', 'categories', 'log'] as const;
type Tab = (typeof TABS)[number];

/** The class studio's home: classes, class categories and the update log, as tabs (kept in the address). */
export function StudioHome({ editorPath, subtitle }: { editorPath: (id: number) => string; subtitle: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const current = params.get('tab');
  const tab: Tab = (TABS as readonly string[]).includes(current ?? '') ? (current as Tab) : 'classes';
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('studio.title')}</Title>
        <Text c="dimmed">{subtitle}</Text>
      </Stack>
      <Tabs
        value={tab}
        onChange={(value) => setParams(value && value !== 'classes' ? { tab: value } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="classes">{t('studio.tabs.classes')}</Tabs.Tab>
          <Tabs.Tab value="categories">{t('studio.tabs.categories')}</Tabs.Tab>
          <Tabs.Tab value="log">{t('studio.tabs.log')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="classes" pt="md">
          <ClassesList editorPath={editorPath} />
        </Tabs.Panel>
        <Tabs.Panel value="categories" pt="md">
          <CategoriesManager type="class" />
        </Tabs.Panel>
        <Tabs.Panel value="log" pt="md">
          <UpdateLog />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
