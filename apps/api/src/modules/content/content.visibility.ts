import { and, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { classes, meditations, sections, type Db } from '@stillpoint/db';
import type { AuthContext } from '../../lib/access-tokens.js';
import { AppError } from '../../lib/app-error.js';

/**
 * Who sees which class, meditation or section (docs/decisions/0006-content-visibility.md and
 * 0011-drafts-and-publishing.md). Every list and every read by id of the library goes through these
 * conditions, so a list never shows what a read by id would refuse, and an item outside them answers 404
 * like one that does not exist.
 *
 * Two questions, two families of conditions:
 * - listed*: what a learner finds in a list (discovery, sections, favourites, watch list, recommendations,
 *   banner reviews, the assistant's suggestions). Items the viewer may access (own clinic, shared, access
 *   rules) that are published and worth opening: a class with a content, a meditation with its audio.
 * - readable*: what may be opened by id. The same, plus the owning library's own drafts for the library
 *   itself: a clinic account previews its unpublished items on its learner pages and uses them in its
 *   studio (a section item, a Class content); administrators (the platform library's studio) read
 *   everything. Patients, employees and personal users never read a draft.
 */
export type Viewer = Pick<AuthContext, 'userId' | 'role' | 'clinicId'>;

export const isAdminViewer = (viewer: Viewer) => viewer.role === 'admin' || viewer.role === 'masterAdmin';

/** A clinic account: the one learner-page viewer that owns a library (its preview of its own drafts). */
const libraryClinicOf = (viewer: Viewer): number | null => (viewer.role === 'clinic' ? viewer.clinicId : null);

// --- the rules, each written once ------------------------------------------------------------------------

/**
 * A class learners may open: published, with at least one content in a lesson (an empty class is
 * unfinished, whatever its state). `contents_class_idx` answers the exists in one probe.
 */
export function publishedClass(): SQL {
  return and(isNotNull(classes.publishedAt), sql`exists (select 1 from contents c where c.class_id = ${classes.id})`)!;
}

/**
 * A meditation learners may play: published, with its audio. Both are plain column conditions, the
 * predicate of the partial index `meditations_popular_idx`.
 */
export function publishedMeditation(): SQL {
  return and(isNotNull(meditations.publishedAt), isNotNull(meditations.audioMediaId))!;
}

/** A section shown on the discovery home. */
export function publishedSection(): SQL {
  return isNotNull(sections.publishedAt);
}

/** Classes the viewer may access at all (owner, shared, access rules), published or not. */
function accessibleClasses(viewer: Viewer): SQL | undefined {
  if (isAdminViewer(viewer)) return undefined;
  if (viewer.clinicId === null) return eq(classes.shared, true);
  return or(
    eq(classes.clinicId, viewer.clinicId),
    eq(classes.shared, true),
    sql`exists (select 1 from class_clinics cc where cc.class_id = ${classes.id} and cc.clinic_id = ${viewer.clinicId})`,
  );
}

/** Meditations the viewer may access at all (owner, shared, access rules), published or not. */
function accessibleMeditations(viewer: Viewer): SQL | undefined {
  if (isAdminViewer(viewer)) return undefined;
  if (viewer.clinicId === null) return eq(meditations.shared, true);
  return or(
    eq(meditations.clinicId, viewer.clinicId),
    eq(meditations.shared, true),
    sql`exists (select 1 from meditation_clinics mc where mc.meditation_id = ${meditations.id} and mc.clinic_id = ${viewer.clinicId})`,
  );
}

// --- what lists show --------------------------------------------------------------------------------------

/**
 * Rows of `classes` a list shows the viewer: accessible, published, with a content. The published
 * condition stays a top-level conjunct, so the planner may use the partial `classes_popular_idx`.
 */
export function listedClasses(viewer: Viewer): SQL {
  return and(accessibleClasses(viewer), publishedClass())!;
}

/** Rows of `meditations` a list shows the viewer: accessible, published, with audio. */
export function listedMeditations(viewer: Viewer): SQL {
  return and(accessibleMeditations(viewer), publishedMeditation())!;
}

// --- what may be opened by id -----------------------------------------------------------------------------

/** Rows of `classes` the viewer may open by id; undefined means everything (administrators). */
export function readableClasses(viewer: Viewer): SQL | undefined {
  if (isAdminViewer(viewer)) return undefined;
  const library = libraryClinicOf(viewer);
  return library === null ? listedClasses(viewer) : or(eq(classes.clinicId, library), listedClasses(viewer));
}

/** Rows of `meditations` the viewer may open by id; undefined means everything (administrators). */
export function readableMeditations(viewer: Viewer): SQL | undefined {
  if (isAdminViewer(viewer)) return undefined;
  const library = libraryClinicOf(viewer);
  return library === null ? listedMeditations(viewer) : or(eq(meditations.clinicId, library), listedMeditations(viewer));
}

/**
 * Sections the viewer may open by id: the platform's and their own clinic's, published; a clinic account
 * also its own drafts (preview). Which sections the home shows is sections.read.ts's rule.
 */
export function readableSections(viewer: Viewer): SQL | undefined {
  if (isAdminViewer(viewer)) return undefined;
  if (viewer.clinicId === null) return and(isNull(sections.clinicId), publishedSection());
  const own = eq(sections.clinicId, viewer.clinicId);
  const published = and(or(isNull(sections.clinicId), own), publishedSection());
  return libraryClinicOf(viewer) === null ? published : or(own, published);
}

// --- the studio's library ---------------------------------------------------------------------------------

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
