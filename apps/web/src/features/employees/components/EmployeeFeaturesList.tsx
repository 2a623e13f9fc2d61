import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@stillpoint/contracts';
import { toastOutcome } from '../../../lib/notify';
import { IndividualFeaturesTable } from '../../../lib/ui/IndividualFeaturesTable';
import { usePagedSearch } from '../../../lib/ui/PeopleTable';
import { useEditEmployeeSettings } from '../api/employee-detail';
import { useEmployeeFeatures } from '../api/get-employee-features';

/** The clinic's employees with their features (clinics_tabs): what the clinic switched off, and changing it. */
export function EmployeeFeaturesList({ detailPath }: { detailPath: (userid: number) => string }) {
  const { t } = useTranslation();
  const paging = usePagedSearch();
  const query = useEmployeeFeatures(paging.params);
  const save = useEditEmployeeSettings();
  return (
    <IndividualFeaturesTable
      layer="clinic"
      paging={paging}
      query={query}
      tableLabel={t('individualFeatures.employeesLabel')}
      detailPath={detailPath}
      legend={() => t('employees.settingsLegend')}
      pending={save.isPending}
      onSave={(employee, features, done) =>
        save.mutate(
          { userid: employee.userid, features },
          toastOutcome(MESSAGES.employeeSettingUpdated, MESSAGES.somethingIsWrong, done),
        )
      }
    />
  );
}
