import { useState } from 'react';
import { Button, Group, Paper, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { APP_MESSAGES, MESSAGES, type FeatureGroupData } from '@stillpoint/contracts';
import { errorMessage } from '../../../lib/forms';
import { toastOutcome } from '../../../lib/notify';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { useKindFeatures, useUpdateKindFeatures } from '../api/kind-features';

/**
 * The features each user kind sees (the spec's Front User Dashboard / user_tabs, Patient Dashboard /
 * patient_tabs and Clinic Dashboard / clinics_tabs, shown as Personal users, Patients and Clinics). Individual users are set on their own page.
 */
export function KindFeatures() {
  const groups = useKindFeatures();
  if (groups.isPending) return <PageLoader />;
  if (groups.isError) return <Text role="alert">{errorMessage(groups.error, MESSAGES.somethingWentWrong)}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
      {groups.data.map((group) => (
        <KindGroup key={`${group.kind}:${group.tabs.map((tab) => Number(tab.enabled)).join('')}`} group={group} />
      ))}
    </SimpleGrid>
  );
}

function KindGroup({ group }: { group: FeatureGroupData }) {
  const { t } = useTranslation();
  const update = useUpdateKindFeatures();
  const [values, setValues] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(group.tabs.map((tab) => [tab.key, tab.enabled])),
  );
  const headingId = `features-${group.kind}`;
  // The product's words for the kind, not the spec's internal names (Front User Dashboard, user_tabs).
  const title = t(`peopleAdmin.kindFeatures.kinds.${group.kind}.title`);
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby={headingId}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          update.mutate(
            { kind: group.kind, features: values },
            toastOutcome(APP_MESSAGES.featuresUpdated, MESSAGES.somethingIsWrong),
          );
        }}
      >
        <Stack gap="md">
          <div>
            <Title order={2} size="h4" id={headingId}>
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {t(`peopleAdmin.kindFeatures.kinds.${group.kind}.hint`)}
            </Text>
          </div>
          <Stack gap="xs">
            {group.tabs.map((tab) => (
              <Switch
                key={tab.key}
                label={tab.label}
                checked={values[tab.key] ?? tab.enabled}
                onChange={(event) => {
                  const checked = event.currentTarget.checked;
                  setValues((current) => ({ ...current, [tab.key]: checked }));
                }}
              />
            ))}
          </Stack>
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending}>
              {t('peopleAdmin.kindFeatures.save', { title: title.toLowerCase() })}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
