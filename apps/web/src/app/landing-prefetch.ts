import type { QueryClient } from '@tanstack/react-query';
import { areaForPath, areaForRole, landingRouteFor, type Area, type Audience } from '@stillpoint/contracts';
import { accountDetailsQueryOptions } from '../features/account/api/get-account-details';
import { CHAT_HISTORY_PER_PAGE, chatHistoryQueryOptions } from '../features/assistant/api/get-chat-history';
import { prefetchDiscoveryHome } from '../features/discovery/api/discovery-api';
import { familyForArea } from '../features/engagement/api/endpoints';
import { recommendedQueryOptions } from '../features/engagement/api/get-recommended';
import { topBannerReviewsQueryOptions } from '../features/engagement/api/get-top-banner-reviews';
import { latestNotificationsQueryOptions } from '../features/notifications/api/notifications';
import { OPEN_ALERTS_PAGE, safetyAlertsQueryOptions } from '../features/safety/api/safety-alerts';
import { urgentAlertsQueryOptions } from '../features/site/api/get-urgent-alerts';
import { userCountsQueryOptions } from '../features/users/api/get-user-counts';
import { userStatsQueryOptions } from '../features/users/api/get-user-stats';
import { getSessionUser } from '../lib/session';
import { featureEnabled } from './layouts/feature-switches';

/**
 * The landing page's requests, started as soon as the session is known (decision 0027).
 *
 * Without this a landing asks for its data only once the area's chunk has arrived and run, and its
 * feature-gated lists only once the account's features are in: two round trips after a download that
 * takes most of a second on a slow phone network. main.tsx loads this module (a small chunk) when a
 * session is stored, beside the app's own chunks; every request goes into the very cache entry the
 * landing's hooks read (the features' own query options), so the landing finds it answered or in flight.
 *
 * Only a person opening their own landing is served, and a list behind a feature switch waits for the
 * account's features like the page's FeatureGate does: nothing is asked for that the landing would not.
 */
export async function prefetchLanding(queryClient: QueryClient, pathname: string): Promise<void> {
  const area = areaForPath(pathname);
  if (!area) return;
  const audience: Audience = area === 'admin' ? 'admin' : 'front';
  const user = getSessionUser(audience);
  if (!user || areaForRole(user.role) !== area || landingRouteFor(user.role) !== pathname) return;

  // What every area's shell reads (the greeting, the menu, the bell, the urgent alerts).
  const account = queryClient.fetchQuery(accountDetailsQueryOptions(audience));
  void queryClient.prefetchQuery(latestNotificationsQueryOptions(audience));
  void queryClient.prefetchQuery(urgentAlertsQueryOptions());
  if (area === 'clinic' || area === 'employee') void queryClient.prefetchQuery(safetyAlertsQueryOptions(area, OPEN_ALERTS_PAGE));
  if (area === 'admin') {
    void queryClient.prefetchQuery(userCountsQueryOptions());
    void queryClient.prefetchQuery(userStatsQueryOptions());
    return;
  }

  const features = await account.then((details) => details.features).catch(() => null);
  // The account could not be read: the page shows why, and asks for the rest itself.
  if (!features) return;
  prefetchGatedLists(queryClient, area, features);
}

/** The front landings' lists behind a feature switch: discovery's home, or the personal user's assistant. */
function prefetchGatedLists(queryClient: QueryClient, area: Exclude<Area, 'admin'>, features: Record<string, boolean>) {
  if (area === 'frontuser') {
    if (featureEnabled(features, 'AImeditations'))
      void queryClient.prefetchQuery(chatHistoryQueryOptions('front', { pageNo: 1, perPage: CHAT_HISTORY_PER_PAGE }));
    return;
  }
  if (!featureEnabled(features, 'discovery')) return;
  void prefetchDiscoveryHome(queryClient, area === 'clinic' ? 'clinic' : 'front');
  const family = familyForArea(area);
  void queryClient.prefetchQuery(recommendedQueryOptions(family));
  void queryClient.prefetchQuery(topBannerReviewsQueryOptions(family));
}
