import { eq, or, sql, type SQL } from 'drizzle-orm';
import { classes, meditations, type Db } from '@stillpoint/db';
import type { AuthContext } from '../../lib/access-tokens.js';
import { AppError } from '../../lib/app-error.js';

/**
 * Who sees which class or meditation (docs/decisions/0006-content-visibility.md). Every list and every
 * read by id of the library goes through these conditions, so a list never shows what a read by id would
 * refuse, and an item outside them answers 404 like one that does not exist.
 */
export type Viewer = Pick<AuthContext, 'userId' | 'role' | 'clinicId'>;

export const isAdminViewer = (viewer: Viewer) => viewer.role === 'admin' || viewer.role === 'masterAdmin';

/** Rows of `classes` the viewer may see; undefined means everything (administrators). */
export function visibleClasses(viewer: Viewer): SQL | undefined {
  if (isAdminViewer(viewer)) return undefined;
  if (viewer.clinicId === null) return eq(classes.shared, true);
  return or(
    eq(classes.clinicId, viewer.clinicId),
    eq(classes.shared, true),
    sql`exists (select 1 from class_clinics cc where cc.class_id = ${classes.id} and cc.clinic_id = ${viewer.clinicId})`,
  );
}

/** Rows of `meditations` the viewer may see; undefined means everything (administrators). */
export function visibleMeditations(viewer: Viewer): SQL | undefined {
  if (isAdminViewer(viewer)) return undefined;
  if (viewer.clinicId === null) return eq(meditations.shared, true);
  return or(
    eq(meditations.clinicId, viewer.clinicId),
    eq(meditations.shared, true),
    sql`exists (select 1 from meditation_clinics mc where mc.meditation_id = ${meditations.id} and mc.clinic_id = ${viewer.clinicId})`,
  );
}

/**
 * The owner whose library a studio caller edits: an administrator edits the platform library (clinic_id
 * null), a clinic account its own clinic's. Anyone else may not edit content.
 */
export function libraryOwner(viewer: Viewer): { clinicId: number | null } {
  if (isAdminViewer(viewer)) return { clinicId: null };
  if (viewer.role === 'clinic' && viewer.clinicId !== null) return { clinicId: viewer.clinicId };
  throw new AppError('FORBIDDEN');
}

/** The condition "owned by this library owner" for a table with a clinic_id column. */
export function ownedBy(column: typeof classes.clinicId | typeof meditations.clinicId, owner: { clinicId: number | null }): SQL {
  return owner.clinicId === null ? sql`${column} is null` : eq(column, owner.clinicId);
}

export type { Db };
