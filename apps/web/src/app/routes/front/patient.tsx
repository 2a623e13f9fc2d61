import { Navigate, Route, Routes } from 'react-router';
import { AreaGuard } from '../../layouts/AreaGuard';
import { AreaShell } from '../../layouts/AreaShell';
import { AccountPage } from '../account';
import { NotFoundContent } from '../not-found';
import { engagementRoutes } from './engagement';
import { discoveryRoutes } from './discovery';

/** The patient area (/patient/*), one lazy route module. */
export function PatientArea() {
  return (
    <AreaGuard area="patient">
      <AreaShell area="patient">
        <Routes>
          <Route index element={<Navigate to="discovery" replace />} />
          {discoveryRoutes('patient')}
          {engagementRoutes('patient')}
          <Route path="account" element={<AccountPage audience="front" />} />
          <Route path="*" element={<NotFoundContent />} />
        </Routes>
      </AreaShell>
    </AreaGuard>
  );
}
