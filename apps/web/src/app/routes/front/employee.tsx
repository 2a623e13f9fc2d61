import { Navigate, Route, Routes } from 'react-router';
import { AreaGuard } from '../../layouts/AreaGuard';
import { AreaShell } from '../../layouts/AreaShell';
import { FeatureGate } from '../../layouts/FeatureGate';
import { NotFoundContent } from '../not-found';
import { lazyPage } from '../lazy-page';
import { discoveryRoutes, engagementRoutes, eventRoutes, groupRoutes, taskRoutes } from './area-routes';
import { DiscoveryHomePage } from './discovery-home';

/** The pages of the area other than its landing load when they are opened (decision 0016). */
const AccountPage = lazyPage(() => import('../account').then((m) => m.AccountPage));
const AiMeditationsPage = lazyPage(() => import('./assistant').then((m) => m.AiMeditationsPage));
const EmployeePatientDetailPage = lazyPage(() => import('./employee-patients').then((m) => m.EmployeePatientDetailPage));
const EmployeePatientsPage = lazyPage(() => import('./employee-patients').then((m) => m.EmployeePatientsPage));
const EmployeeSafetyAlertsPage = lazyPage(() => import('./safety').then((m) => m.EmployeeSafetyAlertsPage));
const NotificationsPage = lazyPage(() => import('../notifications').then((m) => m.NotificationsPage));
const ChatPage = lazyPage(() => import('../chat').then((m) => m.ChatPage));
const EmployeeTestsPage = lazyPage(() => import('./measures').then((m) => m.EmployeeTestsPage));
const VideoRoomPage = lazyPage(() => import('./video').then((m) => m.VideoRoomPage));
const CareAppointmentsPage = lazyPage(() => import('./appointments').then((m) => m.CareAppointmentsPage));
const FrontLivePage = lazyPage(() => import('./live').then((m) => m.FrontLivePage));
const LiveVideoRoomPage = lazyPage(() => import('./video').then((m) => m.LiveVideoRoomPage));

/** The employee area (/employee/*), one lazy route module. */
export function EmployeeArea() {
  return (
    <AreaGuard area="employee">
      <AreaShell area="employee">
        <Routes>
          <Route index element={<Navigate to="discovery" replace />} />
          {discoveryRoutes('employee', DiscoveryHomePage)}
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
          <Route
            path="chat"
            element={
              <FeatureGate audience="front" feature="chat">
                <ChatPage area="employee" />
              </FeatureGate>
            }
          />
          <Route
            path="appointments"
            element={
              <FeatureGate audience="front" feature="meetings">
                <CareAppointmentsPage family="employee" />
              </FeatureGate>
            }
          />
          <Route
            path="appointments/:id/video"
            element={
              <FeatureGate audience="front" feature="meetings">
                <VideoRoomPage area="employee" />
              </FeatureGate>
            }
          />
          <Route
            path="tests"
            element={
              <FeatureGate audience="front" feature="tests">
                <EmployeeTestsPage />
              </FeatureGate>
            }
          />
          <Route
            path="live"
            element={
              <FeatureGate audience="front" feature="meetings">
                <FrontLivePage viewer="host" area="employee" />
              </FeatureGate>
            }
          />
          <Route
            path="live/:id/video"
            element={
              <FeatureGate audience="front" feature="meetings">
                <LiveVideoRoomPage area="employee" />
              </FeatureGate>
            }
          />
          {groupRoutes('employee')}
          {eventRoutes('employee')}
          <Route path="account" element={<AccountPage audience="front" />} />
          <Route path="notifications" element={<NotificationsPage audience="front" />} />
          <Route path="*" element={<NotFoundContent />} />
        </Routes>
      </AreaShell>
    </AreaGuard>
  );
}
