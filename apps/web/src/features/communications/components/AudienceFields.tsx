import { MultiSelect, Select, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AudienceInput } from '@stillpoint/contracts';
import { communicationsEndpoints } from '@stillpoint/contracts/endpoints/communications';
import { useEndpointQuery } from '../../../lib/api-hooks';

export type AudienceType = AudienceInput['type'];
export interface AudienceValues {
  type: AudienceType;
  role: string;
  clinicId: string;
  /** Chosen people of the chosen clinic. */
  userIds: string[];
}
export const emptyAudience: AudienceValues = { type: 'clinic', role: 'patient', clinicId: '', userIds: [] };

/** The request's audience from the form's values (undefined while incomplete). */
export function audienceInput(values: AudienceValues): AudienceInput | undefined {
  switch (values.type) {
    case 'clinic':
      return values.clinicId ? { type: 'clinic', clinic_id: Number(values.clinicId) } : undefined;
    case 'role':
      return { type: 'role', role: values.role as Extract<AudienceInput, { type: 'role' }>['role'] };
    case 'users':
      return values.userIds.length ? { type: 'users', user_ids: values.userIds.map(Number) } : undefined;
    case 'all':
      return { type: 'all' };
  }
}

const ROLES = ['patient', 'employee', 'clinic', 'frontuser', 'admin'] as const;

/** Whom a send goes to: a clinic's people, everyone of a role, chosen people (of a clinic), or everyone. */
export function AudienceFields({
  value,
  onChange,
  error,
}: {
  value: AudienceValues;
  onChange: (next: AudienceValues) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const clinics = useEndpointQuery(communicationsEndpoints.adminEmailAllClinics);
  const needsClinic = value.type === 'clinic' || value.type === 'users';
  const members = useEndpointQuery(
    communicationsEndpoints.adminEmailClinicUsers,
    { clinic_id: Number(value.clinicId) },
    { enabled: value.type === 'users' && Boolean(value.clinicId) },
  );
  return (
    <Stack gap="sm">
      <Select
        label={t('comms.audience.label')}
        data={(['clinic', 'users', 'role', 'all'] as const).map((type) => ({
          value: type,
          label: t(`comms.audience.types.${type}`),
        }))}
        value={value.type}
        allowDeselect={false}
        onChange={(type) => type && onChange({ ...value, type: type as AudienceType, userIds: [] })}
      />
      {needsClinic && (
        <Select
          label={t('comms.audience.clinic')}
          placeholder={t('comms.audience.chooseClinic')}
          searchable
          data={(clinics.data?.data ?? []).map((clinic) => ({
            value: String(clinic.id),
            label: t('comms.audience.clinicOption', { name: clinic.name, count: clinic.users }),
          }))}
          value={value.clinicId || null}
          onChange={(clinicId) => onChange({ ...value, clinicId: clinicId ?? '', userIds: [] })}
          error={value.type === 'clinic' ? error : undefined}
          nothingFoundMessage={t('comms.audience.noClinics')}
        />
      )}
      {value.type === 'users' && (
        <MultiSelect
          label={t('comms.audience.people')}
          placeholder={value.clinicId ? t('comms.audience.choosePeople') : t('comms.audience.chooseClinicFirst')}
          searchable
          disabled={!value.clinicId}
          data={(members.data?.data ?? []).map((person) => ({
            value: String(person.userid),
            label: `${person.name} · ${person.email}`,
          }))}
          value={value.userIds}
          onChange={(userIds) => onChange({ ...value, userIds })}
          error={error}
        />
      )}
      {value.type === 'role' && (
        <Select
          label={t('comms.audience.role')}
          data={ROLES.map((role) => ({ value: role, label: t(`comms.audience.roles.${role}`) }))}
          value={value.role}
          allowDeselect={false}
          onChange={(role) => role && onChange({ ...value, role })}
        />
      )}
    </Stack>
  );
}
