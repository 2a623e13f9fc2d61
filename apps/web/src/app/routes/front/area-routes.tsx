import type { ComponentType, ReactNode } from 'react';
import { Route } from 'react-router';
import { FeatureGate } from '../../layouts/FeatureGate';
import { ROUTES } from '../../../lib/routes';
import { lazyPage } from '../lazy-page';
import type { DiscoveryArea } from './discovery-home';
import type { FrontArea } from './item-paths';
import type { TaskArea } from './tasks';
import type { GroupsArea } from '../groups';
import type { EventsArea } from './events';

/**
 * The routes the front areas share (discovery, tasks, tests, engagement). Every page loads with its own
 * chunk when it is opened (decision 0016), but the discovery home where it is the area's landing: the
 * area passes it in (discovery-home.tsx, imported by the areas it is the landing of; decision 0027).
 */

const DiscoveryClassPage = lazyPage(() => import('./discovery').then((m) => m.DiscoveryClassPage));
const DiscoveryContentPage = lazyPage(() => import('./discovery').then((m) => m.DiscoveryContentPage));
const DiscoveryMeditationPage = lazyPage(() => import('./discovery').then((m) => m.DiscoveryMeditationPage));
const DiscoveryMeditationsPage = lazyPage(() => import('./discovery').then((m) => m.DiscoveryMeditationsPage));
const DiscoveryClassListPage = lazyPage(() => import('./discovery').then((m) => m.DiscoveryClassListPage));
const DiscoveryCategoryPage = lazyPage(() => import('./discovery').then((m) => m.DiscoveryCategoryPage));
const TasksPage = lazyPage(() => import('./tasks').then((m) => m.TasksPage));
const AssignmentsPage = lazyPage(() => import('./tasks').then((m) => m.AssignmentsPage));
const AssignmentDetailPage = lazyPage(() => import('./tasks').then((m) => m.AssignmentDetailPage));
const FavoritesPage = lazyPage(() => import('./engagement').then((m) => m.FavoritesPage));
const WatchListPage = lazyPage(() => import('./engagement').then((m) => m.WatchListPage));
const PatientTestsPage = lazyPage(() => import('./measures').then((m) => m.PatientTestsPage));
const FrontGroupsPage = lazyPage(() => import('../groups').then((m) => m.FrontGroupsPage));
const FrontGroupPage = lazyPage(() => import('../groups').then((m) => m.FrontGroupPage));
const FrontPostPage = lazyPage(() => import('../groups').then((m) => m.FrontPostPage));
const FrontEventsPage = lazyPage(() => import('./events').then((m) => m.FrontEventsPage));
const FrontEventDetailPage = lazyPage(() => import('./events').then((m) => m.FrontEventDetailPage));
const FrontChallengesPage = lazyPage(() => import('./challenges').then((m) => m.FrontChallengesPage));
const ChallengeDetailPage = lazyPage(() => import('./challenges').then((m) => m.ChallengeDetailPage));
const BusinessQuestionsPage = lazyPage(() => import('./engagement').then((m) => m.BusinessQuestionsPage));
const SubscriptionPage = lazyPage(() => import('../billing').then((m) => m.SubscriptionPage));
const AccountInvoicesPage = lazyPage(() => import('../billing').then((m) => m.AccountInvoicesPage));

/** The discovery home where it is not the area's landing (the personal user's): with its own chunk. */
export const LazyDiscoveryHomePage = lazyPage(() => import('./discovery-home').then((m) => m.DiscoveryHomePage));

/** The discovery routes of an area, to place inside its <Routes>; `Home` is the discovery home. */
export function discoveryRoutes(area: DiscoveryArea, Home: ComponentType<{ area: DiscoveryArea }>) {
  return [
    <Route key="discovery" path="discovery" element={<Home area={area} />} />,
    <Route key="discovery-class" path="discovery/class/:classId" element={<DiscoveryClassPage area={area} />} />,
    <Route
      key="discovery-content"
      path="discovery/class/:classId/content/:contentId"
      element={<DiscoveryContentPage area={area} />}
    />,
    <Route
      key="discovery-meditation"
      path="discovery/meditation/:meditationId"
      element={<DiscoveryMeditationPage area={area} />}
    />,
    <Route key="discovery-meditations" path="discovery/meditations" element={<DiscoveryMeditationsPage area={area} />} />,
    <Route key="discovery-category" path="discovery/category/:categoryId" element={<DiscoveryCategoryPage area={area} />} />,
    <Route key="discovery-classes" path="discovery/classes/:list" element={<DiscoveryClassListPage area={area} />} />,
  ];
}

