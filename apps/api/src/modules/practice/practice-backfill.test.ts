import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, defaultMigrationsFolder, practiceEvents, userTasks, type DbHandle } from '@stillpoint/db';
import { dropDatabaseOnceClosed } from '../../../test/harness.js';

/*
 * The hand-written part of the patient-record migration (decision 0012): the practice history carried over
 * from the aggregates kept before it, and `from_care` for tasks the care team gave. The database is migrated
 * up to the migration before it, filled the old way, then migrated to the end.
 */

const MARKER = 'Hand-written (decision 0012)';
const folder = defaultMigrationsFolder();
const journal = JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as { entries: Array<{ tag: string }> };
const backfillIndex = journal.entries.findIndex((entry) =>
  readFileSync(path.join(folder, `${entry.tag}.sql`), 'utf8').includes(MARKER),
);

let handle: DbHandle;
let before: string;
let cleanup: () => Promise<void> = async () => undefined;

beforeAll(async () => {
  expect(backfillIndex, 'the migration holding the backfill').toBeGreaterThan(0);
  // The migrations before the backfill's, in a folder of their own.
  before = mkdtempSync(path.join(tmpdir(), 'stillpoint-migrations-'));
  cpSync(folder, before, { recursive: true });
  const kept = new Set(journal.entries.slice(0, backfillIndex).map((entry) => `${entry.tag}.sql`));
  for (const file of readdirSync(before)) if (file.endsWith('.sql') && !kept.has(file)) rmSync(path.join(before, file));
  writeFileSync(
    path.join(before, 'meta/_journal.json'),
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, backfillIndex) }),
  );
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `stillpoint_backfill_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    handle = await createDb({ databaseUrl: url.toString(), poolSize: 2 });
    cleanup = async () => {
      await dropDatabaseOnceClosed(admin, name);
      await admin.end();
    };
  } else {
    handle = await createDb();
  }
  await migrateWith(before);
}, 120_000);

/** Migrates the open database with the migrations of a folder (the ones it has not applied yet). */
async function migrateWith(migrationsFolder: string) {
  if (handle.kind === 'postgres') await migratePg(handle.db as never, { migrationsFolder });
  else await migratePglite(handle.db as never, { migrationsFolder });
}

afterAll(async () => {
  await handle?.close();
  await cleanup();
  rmSync(before, { recursive: true, force: true });
});

const run = (statement: string) => handle.db.execute(sql.raw(statement));
const one = async (statement: string) => ((await run(statement)) as unknown as { rows: Array<Record<string, unknown>> }).rows[0]!;

describe('the practice history carried over by the migration', () => {
  it('turns the aggregates into events: exact where a time was kept, one approximate summary where not', async () => {
    await run(`insert into clinics (name, email) values ('Backfill clinic', 'backfill@x.test')`);
    const { id: clinicId } = await one(`select id from clinics where email = 'backfill@x.test'`);
    await run(
      `insert into users (role, roleid, full_name, email, clinic_id) values
        ('patient', 5, 'Pat Before', 'pat@x.test', ${clinicId}), ('employee', 6, 'Emma Before', 'emma@x.test', ${clinicId})`,
    );
    const { id: patient } = await one(`select id from users where email = 'pat@x.test'`);
    const { id: employee } = await one(`select id from users where email = 'emma@x.test'`);
    await run(`insert into classes (title, clinic_id) values ('Old class', ${clinicId})`);
    const { id: classId } = await one(`select id from classes where title = 'Old class'`);
    await run(`insert into lessons (class_id, title) values (${classId}, 'Old lesson')`);
    const { id: lessonId } = await one(`select id from lessons where class_id = ${classId}`);
    await run(`insert into contents (lesson_id, class_id, type, title) values (${lessonId}, ${classId}, 'text', 'Old text')`);
    const { id: contentId } = await one(`select id from contents where lesson_id = ${lessonId}`);
    await run(`insert into meditations (title, clinic_id, duration_seconds) values ('Old calm', ${clinicId}, 300)`);
    const { id: meditationId } = await one(`select id from meditations where title = 'Old calm'`);

    await run(
      `insert into class_members (class_id, user_id, joined_at, completed_at) values (${classId}, ${patient}, '2026-01-02T10:00:00Z', '2026-01-09T10:00:00Z')`,
    );
    await run(
      `insert into content_progress (content_id, user_id, class_id, watched_seconds, completed_at, updated_at)
       values (${contentId}, ${patient}, ${classId}, 240, '2026-01-05T10:00:00Z', '2026-01-06T10:00:00Z')`,
    );
    await run(
      `insert into meditation_progress (meditation_id, user_id, listened_seconds, play_count, completed_count, last_completed_at, updated_at)
       values (${meditationId}, ${patient}, 1500, 6, 5, '2026-01-20T08:00:00Z', '2026-01-21T08:00:00Z')`,
    );
    await run(
      `insert into ratings (user_id, lesson_id, rating, review, updated_at) values (${patient}, ${lessonId}, 4, 'Good', '2026-01-07T10:00:00Z')`,
    );
    await run(
      `insert into content_feedback (user_id, content_id, value, created_at) values (${patient}, ${contentId}, 5, '2026-01-08T10:00:00Z')`,
    );
    await run(
      `insert into user_tasks (user_id, title, task_order, assigned_by) values (${patient}, 'Given', 1, ${employee}), (${patient}, 'Own', 2, null)`,
    );

    await migrateWith(folder);

    const events = await handle.db.select().from(practiceEvents).orderBy(asc(practiceEvents.kind), asc(practiceEvents.id));
    const summary = events.map((event) => [
      event.kind,
      event.quantity,
      event.seconds,
      event.approximate,
      event.occurredAt.toISOString(),
    ]);
    expect(summary).toEqual([
      ['class_completed', 1, 0, false, '2026-01-09T10:00:00.000Z'],
      ['class_joined', 1, 0, false, '2026-01-02T10:00:00.000Z'],
      ['content_completed', 1, 0, false, '2026-01-05T10:00:00.000Z'],
      // Seconds watched without a time of their own: one summary at the progress row's last change.
      ['content_watched', 1, 240, true, '2026-01-06T10:00:00.000Z'],
      ['feedback', 1, 0, false, '2026-01-08T10:00:00.000Z'],
      // Five completions, only the last one's time kept: one approximate summary.
      ['meditation_completed', 5, 0, true, '2026-01-20T08:00:00.000Z'],
      ['meditation_played', 6, 1500, true, '2026-01-21T08:00:00.000Z'],
      ['rated', 1, 0, false, '2026-01-07T10:00:00.000Z'],
    ]);
    // Items: a lesson's rating and a content's feedback carry their class.
    expect(events.find((event) => event.kind === 'rated')).toMatchObject({ lessonId, classId, ratingId: expect.any(Number) });
    expect(events.find((event) => event.kind === 'feedback')).toMatchObject({
      contentId,
      classId,
      feedbackId: expect.any(Number),
    });
    expect(events.every((event) => event.userId === patient)).toBe(true);

    const tasks = await handle.db.select().from(userTasks).orderBy(asc(userTasks.taskOrder));
    expect(tasks.map((task) => [task.title, task.fromCare])).toEqual([
      ['Given', true],
      ['Own', false],
    ]);
  });
});
