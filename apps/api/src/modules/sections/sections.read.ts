import { and, asc, isNull, sql } from 'drizzle-orm';
import { sections, type Db } from '@stillpoint/db';
import type { SectionItem } from '@stillpoint/contracts';
import { publishedSection, type Viewer } from '../content/content.visibility.js';
import { presentItem } from './sections.presenter.js';
import { createSectionsRepository } from './sections.repository.js';

export interface HomeSection<Item = SectionItem> {
  id: number;
  title: string;
  description: string | null;
  items: Item[];
}

/** Loads the items the viewer may see of the given sections, in order, each with its section id. */
export type HomeItemsLoader<Item extends { sectionId: number }> = (sectionIds: number[]) => Promise<Item[]>;

/**
 * The sections of a viewer's discovery home, in order, each with the items the viewer may see (two
 * queries whatever the number of sections and items).
 *
 * Which sections (our reading of section_settings.default_status, spec section 7 "default status"; drafts
 * are decision 0011):
 * - a person of a clinic sees the clinic's published sections; while the clinic has no published section of
 *   its own, they see the platform's published default sections instead, unless the clinic switched its
 *   default status off (no settings row counts as on). Draft sections show to nobody but their studio.
 * - personal users (no clinic) and administrators see the platform's published default sections.
 * Sections left without any item the viewer may see (published and complete) are left out.
 *
 * Items come as the sections studio presents them (learners' items), unless the caller brings its own loader
 * (the discovery home selects card fields: images and durations).
 */
export function activeSectionsFor(db: Db, viewer: Viewer): Promise<HomeSection[]>;
export function activeSectionsFor<Item extends { sectionId: number }>(
  db: Db,
  viewer: Viewer,
  loadItems: HomeItemsLoader<Item>,
): Promise<HomeSection<Item>[]>;
export async function activeSectionsFor(
  db: Db,
  viewer: Viewer,
  loadItems: HomeItemsLoader<{ sectionId: number }> = studioItems(db, viewer),
): Promise<HomeSection<{ sectionId: number }>[]> {
  const clinicId = viewer.role === 'admin' || viewer.role === 'masterAdmin' ? null : viewer.clinicId;
  const which =
    clinicId === null
      ? isNull(sections.clinicId)
      : sql`(${sections.clinicId} = ${clinicId} or (${sections.clinicId} is null
          and not exists (select 1 from sections own where own.clinic_id = ${clinicId} and own.published_at is not null)
          and coalesce((select ss.default_status from section_settings ss where ss.clinic_id = ${clinicId}), true)))`;
  const rows = await db
    .select({ id: sections.id, title: sections.title, description: sections.description })
    .from(sections)
    .where(and(publishedSection(), which))
    .orderBy(asc(sections.sortOrder), asc(sections.id));
  if (rows.length === 0) return [];
  const items = await loadItems(rows.map((row) => row.id));
  const bySection = new Map<number, Array<{ sectionId: number }>>();
  for (const item of items) {
    const list = bySection.get(item.sectionId) ?? [];
    list.push(item);
    bySection.set(item.sectionId, list);
  }
  return rows.flatMap((row) => {
    const sectionItems = bySection.get(row.id);
    return sectionItems ? [{ ...row, items: sectionItems }] : [];
  });
}

/** The studio's items select with the learners' rule, presented as the studio shows them. */
function studioItems(db: Db, viewer: Viewer): HomeItemsLoader<SectionItem> {
  return async (sectionIds) =>
    (await createSectionsRepository(db).items(db, viewer, { sectionIds, reader: 'learner' })).map(presentItem);
}
