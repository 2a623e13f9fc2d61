import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { areaForPath } from '@stillpoint/contracts';
import { useMaintenanceStatus } from '../features/site/api/get-maintenance-status';
import { MaintenanceScreen } from '../features/site/components/MaintenanceScreen';
import { setMaintenance, useMaintenance } from '../lib/maintenance';

/**
 * While the system is under maintenance (the start-up check, or any front call answering MAINTENANCE)
 * everyone outside the admin area sees the maintenance screen; the admin area and its login keep working.
 */
export function MaintenanceGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const maintenance = useMaintenance();
  const status = useMaintenanceStatus({ poll: maintenance.active });
  const { data, dataUpdatedAt, refetch } = status;

  // Every answer of the status check (not only changed ones) sets the flag.
  useEffect(() => {
    if (data) setMaintenance({ active: data.maintenance, message: data.message });
  }, [data, dataUpdatedAt]);

  // A front call was refused for maintenance: fetch the administrators' message.
  useEffect(() => {
    if (maintenance.active) void refetch();
  }, [maintenance.active, refetch]);

  if (areaForPath(pathname) === 'admin') return <>{children}</>;
  // The answer counts from the render it arrives in (the flag follows it in an effect).
  if (maintenance.active || data?.maintenance) {
    const message = maintenance.active ? maintenance.message : (data?.message ?? null);
    return <MaintenanceScreen message={message} onRetry={() => void refetch()} retrying={status.isFetching} />;
  }
  // The check does not hold the page back (main.tsx starts it before the app loads, so its answer is
  // usually in by the first render): the page and its requests start at once, and the maintenance screen
  // takes its place if the answer says so (a front call refused for maintenance says so too).
  return <>{children}</>;
}
