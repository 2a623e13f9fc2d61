import { Navigate, Route, Routes } from 'react-router';
import { ROUTES } from '../../../lib/routes';
import { AreaGuard } from '../../layouts/AreaGuard';
import { AreaShell } from '../../layouts/AreaShell';
import { FeatureGate } from '../../layouts/FeatureGate';
import { NotFoundContent } from '../not-found';
import { lazyPage } from '../lazy-page';
import { discoveryRoutes, engagementRoutes, subscriptionRoutes } from './area-routes';
import { DiscoveryHomePage } from './discovery-home';

/** The pages of the area other than its landing load when they are opened (decision 0016). */
const AccountPage = lazyPage(() => import('../account').then((m) => m.AccountPage));
const ClinicInvoicesPage = lazyPage(() => import('../billing').then((m) => m.ClinicInvoicesPage));
const ClinicPackagesPage = lazyPage(() => import('../billing').then((m) => m.ClinicPackagesPage));
const ClinicAiMeditationsPage = lazyPage(() => import('./assistant').then((m) => m.ClinicAiMeditationsPage));
const ClinicEmployeeDetailPage = lazyPage(() => import('./clinic-employees').then((m) => m.ClinicEmployeeDetailPage));
const ClinicEmployeesPage = lazyPage(() => import('./clinic-employees').then((m) => m.ClinicEmployeesPage));
const ClinicFeaturesPage = lazyPage(() => import('./clinic-features').then((m) => m.ClinicFeaturesPage));
const ClinicPatientDetailPage = lazyPage(() => import('./clinic-patients').then((m) => m.ClinicPatientDetailPage));
const ClinicPatientsPage = lazyPage(() => import('./clinic-patients').then((m) => m.ClinicPatientsPage));
const EditMeditationPage = lazyPage(() => import('../meditations').then((m) => m.EditMeditationPage));
const MeditationsStudioPage = lazyPage(() => import('../meditations').then((m) => m.MeditationsStudioPage));
const NewMeditationPage = lazyPage(() => import('../meditations').then((m) => m.NewMeditationPage));
const ClinicFeedbackPage = lazyPage(() => import('../feedback').then((m) => m.ClinicFeedbackPage));
const SectionDetailPage = lazyPage(() => import('../sections/sections').then((m) => m.SectionDetailPage));
const SectionsPage = lazyPage(() => import('../sections/sections').then((m) => m.SectionsPage));
const TaskCategoriesPage = lazyPage(() => import('../tasks').then((m) => m.TaskCategoriesPage));
const StudioClassEditorPage = lazyPage(() => import('../studio').then((m) => m.StudioClassEditorPage));
const StudioClassesPage = lazyPage(() => import('../studio').then((m) => m.StudioClassesPage));
const ClinicSafetyPage = lazyPage(() => import('./safety').then((m) => m.ClinicSafetyPage));
const NotificationsPage = lazyPage(() => import('../notifications').then((m) => m.NotificationsPage));
const ChatPage = lazyPage(() => import('../chat').then((m) => m.ChatPage));
const ClinicTestsPage = lazyPage(() => import('./measures').then((m) => m.ClinicTestsPage));
const CareAppointmentsPage = lazyPage(() => import('./appointments').then((m) => m.CareAppointmentsPage));
const ClinicLivePage = lazyPage(() => import('./live').then((m) => m.ClinicLivePage));
const StaffEventsPage = lazyPage(() => import('./events').then((m) => m.StaffEventsPage));
const ManageGroupsPage = lazyPage(() => import('../groups').then((m) => m.ManageGroupsPage));
const ManageChallengesPage = lazyPage(() => import('./challenges').then((m) => m.ManageChallengesPage));

