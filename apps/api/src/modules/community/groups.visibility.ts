import { eq, isNull, or, sql, type SQL } from 'drizzle-orm';
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

/** The groups of an audience, as a condition on `groups` (undefined: every group). */
export function audienceCondition(audience: GroupAudience): SQL | undefined {
  if ('all' in audience) return undefined;
  const own = audience.clinicId !== null ? eq(groups.clinicId, audience.clinicId) : undefined;
  const platform = audience.platform ? isNull(groups.clinicId) : undefined;
  return or(own, platform) ?? sql`false`;
}
