import { Navigate, Route, Routes } from 'react-router';
import { AreaGuard } from '../../layouts/AreaGuard';
import { AreaShell } from '../../layouts/AreaShell';
import { FeatureGate } from '../../layouts/FeatureGate';
import { NotFoundContent } from '../not-found';
import { lazyPage } from '../lazy-page';
import { discoveryRoutes, engagementRoutes, challengeRoutes, eventRoutes, groupRoutes, measureRoutes, taskRoutes } from './area-routes';
import { DiscoveryHomePage } from './discovery-home';

/** The pages of the area other than its landing load when they are opened (decision 0016). */
const AiMeditationsPage = lazyPage(() => import('./assistant').then((m) => m.AiMeditationsPage));
const AccountPage = lazyPage(() => import('../account').then((m) => m.AccountPage));
const PatientInvoicesPage = lazyPage(() => import('../billing').then((m) => m.PatientInvoicesPage));
const NotificationsPage = lazyPage(() => import('../notifications').then((m) => m.NotificationsPage));
const ChatPage = lazyPage(() => import('../chat').then((m) => m.ChatPage));
const VideoRoomPage = lazyPage(() => import('./video').then((m) => m.VideoRoomPage));
const PatientAppointmentsPage = lazyPage(() => import('./appointments').then((m) => m.PatientAppointmentsPage));
const FrontLivePage = lazyPage(() => import('./live').then((m) => m.FrontLivePage));
const LiveVideoRoomPage = lazyPage(() => import('./video').then((m) => m.LiveVideoRoomPage));

/** The patient area (/patient/*), one lazy route module. */
export function PatientArea() {
  return (
    <AreaGuard area="patient">
      <AreaShell area="patient">
        <Routes>
          <Route index element={<Navigate to="discovery" replace />} />
          {discoveryRoutes('patient', DiscoveryHomePage)}
          <Route
            path="AImeditations"
            element={
              <FeatureGate audience="front" feature="AImeditations">
                <AiMeditationsPage area="patient" />
              </FeatureGate>
            }
          />
          {taskRoutes('patient')}
          {measureRoutes('patient')}
          {engagementRoutes('patient')}
          <Route
            path="chat"
            element={
              <FeatureGate audience="front" feature="chat">
                <ChatPage area="patient" />
              </FeatureGate>
            }
          />
          <Route
            path="appointments"
            element={
              <FeatureGate audience="front" feature="meetings">
                <PatientAppointmentsPage />
              </FeatureGate>
            }
          />
          <Route
            path="live"
            element={
              <FeatureGate audience="front" feature="meetings">
                <FrontLivePage viewer="attendee" area="patient" />
              </FeatureGate>
            }
          />
          <Route
            path="live/:id/video"
            element={
              <FeatureGate audience="front" feature="meetings">
                <LiveVideoRoomPage area="patient" />
              </FeatureGate>
            }
          />
          <Route
            path="appointments/:id/video"
            element={
              <FeatureGate audience="front" feature="meetings">
                <VideoRoomPage area="patient" />
              </FeatureGate>
            }
          />
          {groupRoutes('patient')}
          {eventRoutes('patient')}
          {challengeRoutes('patient')}
          <Route path="invoices" element={<PatientInvoicesPage />} />
          <Route path="account" element={<AccountPage audience="front" />} />
          <Route path="notifications" element={<NotificationsPage audience="front" />} />
          <Route path="*" element={<NotFoundContent />} />
        </Routes>
      </AreaShell>
    </AreaGuard>
  );
}
