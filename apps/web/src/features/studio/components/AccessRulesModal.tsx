import { useState } from 'react';
import { Button, Group, MultiSelect, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { StudioModal } from './StudioModal';
import { MESSAGES, STUDIO_MESSAGES } from '@stillpoint/contracts';
import { apiCall } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { useStudioMutation } from '../api/categories';
import { useAllClinicsForAccess } from '../api/clinics';
import { studioKey, useStudioEndpoints, useStudioFamily } from '../api/studio-family';

/** Administrators: which clinics see a platform-library class (access rules, clinic_ids). */
export function AccessRulesModal({ item, onClose }: { item: { id: number; title: string } | null; onClose: () => void }) {
  const { t } = useTranslation();
  const family = useStudioFamily();
  const e = useStudioEndpoints();
  const clinics = useAllClinicsForAccess(item !== null && family === 'admin');
  const rules = useQuery({
    queryKey: [...studioKey(family), 'access', item?.id],
    queryFn: async ({ signal }) =>
      (await apiCall(e.getAccessRules, { data_type: 'classes', data_id: item!.id }, { signal })).data,
    enabled: item !== null,
  });
  const save = useStudioMutation('updateAccessRules');

  return (
    <StudioModal opened={item !== null} onClose={onClose} title={t('studio.access.title', { name: item?.title ?? '' })}>
      <Stack>
        <Text size="sm" c="dimmed">
          {t('studio.access.hint')}
        </Text>
        {item && rules.data ? (
          <RulesForm
            key={item.id}
            initial={rules.data.clinic_ids.map(String)}
            clinics={(clinics.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            loading={save.isPending}
            onClose={onClose}
            onSave={(selected) =>
              save.mutate(
                { data_type: 'classes', data_id: item.id, clinic_ids: selected.map(Number) },
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
        ) : (
          <PageLoader />
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
        data={clinics}
        value={selected}
        onChange={setSelected}
        searchable
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
