import { useState } from 'react';
import { Button, Group, MultiSelect, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MESSAGES, STUDIO_MESSAGES } from '@stillpoint/contracts';
import { apiCall } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { QueryState } from '../../../lib/ui/QueryState';
import { useStudioMutation } from '../api/categories';
import { useClinicsForAccess } from '../api/clinics';
import { studioKey, useStudioEndpoints, useStudioFamily } from '../api/studio-family';
import { StudioModal } from './StudioModal';

export type AccessDataType = 'classes' | 'meditations';

/**
 * Access rules (clinic_ids) of a class or a meditation of the library: the other clinics that see it.
 * Administrators give platform items to clinics; a clinic gives its own items to other clinics.
 */
export function AccessRulesModal({
  dataType,
  item,
  onClose,
}: {
  dataType: AccessDataType;
  item: { id: number; title: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const family = useStudioFamily();
  const e = useStudioEndpoints();
  const clinics = useClinicsForAccess(item !== null);
  const rules = useQuery({
    queryKey: [...studioKey(family), 'access', dataType, item?.id],
    queryFn: async ({ signal }) => (await apiCall(e.getAccessRules, { data_type: dataType, data_id: item!.id }, { signal })).data,
    enabled: item !== null,
  });
  const save = useStudioMutation('updateAccessRules');
  // Both reads go through one loader and one error (with "Try again" reading both again).
  const both = {
    isPending: rules.isPending || clinics.isPending,
    isError: rules.isError || clinics.isError,
    error: rules.error ?? clinics.error,
    data: rules.data && clinics.data ? { rules: rules.data, clinics: clinics.data } : undefined,
    refetch: () => Promise.all([rules.refetch(), clinics.refetch()]),
  };

  return (
    <StudioModal opened={item !== null} onClose={onClose} title={t('studio.access.title', { name: item?.title ?? '' })}>
      <Stack>
        <Text size="sm" c="dimmed">
          {t(`studio.access.hint.${dataType}`)}
        </Text>
        {item && (
          <QueryState query={both}>
            {({ rules: current, clinics: choices }) => (
              <RulesForm
                key={`${dataType}-${item.id}`}
                initial={current.clinic_ids.map(String)}
                clinics={choices.map((c) => ({ value: String(c.id), label: c.name }))}
                loading={save.isPending}
                onClose={onClose}
                onSave={(selected) =>
                  save.mutate(
                    { data_type: dataType, data_id: item.id, clinic_ids: selected.map(Number) },
                    {
                      onSuccess: (r) => {
                        notify.success(r.message || STUDIO_MESSAGES.accessRulesUpdated);
                        onClose();
                      },
                      onError: (error) => notify.error(errorMessage(error, MESSAGES.somethingWentWrong)),
                    },
                  )
                }
              />
            )}
          </QueryState>
        )}
      </Stack>
    </StudioModal>
  );
}

function RulesForm({
  initial,
  clinics,
  loading,
  onClose,
  onSave,
}: {
  initial: string[];
  clinics: Array<{ value: string; label: string }>;
  loading: boolean;
  onClose: () => void;
  onSave: (selected: string[]) => void;
}) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState(initial);
  return (
    <Stack>
      <MultiSelect
        label={t('studio.access.clinics')}
        description={selected.length === 0 ? t('studio.access.none') : undefined}
        data={clinics}
        value={selected}
        onChange={setSelected}
        searchable
        nothingFoundMessage={t('studio.access.noClinics')}
        comboboxProps={{ withinPortal: false }}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('studio.cancel')}
        </Button>
        <Button loading={loading} onClick={() => onSave(selected)}>
          {t('studio.save')}
        </Button>
      </Group>
    </Stack>
  );
}
