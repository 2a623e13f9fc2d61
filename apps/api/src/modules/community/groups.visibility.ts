import { eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { groups } from '@stillpoint/db';

/*
 * Which groups a person is in the audience of (decision 0035), in one place for the groups module and the
 * media route (a group's cover, a post's images): a patient their clinic's and the platform's, a personal
 * user the platform's, an employee and a clinic account their clinic's, administrators every group.
 */

export type GroupAudience = { all: true } | { clinicId: number | null; platform: boolean };

export function audienceOf(person: { role: string; clinicId: number | null }): GroupAudience {
  if (person.role === 'admin' || person.role === 'masterAdmin') return { all: true };
  if (person.role === 'clinic' || person.role === 'employee') return { clinicId: person.clinicId, platform: false };
  if (person.role === 'patient') return { clinicId: person.clinicId, platform: true };
  return { clinicId: null, platform: true };
}

/**
 * The rows of an audience, as a condition on their clinic column (`groups.clinic_id` unless another is named,
 * e.g. a challenge's: challenges follow the same rule); undefined: every row.
 */
export function audienceCondition(audience: GroupAudience, clinicColumn: PgColumn = groups.clinicId): SQL | undefined {
  if ('all' in audience) return undefined;
  const own = audience.clinicId !== null ? eq(clinicColumn, audience.clinicId) : undefined;
  const platform = audience.platform ? isNull(clinicColumn) : undefined;
  return or(own, platform) ?? sql`false`;
}
