import { useEffect } from 'react';
import { useDirection } from '@mantine/core';
import { Navigate, Outlet, ScrollRestoration } from 'react-router';
import { landingRouteFor } from '@stillpoint/contracts';
import { applyPreferencesToDocument, usePreferences } from '../lib/preferences';
import { ROUTES } from '../lib/routes';
import { getSessionUser } from '../lib/session';
import { MaintenanceGate } from './MaintenanceGate';

/** Keeps <html> (skin class, dir) and Mantine's direction in step with the layout preferences. */
function PreferencesSync() {
  const prefs = usePreferences();
  const { setDirection } = useDirection();
  useEffect(() => {
    applyPreferencesToDocument(prefs);
    setDirection(prefs.rtl ? 'rtl' : 'ltr');
  }, [prefs, setDirection]);
  return null;
}

export function RootLayout() {
  return (
    <>
      <PreferencesSync />
      <ScrollRestoration />
      <MaintenanceGate>
        <Outlet />
      </MaintenanceGate>
    </>
  );
}

/** "/": the landing route of whoever is signed in, else the login page. */
export function HomeRedirect() {
  const user = getSessionUser('front') ?? getSessionUser('admin');
  return <Navigate to={user ? landingRouteFor(user.role) : ROUTES['auth-login']} replace />;
}
