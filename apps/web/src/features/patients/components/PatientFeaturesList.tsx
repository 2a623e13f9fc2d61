import { useTranslation } from 'react-i18next';
import { APP_MESSAGES, MESSAGES } from '@stillpoint/contracts';
import { toastOutcome } from '../../../lib/notify';
import { IndividualFeaturesTable } from '../../../lib/ui/IndividualFeaturesTable';
import { usePagedSearch } from '../../../lib/ui/PeopleTable';
import { useEditPatientSettings } from '../api/edit-patient-settings';
import { usePatientFeatures } from '../api/get-patient-features';

/** The clinic's patients with their features (patient_tabs): what the clinic switched off, and changing it. */
export function PatientFeaturesList({ detailPath }: { detailPath: (userid: number) => string }) {
  const { t } = useTranslation();
  const paging = usePagedSearch();
  const query = usePatientFeatures(paging.params);
  const save = useEditPatientSettings();
  return (
    <IndividualFeaturesTable
      layer="clinic"
      paging={paging}
      query={query}
      tableLabel={t('individualFeatures.patientsLabel')}
      detailPath={detailPath}
      legend={() => t('patients.settingsLegend')}
      pending={save.isPending}
      onSave={(patient, features, done) =>
        save.mutate(
          { userid: patient.userid, features },
          toastOutcome(APP_MESSAGES.patientSettingsUpdated, MESSAGES.somethingIsWrong, done),
        )
      }
    />
  );
}
