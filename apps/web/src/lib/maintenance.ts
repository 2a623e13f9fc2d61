import { useSyncExternalStore } from 'react';

/**
 * Whether the front of the product is closed for maintenance, as learnt from a front call answering
 * code MAINTENANCE (the start-up check of system_under_maintenance feeds the same flag).
 */
export interface MaintenanceState {
  active: boolean;
  message: string | null;
}

let state: MaintenanceState = { active: false, message: null };
const listeners = new Set<() => void>();

export function getMaintenance(): MaintenanceState {
  return state;
}

export function setMaintenance(next: MaintenanceState): void {
  if (next.active === state.active && next.message === state.message) return;
  state = next;
  for (const listener of listeners) listener();
}

export function subscribeMaintenance(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useMaintenance(): MaintenanceState {
  return useSyncExternalStore(subscribeMaintenance, getMaintenance, getMaintenance);
}
