import { Navigate, Route, Routes } from 'react-router';
import { AreaGuard } from '../../layouts/AreaGuard';
import { AreaShell } from '../../layouts/AreaShell';
import { FeatureGate } from '../../layouts/FeatureGate';
import { AccountPage } from '../account';
import { NotFoundContent } from '../not-found';
import { engagementRoutes } from './engagement';
import { taskRoutes } from './tasks';
import { discoveryRoutes } from './discovery';
import { FrontLandingPage } from './landing';

/** The frontuser area (/frontuser/*), one lazy route module. */
export function FrontuserArea() {
  return (
    <AreaGuard area="frontuser">
      <AreaShell area="frontuser">
        <Routes>
          <Route index element={<Navigate to="AImeditations" replace />} />
          <Route
            path="AImeditations"
            element={
              <FeatureGate audience="front" feature="AImeditations">
                <FrontLandingPage />
              </FeatureGate>
            }
          />
          {discoveryRoutes('frontuser')}
          {taskRoutes('frontuser')}
          {engagementRoutes('frontuser')}
          <Route path="account" element={<AccountPage audience="front" />} />
          <Route path="*" element={<NotFoundContent />} />
        </Routes>
      </AreaShell>
    </AreaGuard>
  );
}