/** The tasks routes of a front area (and the patient's assignments), to place inside its <Routes>. */
export function taskRoutes(area: TaskArea) {
  return [
    <Route
      key="tasks"
      path="tasks"
      element={
        <FeatureGate audience="front" feature="tasks">
          <TasksPage />
        </FeatureGate>
      }
    />,
    ...(area === 'patient'
      ? [
          <Route
            key="assignments"
            path="assignments"
            element={
              <FeatureGate audience="front" feature="assignments">
                <AssignmentsPage />
              </FeatureGate>
            }
          />,
          <Route
            key="assignment"
            path="assignments/:id"
            element={
              <FeatureGate audience="front" feature="assignments">
                <AssignmentDetailPage />
              </FeatureGate>
            }
          />,
        ]
      : []),
  ];
}

/** The Tests route of a front area whose people take tests. */
export function measureRoutes(area: 'patient' | 'frontuser') {
  return [
    <Route
      key="tests"
      path="tests"
      element={
        <FeatureGate audience="front" feature="tests">
          <PatientTestsPage area={area} />
        </FeatureGate>
      }
    />,
  ];
}

/** The engagement routes of a front area, to place inside its <Routes>. */
export function engagementRoutes(area: FrontArea) {
  return [
    <Route
      key="favorites"
      path="favorites"
      element={
        <FeatureGate audience="front" feature="favorites">
          <FavoritesPage area={area} />
        </FeatureGate>
      }
    />,
    <Route
      key="watchlist"
      path="watchlist"
      element={
        <FeatureGate audience="front" feature="discovery">
          <WatchListPage area={area} />
        </FeatureGate>
      }
    />,
    ...(area === 'frontuser' ? [<Route key="business" path="business-questions" element={<BusinessQuestionsPage />} />] : []),
  ];
}

/** The groups routes of a front area (patients, employees, personal users): the list, a group, a post. */
export function groupRoutes(area: GroupsArea) {
  const gate = (page: ReactNode) => (
    <FeatureGate audience="front" feature="groups">
      {page}
    </FeatureGate>
  );
  return [
    <Route key="groups" path="groups" element={gate(<FrontGroupsPage area={area} />)} />,
    <Route key="group" path="groups/:groupId" element={gate(<FrontGroupPage area={area} />)} />,
    <Route key="group-post" path="groups/:groupId/posts/:postId" element={gate(<FrontPostPage area={area} />)} />,
  ];
}

/** The events routes of a front area: the upcoming list (with my events) and an event. */
export function eventRoutes(area: EventsArea) {
  const gate = (page: ReactNode) => (
    <FeatureGate audience="front" feature="events">
      {page}
    </FeatureGate>
  );
  return [
    <Route key="events" path="events" element={gate(<FrontEventsPage area={area} />)} />,
    <Route key="event" path="events/:id" element={gate(<FrontEventDetailPage area={area} />)} />,
  ];
}

/** The challenges routes of the areas that take part in challenges (patients, personal users): the list and a challenge. */
export function challengeRoutes(area: 'patient' | 'frontuser') {
  const basePath = ROUTES[`${area}-challenges`];
  const gate = (page: ReactNode) => (
    <FeatureGate audience="front" feature="challenges">
      {page}
    </FeatureGate>
  );
  return [
    <Route key="challenges" path="challenges" element={gate(<FrontChallengesPage basePath={basePath} />)} />,
    <Route key="challenge" path="challenges/:id" element={gate(<ChallengeDetailPage basePath={basePath} />)} />,
  ];
}

/** The subscription and invoices of the accounts that subscribe (personal and business users, clinic accounts), under their account. */
export function subscriptionRoutes(area: 'frontuser' | 'clinic') {
  return [
    <Route key="subscription" path="account/subscription" element={<SubscriptionPage area={area} />} />,
    <Route key="account-invoices" path="account/invoices" element={<AccountInvoicesPage area={area} />} />,
  ];
}
