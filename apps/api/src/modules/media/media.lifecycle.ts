import { asc, getTableName, inArray, is, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import { mediaFiles, schema, type Db } from '@stillpoint/db';
import { rows, type Tx } from '../../lib/ordering.js';

/*
 * The life of a stored file after upload (docs/decisions/0007-media-lifecycle.md). A media_files row lives
 * as long as some row references it: a replace or delete calls releaseMedia(tx, ids) inside its own
 * transaction, which deletes the rows of `ids` nothing references any more and hands their keys back; the
 * caller removes those files from storage (MediaService.removeReleased) only after the transaction has
 * committed. Rows may share a file (a duplicated class, a file picked again by id): a shared file stays
 * until its last reference goes.
 */

type Executor = Db | Tx;

/** A media row deleted by releaseMedia: its file is to be removed once the transaction has committed. */
export interface ReleasedMedia {
  id: number;
  key: string;
}

interface ForeignKey {
  table: PgTable;
  column: PgColumn;
  parent: PgTable;
  parentColumn: PgColumn;
  onDelete: string | undefined;
}

const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
const foreignKeys: ForeignKey[] = tables.flatMap((table) =>
  getTableConfig(table).foreignKeys.flatMap((fk) => {
    const reference = fk.reference();
    if (reference.columns.length !== 1) return [];
    return [{ table, column: reference.columns[0]!, parent: reference.foreignTable, parentColumn: reference.foreignColumns[0]!, onDelete: fk.onDelete }];
  }),
);

/** Every column that references media_files.id, read from the schema so that a new one cannot be forgotten. */
export const MEDIA_REFERENCES: ReadonlyArray<{ table: PgTable; column: PgColumn }> = foreignKeys
  .filter((fk) => fk.parent === mediaFiles)
  .map(({ table, column }) => ({ table, column }));

/** Tables whose rows go with a row of the key table (`on delete cascade`), by parent table. */
const cascadesFrom = new Map<PgTable, ForeignKey[]>();
for (const fk of foreignKeys) if (fk.onDelete === 'cascade') cascadesFrom.set(fk.parent, [...(cascadesFrom.get(fk.parent) ?? []), fk]);

/** A table appears at most this often on one cascade path (categories cascade to their own sub-categories). */
const MAX_VISITS = 2;

/**
 * The SELECTs of the media ids referenced by the rows of `table` that `where` picks and by every row that
 * goes with them through `on delete cascade`, as far as the cascade reaches. Branches that reach no media
 * reference are left out.
 */
function cascadeSelects(table: PgTable, where: SQL, path: PgTable[]): SQL[] {
  const selects: SQL[] = [];
  const name = sql.identifier(getTableName(table));
  for (const reference of MEDIA_REFERENCES) {
    if (reference.table !== table) continue;
    const column = sql.identifier(reference.column.name);
    selects.push(sql`select ${column} as id from ${name} where ${column} is not null and (${where})`);
  }
  for (const fk of cascadesFrom.get(table) ?? []) {
    const nextPath = [...path, fk.table];
    if (nextPath.filter((visited) => visited === fk.table).length > MAX_VISITS) continue;
    const childWhere = sql`${sql.identifier(fk.column.name)} in (select ${sql.identifier(fk.parentColumn.name)} from ${name} where ${where})`;
    selects.push(...cascadeSelects(fk.table, childWhere, nextPath));
  }
  return selects;
}

/**
 * The media ids referenced by the rows `where` picks in `table` and by everything deleting them cascades
 * to (a class: its image, its lessons' contents and resources, its stories...). Read it in the deleting
 * transaction, before the delete, and release the ids after it.
 */
export async function mediaIdsBeneath(tx: Executor, table: PgTable, where: SQL): Promise<number[]> {
  const selects = cascadeSelects(table, where, [table]);
  if (selects.length === 0) return [];
  const result = await tx.execute<{ id: number }>(sql`select distinct id from (${sql.join(selects, sql` union all `)}) as beneath`);
  return rows<{ id: number }>(result).map((row) => Number(row.id));
}

/**
 * Of `ids` (media that rows of this transaction stopped referencing), deletes the media rows nothing
 * references any more and returns them, for their files to be removed once the transaction has committed.
 * A file another row still uses is kept. The rows are locked first, so a concurrent transaction that
 * attaches one of them either commits first (and the file is kept) or waits and then fails on its foreign
 * key: a reference never ends up pointing at a removed file.
 */
export async function releaseMedia(tx: Executor, ids: Iterable<number | null | undefined>): Promise<ReleasedMedia[]> {
  const wanted = [...new Set([...ids].filter((id): id is number => typeof id === 'number'))];
  if (wanted.length === 0) return [];
  await tx.select({ id: mediaFiles.id }).from(mediaFiles).where(inArray(mediaFiles.id, wanted)).orderBy(asc(mediaFiles.id)).for('update');
  // Aliases throughout: an unqualified "id" inside a subquery would resolve against the inner table.
  const unreferenced = MEDIA_REFERENCES.map(
    ({ table, column }) =>
      sql`not exists (select 1 from ${sql.identifier(getTableName(table))} r where r.${sql.identifier(column.name)} = m.id)`,
  );
  const result = await tx.execute<{ id: number; key: string }>(
    sql`delete from media_files m where m.id in (${sql.join(wanted.map((id) => sql`${id}`), sql`, `)}) and ${sql.join(unreferenced, sql` and `)}
        returning m.id, m.key`,
  );
  return rows<ReleasedMedia>(result).map((row) => ({ id: Number(row.id), key: row.key }));
}