/** The clinic area (/clinic/*), one lazy route module. */
export function ClinicArea() {
  return (
    <AreaGuard area="clinic">
      <AreaShell area="clinic">
        <Routes>
          <Route index element={<Navigate to="discovery" replace />} />
          {discoveryRoutes('clinic', DiscoveryHomePage)}
          <Route
            path="AImeditations"
            element={
              <FeatureGate audience="front" feature="discovery">
                <ClinicAiMeditationsPage />
              </FeatureGate>
            }
          />
          {/* The AI studio is a tab of the clinic's one AI page. */}
          <Route path="ai-meditations" element={<Navigate to={`${ROUTES['clinic-ai-meditations']}?tab=studio`} replace />} />
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
          <Route
            path="employees/:userid"
            element={
              <FeatureGate audience="front" feature="employees">
                <ClinicEmployeeDetailPage />
              </FeatureGate>
            }
          />
          <Route
            path="features"
            element={
              <FeatureGate audience="front" feature="features">
                <ClinicFeaturesPage />
              </FeatureGate>
            }
          />
          <Route
            path="classes"
            element={
              <FeatureGate audience="front" feature="discovery">
                <StudioClassesPage family="clinics" />
              </FeatureGate>
            }
          />
          <Route
            path="classes/:id"
            element={
              <FeatureGate audience="front" feature="discovery">
                <StudioClassEditorPage family="clinics" />
              </FeatureGate>
            }
          />
          <Route
            path="meditations"
            element={
              <FeatureGate audience="front" feature="discovery">
                <MeditationsStudioPage family="clinic" />
              </FeatureGate>
            }
          />
          <Route
            path="meditations/new"
            element={
              <FeatureGate audience="front" feature="discovery">
                <NewMeditationPage family="clinic" />
              </FeatureGate>
            }
          />
          <Route
            path="meditations/:id"
            element={
              <FeatureGate audience="front" feature="discovery">
                <EditMeditationPage family="clinic" />
              </FeatureGate>
            }
          />
          <Route
            path="sections"
            element={
              <FeatureGate audience="front" feature="sections">
                <SectionsPage owner="clinic" />
              </FeatureGate>
            }
          />
          <Route
            path="sections/:id"
            element={
              <FeatureGate audience="front" feature="sections">
                <SectionDetailPage owner="clinic" />
              </FeatureGate>
            }
          />
          <Route
            path="feedback"
            element={
              <FeatureGate audience="front" feature="discovery">
                <ClinicFeedbackPage />
              </FeatureGate>
            }
          />
          <Route
            path="task-categories"
            element={
              <FeatureGate audience="front" feature="tasks">
                <TaskCategoriesPage library="clinic" />
              </FeatureGate>
            }
          />
          {/* Safety is never switched off by a feature. */}
          <Route path="safety" element={<ClinicSafetyPage />} />
          <Route
            path="appointments"
            element={
              <FeatureGate audience="front" feature="meetings">
                <CareAppointmentsPage family="clinic" />
              </FeatureGate>
            }
          />
          <Route
            path="tests"
            element={
              <FeatureGate audience="front" feature="tests">
                <ClinicTestsPage />
              </FeatureGate>
            }
          />
          {engagementRoutes('clinic')}
          <Route
            path="chat"
            element={
              <FeatureGate audience="front" feature="chat">
                <ChatPage area="clinic" />
              </FeatureGate>
            }
          />
          <Route
            path="live"
            element={
              <FeatureGate audience="front" feature="meetings">
                <ClinicLivePage />
              </FeatureGate>
            }
          />
          <Route path="events" element={<StaffEventsPage family="clinic" />} />
          <Route
            path="groups"
            element={
              <FeatureGate audience="front" feature="groups">
                <ManageGroupsPage family="clinic" />
              </FeatureGate>
            }
          />
          <Route
            path="challenges"
            element={
              <FeatureGate audience="front" feature="challenges">
                <ManageChallengesPage family="clinic" />
              </FeatureGate>
            }
          />
          <Route path="account" element={<AccountPage audience="front" />} />
          {subscriptionRoutes('clinic')}
          <Route path="packages" element={<ClinicPackagesPage />} />
          <Route path="invoices" element={<ClinicInvoicesPage />} />
          <Route path="notifications" element={<NotificationsPage audience="front" />} />
          <Route path="*" element={<NotFoundContent />} />
        </Routes>
      </AreaShell>
    </AreaGuard>
  );
}
