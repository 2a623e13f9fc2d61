import { useState } from 'react';
import { Badge, Group, Menu, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PersonFeatures } from '@stillpoint/contracts';
import { FeatureSwitches, type FeatureLayer } from './FeatureSwitches';
import { PeopleTable, type PagedSearch, type PeopleColumn } from './PeopleTable';
import type { LoadingQuery } from './QueryState';

/** A listed person with their features (admin/features/individual_features, clinics/features/individual_features). */
export interface FeaturePerson {
  userid: number;
  fullName: string;
  email: string;
  features: PersonFeatures;
}

/** The switches this layer set for the person ("Chat off", "Tests on"); the kind default or the layer above decides the rest. */
export function layerSwitches(features: PersonFeatures, layer: FeatureLayer) {
  return features.tabs
    .filter((tab) => tab[layer] !== null)
    .map((tab) => ({ key: tab.key, label: tab.label, on: tab[layer] === true }));
}

/** The features the person does not have, whatever switched them off. */
export function featuresOff(features: PersonFeatures) {
  return features.tabs.filter((tab) => !tab.enabled).map((tab) => tab.label);
}

export interface IndividualFeaturesTableProps<P extends FeaturePerson> {
  /** Whose switches the table shows and changes: the administrator's or the clinic's. */
  layer: FeatureLayer;
  paging: PagedSearch;
  query: LoadingQuery<{ people: P[]; totalPages: number }>;
  tableLabel: string;
  /** A person's page: the name links to it. */
  detailPath?: (userid: number) => string;
  /** Columns between the e-mail and the switches (role, clinic...). */
  columns?: PeopleColumn<P>[];
  /** The fieldset legend of a person's switches (their dashboard and tab list). */
  legend: (person: P) => string;
  pending: boolean;
  /** Saves a person's switches; `done` closes the dialog. */
  onSave: (person: P, changes: Record<string, boolean | null>, done: () => void) => void;
}

/**
 * People with their individual features, paged and searchable: which switches this layer set for each
 * (the rest follows the defaults), what is off for them in the end, a link to their page, and "Change
 * features" (FeatureSwitches in a dialog).
 */
export function IndividualFeaturesTable<P extends FeaturePerson>({
  layer,
  paging,
  query,
  tableLabel,
  detailPath,
  columns = [],
  legend,
  pending,
  onSave,
}: IndividualFeaturesTableProps<P>) {
  const { t } = useTranslation();
  const [changing, setChanging] = useState<P | null>(null);
  const close = () => setChanging(null);
  // The dialog follows the list: after a save, the person's row (and so the switches) is read again.
  const current = changing && (query.data?.people.find((person) => person.userid === changing.userid) ?? changing);

  return (
    <>
      <PeopleTable
        ns="individualFeatures"
        paging={paging}
        query={query}
        tableLabel={tableLabel}
        detailPath={detailPath}
        minWidth={760}
        columns={[
          ...columns,
          {
            key: 'set',
            header: t(`individualFeatures.columns.set.${layer}`),
            cell: (person) => <SwitchBadges person={person} layer={layer} />,
          },
          {
            key: 'off',
            header: t('individualFeatures.columns.off'),
            cell: (person) => featuresOff(person.features).join(', ') || t('individualFeatures.nothingOff'),
          },
        ]}
        actions={(person) => <Menu.Item onClick={() => setChanging(person)}>{t('individualFeatures.change')}</Menu.Item>}
      />
      <Modal
        withinPortal={false}
        opened={changing !== null}
        onClose={close}
        title={t('individualFeatures.changeTitle', { name: changing?.fullName ?? '' })}
        closeButtonProps={{ 'aria-label': t('individualFeatures.close') }}
      >
        {current && (
          <>
            <Text size="sm" c="dimmed" mb="md">
              {t(`individualFeatures.hint.${layer}`)}
            </Text>
            <FeatureSwitches
              key={current.features.tabs.map((tab) => `${tab.admin}:${tab.clinic}:${tab.kindDefault}`).join('|')}
              features={current.features}
              layer={layer}
              legend={legend(current)}
              pending={pending}
              onSave={(changes) => onSave(current, changes, close)}
            />
          </>
        )}
      </Modal>
    </>
  );
}

function SwitchBadges({ person, layer }: { person: FeaturePerson; layer: FeatureLayer }) {
  const { t } = useTranslation();
  const switches = layerSwitches(person.features, layer);
  if (switches.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('individualFeatures.defaults')}
      </Text>
    );
  return (
    <Group gap={4}>
      {switches.map((item) => (
        <Badge key={item.key} variant={item.on ? 'light' : 'default'} tt="none">
          {t(item.on ? 'individualFeatures.on' : 'individualFeatures.off', { label: item.label })}
        </Badge>
      ))}
    </Group>
  );
}
