import { Navigate, Route, Routes } from 'react-router';
import { AreaGuard } from '../../layouts/AreaGuard';
import { AreaShell } from '../../layouts/AreaShell';
import { NotFoundContent } from '../not-found';
import { AdminDashboardPage } from './dashboard';
import { lazyPage } from '../lazy-page';

/** The pages of the area other than its landing load when they are opened (decision 0016). */
const AccountPage = lazyPage(() => import('../account').then((m) => m.AccountPage));
const AiMeditationsStudioPage = lazyPage(() => import('../ai-meditations').then((m) => m.AiMeditationsStudioPage));
const EditMeditationPage = lazyPage(() => import('../meditations').then((m) => m.EditMeditationPage));
const MeditationsStudioPage = lazyPage(() => import('../meditations').then((m) => m.MeditationsStudioPage));
const NewMeditationPage = lazyPage(() => import('../meditations').then((m) => m.NewMeditationPage));
const StudioClassEditorPage = lazyPage(() => import('../studio').then((m) => m.StudioClassEditorPage));
const StudioClassesPage = lazyPage(() => import('../studio').then((m) => m.StudioClassesPage));
const AdminClinicDetailPage = lazyPage(() => import('./clinics').then((m) => m.AdminClinicDetailPage));
const AdminClinicsPage = lazyPage(() => import('./clinics').then((m) => m.AdminClinicsPage));
const AdminMailboxPage = lazyPage(() => import('./mailbox').then((m) => m.AdminMailboxPage));
const AdminSettingsPage = lazyPage(() => import('./settings').then((m) => m.AdminSettingsPage));
const AdminAlertsPage = lazyPage(() => import('./alerts').then((m) => m.AdminAlertsPage));
const AdminCrisisResourcesPage = lazyPage(() => import('./crisis-resources').then((m) => m.AdminCrisisResourcesPage));
const AdminFeaturesPage = lazyPage(() => import('./features').then((m) => m.AdminFeaturesPage));
const AdminUserDetailPage = lazyPage(() => import('./users').then((m) => m.AdminUserDetailPage));
const AdminUsersPage = lazyPage(() => import('./users').then((m) => m.AdminUsersPage));
const SectionDetailPage = lazyPage(() => import('../sections/sections').then((m) => m.SectionDetailPage));
const SectionsPage = lazyPage(() => import('../sections/sections').then((m) => m.SectionsPage));
const AdminTasksPage = lazyPage(() => import('../tasks').then((m) => m.AdminTasksPage));
const TaskCategoriesPage = lazyPage(() => import('../tasks').then((m) => m.TaskCategoriesPage));
const NotificationsPage = lazyPage(() => import('../notifications').then((m) => m.NotificationsPage));
const ChatPage = lazyPage(() => import('../chat').then((m) => m.ChatPage));
const AdminEmailPage = lazyPage(() => import('./communications').then((m) => m.AdminEmailPage));
const AdminPushPage = lazyPage(() => import('./communications').then((m) => m.AdminPushPage));
const AdminScheduledPage = lazyPage(() => import('./communications').then((m) => m.AdminScheduledPage));
const AdminSmsPage = lazyPage(() => import('./communications').then((m) => m.AdminSmsPage));
const AdminTestsPage = lazyPage(() => import('../front/measures').then((m) => m.AdminTestsPage));
const AdminVideoPage = lazyPage(() => import('./video').then((m) => m.AdminVideoPage));
const StaffEventsPage = lazyPage(() => import('../front/events').then((m) => m.StaffEventsPage));
const ManageGroupsPage = lazyPage(() => import('../groups').then((m) => m.ManageGroupsPage));
const ManageChallengesPage = lazyPage(() => import('../front/challenges').then((m) => m.ManageChallengesPage));
const AdminPackagesPage = lazyPage(() => import('../billing').then((m) => m.AdminPackagesPage));
const AdminPaymentsPage = lazyPage(() => import('../billing').then((m) => m.AdminPaymentsPage));

/** The admin area (/administration/*), one lazy route module: admin and masterAdmin only. */
export function AdminArea() {
  return (
    <AreaGuard area="admin">
      <AreaShell area="admin">
        <Routes>
          <Route index element={<Navigate to="dashboard" replace />} />
          <Route path="dashboard" element={<AdminDashboardPage />} />
          <Route path="mailbox" element={<AdminMailboxPage />} />
          <Route path="email" element={<AdminEmailPage />} />
          <Route path="sms" element={<AdminSmsPage />} />
          <Route path="push-notifications" element={<AdminPushPage />} />
          <Route path="scheduled-notifications" element={<AdminScheduledPage />} />
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
          <Route path="tests" element={<AdminTestsPage />} />
          <Route path="sections/:id" element={<SectionDetailPage owner="admin" />} />
          <Route path="chat" element={<ChatPage area="admin" />} />
          <Route path="challenges" element={<ManageChallengesPage family="admin" />} />
          <Route path="video" element={<AdminVideoPage />} />
          <Route path="events" element={<StaffEventsPage family="admin" />} />
          <Route path="groups" element={<ManageGroupsPage family="admin" />} />
          <Route path="packages" element={<AdminPackagesPage />} />
          <Route path="payments" element={<AdminPaymentsPage />} />
          <Route path="account" element={<AccountPage audience="admin" />} />
          <Route path="notifications" element={<NotificationsPage audience="admin" />} />
          <Route path="*" element={<NotFoundContent />} />
        </Routes>
      </AreaShell>
    </AreaGuard>
  );
}
