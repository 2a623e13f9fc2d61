import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { areaForPath } from '@stillpoint/contracts';
import { useMaintenanceStatus } from '../features/site/api/get-maintenance-status';
import { MaintenanceScreen } from '../features/site/components/MaintenanceScreen';
import { setMaintenance, useMaintenance } from '../lib/maintenance';
import { PageLoader } from '../lib/ui/PageLoader';

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
  if (maintenance.active) {
    return <MaintenanceScreen message={maintenance.message} onRetry={() => void refetch()} retrying={status.isFetching} />;
  }
  if (status.isPending) return <PageLoader minHeight="100vh" />;
  return <>{children}</>;
}
