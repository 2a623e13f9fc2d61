import { Navigate, Route, Routes } from 'react-router';
import { AreaGuard } from '../../layouts/AreaGuard';
import { AreaShell } from '../../layouts/AreaShell';
import { AccountPage } from '../account';
import { NotFoundContent } from '../not-found';
import { AdminClinicsPage } from './clinics';
import { AdminDashboardPage } from './dashboard';
import { AdminMailboxPage } from './mailbox';
import { AdminSettingsPage } from './settings';
import { AdminUsersPage } from './users';

/** The admin area (/administration/*), one lazy route module: admin and masterAdmin only. */
export function AdminArea() {
  return (
    <AreaGuard area="admin">
      <AreaShell area="admin">
        <Routes>
          <Route index element={<Navigate to="dashboard" replace />} />
          <Route path="dashboard" element={<AdminDashboardPage />} />
          <Route path="mailbox" element={<AdminMailboxPage />} />
          <Route path="settings" element={<AdminSettingsPage />} />
          <Route path="users" element={<AdminUsersPage />} />
          <Route path="clinics" element={<AdminClinicsPage />} />
          <Route path="account" element={<AccountPage audience="admin" />} />
          <Route path="*" element={<NotFoundContent />} />
        </Routes>
      </AreaShell>
    </AreaGuard>
  );
}
