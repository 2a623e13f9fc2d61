import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IndividualFeatures } from '../../../features/users/components/IndividualFeatures';
import { KindFeatures } from '../../../features/users/components/KindFeatures';
import { ROUTES } from '../../../lib/routes';
import { usePageTitle } from '../../../lib/ui/use-page-title';

const userPath = (userid: number) => `${ROUTES['admin-users']}/${userid}`;

/** /administration/features: the features of each user kind, and the people set apart individually. */
export function AdminFeaturesPage() {
  const { t } = useTranslation();
  usePageTitle(t('peopleAdmin.kindFeatures.title'));
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('peopleAdmin.kindFeatures.title')}</Title>
        <Text c="dimmed">{t('peopleAdmin.kindFeatures.subtitle')}</Text>
      </Stack>
      <Tabs defaultValue="kinds" keepMounted={false}>
        <Tabs.List aria-label={t('peopleAdmin.kindFeatures.tabsLabel')}>
          <Tabs.Tab value="kinds">{t('peopleAdmin.kindFeatures.kindsTab')}</Tabs.Tab>
          <Tabs.Tab value="individual">{t('peopleAdmin.kindFeatures.individualTab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="kinds" pt="md">
          <KindFeatures />
        </Tabs.Panel>
        <Tabs.Panel value="individual" pt="md">
          <IndividualFeatures userPath={userPath} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
