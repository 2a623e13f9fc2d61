import { useState } from 'react';
import { Group, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { APP_MESSAGES, MESSAGES } from '@stillpoint/contracts';
import { toastOutcome } from '../../../lib/notify';
import { IndividualFeaturesTable } from '../../../lib/ui/IndividualFeaturesTable';
import { usePagedSearch } from '../../../lib/ui/PeopleTable';
import { useClinicOptions } from '../api/get-clinic-options';
import { useIndividualFeatures, type IndividualFeaturesInput } from '../api/individual-features';
import { useUpdateUserFeatures } from '../api/user-features';

type FeatureType = NonNullable<IndividualFeaturesInput['type']>;
const TYPES: FeatureType[] = ['user', 'clinic', 'clinic_users'];

/**
 * Individual features by type (admin/features/individual_features): front users, patients (the spec's
 * "patient feature list when type is clinic") or clinic accounts and employees, optionally of one clinic.
 * Each row shows the administrator's switches and what is off in the end; "Change features" sets them.
 */
export function IndividualFeatures({ userPath }: { userPath: (userid: number) => string }) {
  const { t } = useTranslation();
  const [type, setType] = useState<FeatureType>('user');
  const [clinicId, setClinicId] = useState<string | null>(null);
  const clinics = useClinicOptions(type !== 'user');
  return (
    <Stack gap="md">
      <Text c="dimmed">{t('individualFeatures.adminIntro')}</Text>
      <Group gap="md" align="flex-end">
        <Select
          label={t('individualFeatures.type')}
          data={TYPES.map((value) => ({ value, label: t(`individualFeatures.types.${value}`) }))}
          value={type}
          onChange={(value) => value && setType(value as FeatureType)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: false }}
          w={280}
        />
        {type !== 'user' && (
          <Select
            label={t('individualFeatures.clinic')}
            placeholder={t('individualFeatures.allClinics')}
            data={clinics.data ?? []}
            value={clinicId}
            onChange={setClinicId}
            clearable
            searchable
            nothingFoundMessage={t('users.noClinic')}
            comboboxProps={{ withinPortal: false }}
            w={280}
          />
        )}
      </Group>
      {/* A new type or clinic starts again on the first page. */}
      <FeaturesByType
        key={`${type}:${clinicId ?? ''}`}
        type={type}
        clinicId={type === 'user' ? null : clinicId}
        userPath={userPath}
      />
    </Stack>
  );
}

function FeaturesByType({
  type,
  clinicId,
  userPath,
}: {
  type: FeatureType;
  clinicId: string | null;
  userPath: (userid: number) => string;
}) {
  const { t } = useTranslation();
  const paging = usePagedSearch();
  const query = useIndividualFeatures({ type, ...(clinicId ? { clinicId: Number(clinicId) } : {}), ...paging.params });
  const update = useUpdateUserFeatures();
  return (
    <IndividualFeaturesTable
      layer="admin"
      paging={paging}
      query={query}
      tableLabel={t(`individualFeatures.types.${type}`)}
      detailPath={userPath}
      columns={[
        { key: 'role', header: t('individualFeatures.columns.role'), cell: (person) => person.roleName },
        ...(type === 'user'
          ? []
          : [
              {
                key: 'clinic',
                header: t('individualFeatures.columns.clinic'),
                cell: (person: { clinicName: string | null }) => person.clinicName ?? '—',
              },
            ]),
      ]}
      legend={(person) => (person.features.kind ? t(`peopleAdmin.kindFeatures.kinds.${person.features.kind}.legend`) : '')}
      pending={update.isPending}
      onSave={(person, changes, done) =>
        update.mutate(
          { userid: person.userid, features: changes },
          toastOutcome(APP_MESSAGES.featuresUpdated, MESSAGES.somethingIsWrong, done),
        )
      }
    />
  );
}
