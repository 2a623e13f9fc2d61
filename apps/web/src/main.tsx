import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode, Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { PageLoader } from './lib/ui/PageLoader';

// Spec section 2: any service worker left by an earlier version is unregistered.
if ('serviceWorker' in navigator) {
  void navigator.serviceWorker
    .getRegistrations()
    .then((registrations) => Promise.all(registrations.map((registration) => registration.unregister())))
    .catch(() => undefined);
}

/** The application itself loads lazily; the splash screen stays until it is on screen. */
const App = lazy(() => import('./app/App'));

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <Providers>
      <Suspense fallback={<PageLoader minHeight="100vh" />}>
        <App />
      </Suspense>
    </Providers>
  </StrictMode>,
);
