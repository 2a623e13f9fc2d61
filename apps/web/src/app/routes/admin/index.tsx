import { Navigate, Route, Routes } from 'react-router';
import { AreaGuard } from '../../layouts/AreaGuard';
import { AreaShell } from '../../layouts/AreaShell';
import { AccountPage } from '../account';
import { AiMeditationsStudioPage } from '../ai-meditations';
import { EditMeditationPage, MeditationsStudioPage, NewMeditationPage } from '../meditations';
import { NotFoundContent } from '../not-found';
import { StudioClassEditorPage, StudioClassesPage } from '../studio';
import { AdminClinicDetailPage, AdminClinicsPage } from './clinics';
import { AdminDashboardPage } from './dashboard';
import { AdminMailboxPage } from './mailbox';
import { AdminSettingsPage } from './settings';
import { AdminAlertsPage } from './alerts';
import { AdminCrisisResourcesPage } from './crisis-resources';
import { AdminFeaturesPage } from './features';
import { AdminUserDetailPage, AdminUsersPage } from './users';
import { SectionDetailPage, SectionsPage } from '../sections/sections';
import { AdminTasksPage, TaskCategoriesPage } from '../tasks';

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
          <Route path="users/:userid" element={<AdminUserDetailPage />} />
          <Route path="clinics" element={<AdminClinicsPage />} />
          <Route path="clinics/:id" element={<AdminClinicDetailPage />} />
          <Route path="features" element={<AdminFeaturesPage />} />
          <Route path="urgent-alerts" element={<AdminAlertsPage />} />
          <Route path="crisis-resources" element={<AdminCrisisResourcesPage />} />
          <Route path="classes" element={<StudioClassesPage family="admin" />} />
          <Route path="classes/:id" element={<StudioClassEditorPage family="admin" />} />
          <Route path="meditations" element={<MeditationsStudioPage family="admin" />} />
          <Route path="meditations/new" element={<NewMeditationPage family="admin" />} />
          <Route path="meditations/:id" element={<EditMeditationPage family="admin" />} />
          <Route path="ai-meditations" element={<AiMeditationsStudioPage family="admin" />} />
          <Route path="sections" element={<SectionsPage owner="admin" />} />
          <Route path="tasks" element={<AdminTasksPage />} />
          <Route path="task-categories" element={<TaskCategoriesPage library="admin" />} />
          <Route path="sections/:id" element={<SectionDetailPage owner="admin" />} />
          <Route path="account" element={<AccountPage audience="admin" />} />
          <Route path="*" element={<NotFoundContent />} />
        </Routes>
      </AreaShell>
    </AreaGuard>
  );
}
