import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { areaForRole, landingRouteFor, type Area } from '@stillpoint/contracts';
import { loginPathReturningTo } from '../../lib/return-path';
import { useSessionUser } from '../../lib/session';

/**
 * Lets only the area's own role in. Without a session of the right family the person goes to its login
 * page, which brings them back here after signing in (`?next=`, lib/return-path.ts); a person signed in
 * with another role goes to that role's landing route.
 */
export function AreaGuard({ area, children }: { area: Area; children: ReactNode }) {
  const location = useLocation();
  const admin = useSessionUser('admin');
  const front = useSessionUser('front');
  const audience = area === 'admin' ? 'admin' : 'front';
  const own = audience === 'admin' ? admin : front;
  if (own && areaForRole(own.role) === area) return <>{children}</>;
  const other = own ?? (audience === 'admin' ? front : admin);
  if (other) return <Navigate to={landingRouteFor(other.role)} replace />;
  return <Navigate to={loginPathReturningTo(audience, `${location.pathname}${location.search}${location.hash}`)} replace />;
}
