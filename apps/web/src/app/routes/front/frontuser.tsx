import { Navigate, Route, Routes } from 'react-router';
import { AreaGuard } from '../../layouts/AreaGuard';
import { AreaShell } from '../../layouts/AreaShell';
import { FeatureGate } from '../../layouts/FeatureGate';
import { NotFoundContent } from '../not-found';
import { lazyPage } from '../lazy-page';
import { FrontLandingPage } from './landing';
import { LazyDiscoveryHomePage, discoveryRoutes, engagementRoutes, challengeRoutes, eventRoutes, groupRoutes, measureRoutes, subscriptionRoutes, taskRoutes } from './area-routes';

/** The pages of the area other than its landing load when they are opened (decision 0016). */
const AccountPage = lazyPage(() => import('../account').then((m) => m.AccountPage));
const NotificationsPage = lazyPage(() => import('../notifications').then((m) => m.NotificationsPage));
const ChatPage = lazyPage(() => import('../chat').then((m) => m.ChatPage));
const FrontLivePage = lazyPage(() => import('./live').then((m) => m.FrontLivePage));
const LiveVideoRoomPage = lazyPage(() => import('./video').then((m) => m.LiveVideoRoomPage));

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
          {discoveryRoutes('frontuser', LazyDiscoveryHomePage)}
          {taskRoutes('frontuser')}
          {measureRoutes('frontuser')}
          {engagementRoutes('frontuser')}
          <Route
            path="chat"
            element={
              <FeatureGate audience="front" feature="chat">
                <ChatPage area="frontuser" />
              </FeatureGate>
            }
          />
          <Route
            path="live"
            element={
              <FeatureGate audience="front" feature="meetings">
                <FrontLivePage viewer="attendee" area="frontuser" />
              </FeatureGate>
            }
          />
          <Route
            path="live/:id/video"
            element={
              <FeatureGate audience="front" feature="meetings">
                <LiveVideoRoomPage area="frontuser" />
              </FeatureGate>
            }
          />
          {groupRoutes('frontuser')}
          {eventRoutes('frontuser')}
          {challengeRoutes('frontuser')}
          <Route path="account" element={<AccountPage audience="front" />} />
          {subscriptionRoutes('frontuser')}
          <Route path="notifications" element={<NotificationsPage audience="front" />} />
          <Route path="*" element={<NotFoundContent />} />
        </Routes>
      </AreaShell>
    </AreaGuard>
  );
}
