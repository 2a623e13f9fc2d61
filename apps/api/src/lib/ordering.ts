import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@stillpoint/db';
import { fieldError } from './app-error.js';

/**
 * Ordered lists (sections, categories, classes, lessons, contents, tasks, ...): every list keeps a gapless
 * 1..n `sort_order`. Each change to a list runs inside a transaction that first takes an advisory lock for
 * that one list, so concurrent reorders, inserts and deletes of the same list apply one after the other and
 * never leave duplicates or gaps; different lists do not wait for each other.
 */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface OrderedList {
  /** The table, as SQL (e.g. sql`lessons`). Table and column names are code, never input. */
  table: SQL;
  /** The condition selecting this one list (e.g. sql`class_id = ${classId}`). */
  scope: SQL;
  /** A stable name of the list for the lock (e.g. `lessons:class:12`). */
  lockKey: string;
  /** The order column; `sort_order` unless the spec names it otherwise (tasks: `task_order`). */
  column?: SQL;
}

const orderColumn = (list: OrderedList): SQL => list.column ?? sql`sort_order`;

/** Takes the list's lock for the rest of the transaction. */
export async function lockList(tx: Tx, list: OrderedList): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${list.lockKey}))`);
}

/** The order a new item appended to the list gets (call after lockList, in the same transaction). */
export async function nextOrder(tx: Tx, list: OrderedList): Promise<number> {
  const result = await tx.execute<{ next: number }>(
    sql`select coalesce(max(${orderColumn(list)}), 0)::int + 1 as next from ${list.table} where ${list.scope}`,
  );
  return Number(rows<{ next: number }>(result)[0]?.next ?? 1);
}

/**
 * Rewrites the list's order to 1..n. `orderedIds` puts those items first, in that order; items of the list
 * it does not name keep their relative order after them. An id that is not in the list is refused (422 on
 * `field`), so nobody reorders another list's (or another tenant's) items through this one.
 */
export async function rewriteOrder(tx: Tx, list: OrderedList, orderedIds: readonly number[] = [], field = 'content'): Promise<number[]> {
  await lockList(tx, list);
  const current = rows<{ id: number }>(
    await tx.execute<{ id: number }>(sql`select id from ${list.table} where ${list.scope} order by ${orderColumn(list)}, id for update`),
  ).map((row) => Number(row.id));
  const known = new Set(current);
  const seen = new Set<number>();
  for (const id of orderedIds) {
    if (!known.has(id)) throw fieldError('VALIDATION', field, `Item ${id} is not in this list`);
    if (seen.has(id)) throw fieldError('VALIDATION', field, `Item ${id} appears twice`);
    seen.add(id);
  }
  const finalOrder = [...orderedIds, ...current.filter((id) => !seen.has(id))];
  if (finalOrder.length === 0) return finalOrder;
  const ids = sql.join(
    finalOrder.map((id) => sql`${id}`),
    sql`, `,
  );
  // One statement: the position of each id in the array is its new order.
  await tx.execute(
    sql`update ${list.table} set ${orderColumn(list)} = array_position(array[${ids}]::int[], id)
        where ${list.scope} and ${orderColumn(list)} is distinct from array_position(array[${ids}]::int[], id)`,
  );
  return finalOrder;
}

/** Closes the gaps after a delete (call in the delete's transaction, which must take lockList before deleting). */
export async function compactOrder(tx: Tx, list: OrderedList): Promise<void> {
  await rewriteOrder(tx, list);
}

/** The rows of a raw `execute` result, whichever driver answered. */
export function rows<T>(result: unknown): T[] {
  // node-postgres answers { rows }, PGlite answers { rows } too; drizzle passes them through.
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}
