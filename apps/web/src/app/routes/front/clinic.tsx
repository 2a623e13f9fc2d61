import { Navigate, Route, Routes } from 'react-router';
import { AreaGuard } from '../../layouts/AreaGuard';
import { AreaShell } from '../../layouts/AreaShell';
import { FeatureGate } from '../../layouts/FeatureGate';
import { AccountPage } from '../account';
import { ClinicEmployeesPage } from './clinic-employees';
import { ClinicPatientDetailPage, ClinicPatientsPage } from './clinic-patients';
import { NotFoundContent } from '../not-found';
import { FrontLandingPage } from './landing';

/** The clinic area (/clinic/*), one lazy route module. */
export function ClinicArea() {
  return (
    <AreaGuard area="clinic">
      <AreaShell area="clinic">
        <Routes>
          <Route index element={<Navigate to="discovery" replace />} />
          <Route path="discovery" element={<FrontLandingPage />} />
          <Route
            path="patients"
            element={
              <FeatureGate audience="front" feature="patients">
                <ClinicPatientsPage />
              </FeatureGate>
            }
          />
          <Route
            path="patients/:userid"
            element={
              <FeatureGate audience="front" feature="patients">
                <ClinicPatientDetailPage />
              </FeatureGate>
            }
          />
          <Route
            path="employees"
            element={
              <FeatureGate audience="front" feature="employees">
                <ClinicEmployeesPage />
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
