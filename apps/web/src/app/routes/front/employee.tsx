import { Navigate, Route, Routes } from 'react-router';
import { AreaGuard } from '../../layouts/AreaGuard';
import { AreaShell } from '../../layouts/AreaShell';
import { FeatureGate } from '../../layouts/FeatureGate';
import { AccountPage } from '../account';
import { AiMeditationsPage } from './assistant';
import { EmployeePatientDetailPage, EmployeePatientsPage } from './employee-patients';
import { NotFoundContent } from '../not-found';
import { engagementRoutes } from './engagement';
import { taskRoutes } from './tasks';
import { discoveryRoutes } from './discovery';
import { EmployeeSafetyAlertsPage } from './safety';

/** The employee area (/employee/*), one lazy route module. */
export function EmployeeArea() {
  return (
    <AreaGuard area="employee">
      <AreaShell area="employee">
        <Routes>
          <Route index element={<Navigate to="discovery" replace />} />
          {discoveryRoutes('employee')}
          <Route
            path="AImeditations"
            element={
              <FeatureGate audience="front" feature="AImeditations">
                <AiMeditationsPage area="employee" />
              </FeatureGate>
            }
          />
          <Route
            path="patients"
            element={
              <FeatureGate audience="front" feature="patients">
                <EmployeePatientsPage />
              </FeatureGate>
            }
          />
          <Route
            path="patients/:userid"
            element={
              <FeatureGate audience="front" feature="patients">
                <EmployeePatientDetailPage />
              </FeatureGate>
            }
          />
          {taskRoutes('employee')}
          {engagementRoutes('employee')}
          <Route path="safety-alerts" element={<EmployeeSafetyAlertsPage />} />
          <Route path="account" element={<AccountPage audience="front" />} />
          <Route path="*" element={<NotFoundContent />} />
        </Routes>
      </AreaShell>
    </AreaGuard>
  );
}
