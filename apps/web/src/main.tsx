import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode, Suspense, lazy, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { maintenanceStatusQueryOptions } from './features/site/api/get-maintenance-status';
import { loadPageTexts } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { getSessionUser } from './lib/session';
import { PageLoader } from './lib/ui/PageLoader';

// Spec section 2: any service worker left by an earlier version is unregistered; only the push-only worker
// (public/push-sw.js, no caching) a person turned on stays.
if ('serviceWorker' in navigator) {
  void navigator.serviceWorker
    .getRegistrations()
    .then((registrations) =>
      Promise.all(
        registrations
          .filter((registration) => {
            const worker = registration.active ?? registration.waiting ?? registration.installing;
            return !worker || new URL(worker.scriptURL).pathname !== '/push-sw.js';
          })
          .map((registration) => registration.unregister()),
      ),
    )
    .catch(() => undefined);
}

/** One query client for the app; the maintenance check starts now, while the rest of the app loads. */
const queryClient = createQueryClient();
void queryClient.prefetchQuery(maintenanceStatusQueryOptions());

// Someone signed in: the page texts and, on their landing page, its requests start now, beside the area's
// chunk, not once it has run (app/landing-prefetch.ts, decision 0027). The login page loads neither.
if (getSessionUser('front') ?? getSessionUser('admin')) {
  void loadPageTexts().catch(() => undefined);
  void import('./app/landing-prefetch')
    .then(({ prefetchLanding }) => prefetchLanding(queryClient, window.location.pathname))
    .catch(() => undefined);
}

/** The application itself loads lazily; the splash screen stays until it is on screen. */
const App = lazy(() => import('./app/App'));

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The first render is a transition: React renders in slices of a few milliseconds and lets the browser
// breathe between them, instead of one long task that keeps a phone's main thread busy (decision 0016).
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <Suspense fallback={<PageLoader minHeight="100vh" />}>
          <App />
        </Suspense>
      </Providers>
    </StrictMode>,
  );
});
