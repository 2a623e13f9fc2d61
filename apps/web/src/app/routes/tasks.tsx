import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AdminTasksList, TaskCategoriesManager, type CategoryLibrary } from '../../features/tasks';
import { usePageTitle } from '../../lib/ui/use-page-title';

/** The task categories of a library: a clinic's own (/clinic/task-categories), the platform's (/administration/task-categories). */
export function TaskCategoriesPage({ library }: { library: CategoryLibrary }) {
  const { t } = useTranslation();
  usePageTitle(t('taskCategories.title'));
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('taskCategories.title')}</Title>
        <Text c="dimmed">{library === 'admin' ? t('taskCategories.adminSubtitle') : t('taskCategories.subtitle')}</Text>
      </Stack>
      <TaskCategoriesManager library={library} />
    </Stack>
  );
}

/** /administration/tasks: every task of the platform. */
export function AdminTasksPage() {
  const { t } = useTranslation();
  usePageTitle(t('adminTasks.title'));
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('adminTasks.title')}</Title>
        <Text c="dimmed">{t('adminTasks.subtitle')}</Text>
      </Stack>
      <AdminTasksList />
    </Stack>
  );
}
