import { Navigate, Route, Routes } from 'react-router';
import { AreaGuard } from '../../layouts/AreaGuard';
import { AreaShell } from '../../layouts/AreaShell';
import { FeatureGate } from '../../layouts/FeatureGate';
import { AccountPage } from '../account';
import { EmployeePatientDetailPage, EmployeePatientsPage } from './employee-patients';
import { NotFoundContent } from '../not-found';
import { FrontLandingPage } from './landing';

/** The employee area (/employee/*), one lazy route module. */
export function EmployeeArea() {
  return (
    <AreaGuard area="employee">
      <AreaShell area="employee">
        <Routes>
          <Route index element={<Navigate to="discovery" replace />} />
          <Route path="discovery" element={<FrontLandingPage />} />
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
          <Route path="account" element={<AccountPage audience="front" />} />
          <Route path="*" element={<NotFoundContent />} />
        </Routes>
      </AreaShell>
    </AreaGuard>
  );
}
