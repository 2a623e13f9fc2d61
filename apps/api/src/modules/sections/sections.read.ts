import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { sections, type Db } from '@stillpoint/db';
import type { SectionItem } from '@stillpoint/contracts';
import type { Viewer } from '../content/content.visibility.js';
import { presentItem } from './sections.presenter.js';
import { createSectionsRepository } from './sections.repository.js';

export interface HomeSection {
  id: number;
  title: string;
  description: string | null;
  items: SectionItem[];
}

/**
 * The sections of a viewer's discovery home, in order, each with the items the viewer may see (two
 * queries whatever the number of sections and items).
 *
 * Which sections (our reading of section_settings.default_status, spec section 7 "default status"):
 * - a person of a clinic sees the clinic's active sections; while the clinic has no active section of its
 *   own, they see the platform's active default sections instead, unless the clinic switched its default
 *   status off (no settings row counts as on). The same flag is the status new sections of the clinic
 *   start with, so a clinic that builds its sections inactive and publishes them by hand turns both off.
 * - personal users (no clinic) and administrators see the platform's active default sections.
 * Sections left without any item the viewer may see are left out.
 */
export async function activeSectionsFor(db: Db, viewer: Viewer): Promise<HomeSection[]> {
  const clinicId = viewer.role === 'admin' || viewer.role === 'masterAdmin' ? null : viewer.clinicId;
  const which =
    clinicId === null
      ? isNull(sections.clinicId)
      : sql`(${sections.clinicId} = ${clinicId} or (${sections.clinicId} is null
          and not exists (select 1 from sections own where own.clinic_id = ${clinicId} and own.active)
          and coalesce((select ss.default_status from section_settings ss where ss.clinic_id = ${clinicId}), true)))`;
  const rows = await db
    .select({ id: sections.id, title: sections.title, description: sections.description })
    .from(sections)
    .where(and(eq(sections.active, true), which))
    .orderBy(asc(sections.sortOrder), asc(sections.id));
  if (rows.length === 0) return [];
  const items = await createSectionsRepository(db).items(db, viewer, { sectionIds: rows.map((row) => row.id) });
  const bySection = new Map<number, SectionItem[]>();
  for (const item of items) {
    const list = bySection.get(item.sectionId) ?? [];
    list.push(presentItem(item));
    bySection.set(item.sectionId, list);
  }
  return rows.flatMap((row) => {
    const sectionItems = bySection.get(row.id);
    return sectionItems ? [{ ...row, items: sectionItems }] : [];
  });
}
