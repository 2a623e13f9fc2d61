import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessons, type Db } from '@stillpoint/db';
import { createTestDb } from '../../test/harness.js';
import { createClass, createLesson } from '../../test/content-factories.js';
import { compactOrder, nextOrder, rewriteOrder, type OrderedList } from './ordering.js';

let db: Db;
let close: () => Promise<void>;
beforeAll(async () => ({ db, close } = await createTestDb()));
afterAll(() => close());

const lessonsOf = (classId: number): OrderedList => ({
  table: sql`lessons`,
  scope: sql`class_id = ${classId}`,
  lockKey: `lessons:class:${classId}`,
});
const orderOf = async (classId: number) =>
  (await db.select({ id: lessons.id, sortOrder: lessons.sortOrder }).from(lessons).where(sql`class_id = ${classId}`).orderBy(lessons.sortOrder)).map(
    (row) => [row.id, row.sortOrder],
  );

describe('ordered lists', () => {
  it('appends with the next order and rewrites to 1..n with the named items first', async () => {
    const klass = await createClass(db);
    const a = await createLesson(db, klass.id, { sortOrder: 1 });
    const b = await createLesson(db, klass.id, { sortOrder: 2 });
    const c = await createLesson(db, klass.id, { sortOrder: 7 });
    expect(await db.transaction((tx) => nextOrder(tx, lessonsOf(klass.id)))).toBe(8);
    await db.transaction((tx) => rewriteOrder(tx, lessonsOf(klass.id), [c.id, a.id]));
    expect(await orderOf(klass.id)).toEqual([
      [c.id, 1],
      [a.id, 2],
      [b.id, 3],
    ]);
  });

  it('refuses an id from another list or twice the same id, and changes nothing', async () => {
    const mine = await createClass(db);
    const other = await createClass(db);
    const a = await createLesson(db, mine.id, { sortOrder: 1 });
    const foreign = await createLesson(db, other.id, { sortOrder: 1 });
    await expect(db.transaction((tx) => rewriteOrder(tx, lessonsOf(mine.id), [foreign.id]))).rejects.toMatchObject({ code: 'VALIDATION' });
    await expect(db.transaction((tx) => rewriteOrder(tx, lessonsOf(mine.id), [a.id, a.id]))).rejects.toMatchObject({ code: 'VALIDATION' });
    expect(await orderOf(mine.id)).toEqual([[a.id, 1]]);
  });

  it('closes gaps after a delete', async () => {
    const klass = await createClass(db);
    const a = await createLesson(db, klass.id, { sortOrder: 1 });
    const b = await createLesson(db, klass.id, { sortOrder: 2 });
    const c = await createLesson(db, klass.id, { sortOrder: 3 });
    await db.transaction(async (tx) => {
      await tx.delete(lessons).where(sql`id = ${b.id}`);
      await compactOrder(tx, lessonsOf(klass.id));
    });
    expect(await orderOf(klass.id)).toEqual([
      [a.id, 1],
      [c.id, 2],
    ]);
  });

  it('keeps a gapless 1..n order under concurrent reorders and appends', async () => {
    const klass = await createClass(db);
    const ids: number[] = [];
    for (let i = 1; i <= 5; i++) ids.push((await createLesson(db, klass.id, { sortOrder: i })).id);
    const list = lessonsOf(klass.id);
    await Promise.all([
      ...Array.from({ length: 8 }, (_, n) =>
        db.transaction((tx) => rewriteOrder(tx, list, n % 2 ? [...ids].reverse() : [ids[n % 5]!])),
      ),
      ...Array.from({ length: 4 }, () =>
        db.transaction(async (tx) => {
          const order = await (async () => {
            await rewriteOrder(tx, list);
            return nextOrder(tx, list);
          })();
          await tx.insert(lessons).values({ classId: klass.id, title: 'appended', sortOrder: order });
        }),
      ),
    ]);
    const orders = (await orderOf(klass.id)).map(([, order]) => order);
    expect(orders).toEqual(Array.from({ length: 9 }, (_, i) => i + 1));
  });
});
