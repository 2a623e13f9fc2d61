import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { configureApiClient } from '../lib/api-client';
import { loginPathAfterExpiry } from '../lib/return-path';
import { createRouter } from './router';

/** The application proper (loaded lazily by main.tsx): the router and its pages. */
export default function App() {
  const [router] = useState(createRouter);

  useEffect(() => {
    // A session that can no longer be refreshed sends its owner to the right login page, without a reload,
    // which brings them back to the page they were on (when it belongs to that session's family).
    configureApiClient({
      onSessionExpired: (audience) => void router.navigate(loginPathAfterExpiry(audience, router.state.location), { replace: true }),
    });
    // The app is on screen: the splash screen can go.
    document.getElementById('splash')?.remove();
  }, [router]);

  return <RouterProvider router={router} />;
}
