import type { CrisisCountry, CrisisLine, RiskSignalName, SafetyAlert, SafetyAlertSource } from '@stillpoint/contracts';
import type { AlertListRow, CrisisCountryRow, CrisisLineRow } from './safety.repository.js';

export function presentCrisisLine(row: CrisisLineRow): CrisisLine {
  return { id: row.id, name: row.name, phone: row.phone, sms: row.sms, url: row.url, notes: row.notes };
}

export function presentCrisisCountry(entry: { country: CrisisCountryRow; lines: CrisisLineRow[] }): CrisisCountry {
  return {
    code: entry.country.code,
    name: entry.country.name,
    emergencyNumber: entry.country.emergencyNumber,
    notes: entry.country.notes,
    lines: entry.lines.map(presentCrisisLine),
    updatedAt: entry.country.updatedAt.toISOString(),
  };
}

/** A safety alert for the patient's care team (staff of the clinic: the patient's real name). */
export function presentSafetyAlert(row: AlertListRow): SafetyAlert {
  const { alert } = row;
  return {
    id: alert.id,
    patient: { userid: alert.patientId, fullName: row.patientName },
    source: alert.source as SafetyAlertSource,
    signals: alert.signals as RiskSignalName[],
    excerpt: alert.excerpt,
    createdAt: alert.createdAt.toISOString(),
    acknowledgedAt: alert.acknowledgedAt?.toISOString() ?? null,
    acknowledgedBy: alert.acknowledgedBy !== null && row.acknowledgedByName !== null ? { userid: alert.acknowledgedBy, fullName: row.acknowledgedByName } : null,
  };
}
