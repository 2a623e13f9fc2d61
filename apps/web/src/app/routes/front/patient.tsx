import { Navigate, Route, Routes } from 'react-router';
import { AreaGuard } from '../../layouts/AreaGuard';
import { AreaShell } from '../../layouts/AreaShell';
import { FeatureGate } from '../../layouts/FeatureGate';
import { AiMeditationsPage } from './assistant';
import { AccountPage } from '../account';
import { NotFoundContent } from '../not-found';
import { engagementRoutes } from './engagement';
import { taskRoutes } from './tasks';
import { discoveryRoutes } from './discovery';

/** The patient area (/patient/*), one lazy route module. */
export function PatientArea() {
  return (
    <AreaGuard area="patient">
      <AreaShell area="patient">
        <Routes>
          <Route index element={<Navigate to="discovery" replace />} />
          {discoveryRoutes('patient')}
          <Route
            path="AImeditations"
            element={
              <FeatureGate audience="front" feature="AImeditations">
                <AiMeditationsPage area="patient" />
              </FeatureGate>
            }
          />
          {taskRoutes('patient')}
          {engagementRoutes('patient')}
          <Route path="account" element={<AccountPage audience="front" />} />
          <Route path="*" element={<NotFoundContent />} />
        </Routes>
      </AreaShell>
    </AreaGuard>
  );
}
