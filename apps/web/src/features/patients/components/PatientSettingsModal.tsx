import { Divider, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { APP_MESSAGES, MESSAGES, type PatientSummary } from '@stillpoint/contracts';
import { toastOutcome } from '../../../lib/notify';
import { LoadedFeatureSwitches } from '../../../lib/ui/FeatureSwitches';
import { PackagesSection } from '../../../lib/ui/PackagesSection';
import { useEditPatientSettings } from '../api/edit-patient-settings';
import { usePatientDetail } from '../api/get-patient-detail';
import { usePatientPackages } from '../api/get-patient-packages';

/**
 * The clinic's settings for one patient: feature switches (patient_tabs; the clinic can only narrow what the
 * administration allows) and the packages the clinic can give them.
 */
export function PatientSettingsModal({ patient, onClose }: { patient: PatientSummary | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      withinPortal={false}
      opened={patient !== null}
      onClose={onClose}
      title={t('patients.settingsTitle', { name: patient?.fullName ?? '' })}
      closeButtonProps={{ 'aria-label': t('patients.close') }}
    >
      {patient && <PatientSettings userid={patient.userid} onDone={onClose} />}
    </Modal>
  );
}

function PatientSettings({ userid, onDone }: { userid: number; onDone: () => void }) {
  const { t } = useTranslation();
  const detail = usePatientDetail({ userid });
  const save = useEditPatientSettings();
  return (
    <>
      <Text size="sm" c="dimmed" mb="md">
        {t('patients.settingsHint')}
      </Text>
      <LoadedFeatureSwitches
        query={{ ...detail, data: detail.data?.settings }}
        layer="clinic"
        legend={t('patients.settingsLegend')}
        pending={save.isPending}
        onSave={(features) =>
          save.mutate({ userid, features }, toastOutcome(APP_MESSAGES.patientSettingsUpdated, MESSAGES.somethingIsWrong, onDone))
        }
      />
      <Divider my="lg" />
      <PackagesSection
        id={`patient-settings-packages-${userid}`}
        query={useAvailablePackages(userid)}
        hint={t('patients.packagesHint')}
        titleSize="h4"
        framed={false}
      />
    </>
  );
}

/** The clinic's packages that can be given to the patient, as the shared packages section lists them. */
function useAvailablePackages(userid: number) {
  const query = usePatientPackages(userid);
  return {
    ...query,
    data: query.data?.data.available.map((item) => ({ id: item.id, name: item.title, price_minor: item.price, currency: item.currency })),
  };
}
