import { useState } from 'react';
import { Button, Group, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PersonFeatures } from '@stillpoint/contracts';
import { QueryState, type LoadingQuery } from './QueryState';

/**
 * Whose switch the form writes: the administrator's (over the user kind's default) or the clinic's (it can
 * only narrow what the administrator allows).
 */
export type FeatureLayer = 'admin' | 'clinic';

/** What a tab falls back to when this layer's switch is dropped. */
function fallback(tab: PersonFeatures['tabs'][number], layer: FeatureLayer): boolean {
  return layer === 'admin' ? tab.kindDefault : true;
}

/** What the layer above lets through (the clinic cannot switch on what the administration switched off). */
function allowedAbove(tab: PersonFeatures['tabs'][number], layer: FeatureLayer): boolean {
  return layer === 'admin' ? true : (tab.admin ?? tab.kindDefault);
}

/** The switches to send: a value that equals the fallback drops the layer's switch (null). */
export function featureChanges(features: PersonFeatures, layer: FeatureLayer, values: Record<string, boolean>) {
  const changes: Record<string, boolean | null> = {};
  for (const tab of features.tabs) {
    const value = values[tab.key] ?? fallback(tab, layer);
    changes[tab.key] = value === fallback(tab, layer) ? null : value;
  }
  return changes;
}

export interface FeatureSwitchesProps {
  features: PersonFeatures;
  layer: FeatureLayer;
  /** The group's name, for the fieldset legend (e.g. "Patient Dashboard / patient_tabs"). */
  legend: string;
  pending: boolean;
  onSave: (changes: Record<string, boolean | null>) => void;
}

/** One person's dashboard features as switches, with a save button. */
export function FeatureSwitches({ features, layer, legend, pending, onSave }: FeatureSwitchesProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(features.tabs.map((tab) => [tab.key, tab[layer] ?? fallback(tab, layer)])),
  );
  if (features.tabs.length === 0) return <Text c="dimmed">{t('peopleAdmin.switches.none')}</Text>;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSave(featureChanges(features, layer, values));
      }}
    >
      <Stack gap="md">
        <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Text component="legend" fw={600} mb="sm">
            {legend}
          </Text>
          <Stack gap="sm">
            {features.tabs.map((tab) => {
              const blocked = !allowedAbove(tab, layer);
              return (
                <Switch
                  key={tab.key}
                  label={tab.label}
                  description={blocked ? t('peopleAdmin.switches.offAbove') : undefined}
                  disabled={blocked}
                  checked={!blocked && values[tab.key]}
                  onChange={(event) => {
                    const checked = event.currentTarget.checked;
                    setValues((current) => ({ ...current, [tab.key]: checked }));
                  }}
                />
              );
            })}
          </Stack>
        </fieldset>
        <Group justify="flex-end">
          <Button type="submit" loading={pending}>
            {t('peopleAdmin.switches.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The switches once the features are loaded (loader and error in between). */
export function LoadedFeatureSwitches({
  query,
  ...props
}: Omit<FeatureSwitchesProps, 'features'> & { query: LoadingQuery<PersonFeatures> }) {
  return (
    <QueryState query={query}>
      {(features) => (
        // A new key after a save (or another change) starts the switches from the saved state.
        <FeatureSwitches
          key={features.tabs.map((tab) => `${tab.admin}:${tab.clinic}:${tab.kindDefault}`).join('|')}
          features={features}
          {...props}
        />
      )}
    </QueryState>
  );
}
