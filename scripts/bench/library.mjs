// A generated content library for benchmarks: thousands of classes, lessons, contents and meditations,
// inserted in a few bulk INSERT ... SELECT generate_series statements (seconds, not minutes).
//
//   node scripts/bench/library.mjs --size large --data-dir <DATA_DIR>/db   PGlite data directory (no server running on it)
//   DATABASE_URL=postgres://... node scripts/bench/library.mjs --size small
//
// Sizes: large = 10,000 classes, 30,000 lessons, 100,000 contents, 2,000 meditations;
//        small = 100 classes, 300 lessons, 1,000 contents, 20 meditations (same shape, for "costs the same").
// The database must be migrated (start the server once). It is idempotent: a second run does nothing.
// Rows are owned by the platform library (40 %) and by the clinics that exist, spread evenly; about half of
// the clinic rows are shared. Media rows point at keys with no file (the bench never fetches media).
// Counters (member_count, play_count, view_count) are spread synthetically over 0..500 so "popular" and
// "most watched" lists have a realistic order; membership, rating and progress rows exist for the
// existing users only.
//
// Also used as a module by scripts/bench.mjs: generateLibrary(query, { size }) where query(text) returns rows.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

export const SIZES = {
  large: { classes: 10_000, lessonsPerClass: 3, contents: 100_000, meditations: 2_000, classCategories: 20, meditationCategories: 10 },
  small: { classes: 100, lessonsPerClass: 3, contents: 1_000, meditations: 20, classCategories: 20, meditationCategories: 10 },
};

const MARKER = 'media/image/bench/1.webp';

/**
 * Inserts the library. `query(text)` runs one SQL statement and resolves to its rows (PGlite or pg).
 * Returns counts and seconds; does nothing when a bench library is already there.
 */
export async function generateLibrary(query, { size = 'large', log = () => {} } = {}) {
  const plan = SIZES[size];
  if (!plan) throw new Error(`unknown size ${size} (large or small)`);
  const started = Date.now();
  const [{ n: already }] = await query(`select count(*)::int as n from media_files where key = '${MARKER}'`);
  if (already) return { skipped: true, seconds: 0 };

  const clinicIds = (await query('select id from clinics order by id')).map((row) => row.id);
  const userIds = (await query('select id from users order by id')).map((row) => row.id);
  const array = (ids) => (ids.length ? `array[${ids.join(',')}]::int[]` : 'array[]::int[]');
  /** The owner of generated row g: platform for 40 %, otherwise the clinics in turn. */
  const owner = (g) => (clinicIds.length ? `case when ${g} % 10 < 4 then null else (${array(clinicIds)})[1 + ${g} % ${clinicIds.length}] end` : 'null');
  const base = async (table) => (await query(`select coalesce(max(id), 0)::int as id from ${table}`))[0].id;
  const step = async (label, text) => {
    const at = Date.now();
    await query(text);
    log(`  ${label} (${((Date.now() - at) / 1000).toFixed(1)} s)`);
  };

  await query('begin');
  try {
    // Media rows (no files): 100 images, 20 audios, 10 documents.
    await step(
      'media',
      `insert into media_files (key, kind, content_type, byte_size, original_name, duration_seconds)
       select 'media/image/bench/' || g || '.webp', 'image', 'image/webp', 24000, 'cover-' || g || '.webp', null::int from generate_series(1, 100) g
       union all select 'media/audio/bench/' || g || '.wav', 'audio', 'audio/wav', 2646044, 'track-' || g || '.wav', 60 + g * 30 from generate_series(1, 20) g
       union all select 'media/document/bench/' || g || '.pdf', 'document', 'application/pdf', 16000, 'guide-' || g || '.pdf', null from generate_series(1, 10) g`,
    );
    const media = await query(`select id, kind from media_files where key like 'media/%/bench/%' order by id`);
    const images = array(media.filter((m) => m.kind === 'image').map((m) => m.id));
    const audios = array(media.filter((m) => m.kind === 'audio').map((m) => m.id));
    const documents = array(media.filter((m) => m.kind === 'document').map((m) => m.id));

    // Categories: platform class categories, meditation categories with two sub-categories each.
    const categoryBase = await base('categories');
    await step(
      'categories',
      `insert into categories (clinic_id, type, title, description, image_media_id, sort_order)
       select null::int, 'class', 'Bench topic ' || g, 'Generated category', (${images})[1 + g % 100], g from generate_series(1, ${plan.classCategories}) g
       union all select null, 'meditation', 'Bench mood ' || g, 'Generated category', (${images})[1 + g % 100], g from generate_series(1, ${plan.meditationCategories}) g`,
    );
    await step(
      'sub-categories',
      `insert into categories (clinic_id, type, parent_id, title, image_media_id, sort_order)
       select null, 'meditation', c.id, c.title || ' / ' || s, c.image_media_id, s
       from categories c cross join generate_series(1, 2) s where c.id > ${categoryBase} and c.type = 'meditation'`,
    );
    const classCategoryIds = array((await query(`select id from categories where id > ${categoryBase} and type = 'class' order by id`)).map((r) => r.id));
    const meditationCategoryIds = array((await query(`select id from categories where id > ${categoryBase} and type = 'meditation' order by id`)).map((r) => r.id));

    // Classes, their categories and lessons.
    const classBase = await base('classes');
    await step(
      `${plan.classes} classes`,
      // One class in twenty is a draft (published_at null), as in a library being worked on.
      `insert into classes (clinic_id, title, description, image_media_id, shared, featured, recommended, popular, sort_order, member_count, created_at, updated_at, published_at)
       select ${owner('g')}, 'Bench class ' || g, '<p>A generated class number ' || g || ' for the benchmark.</p>', (${images})[1 + g % 100],
              g % 10 < 4 or g % 2 = 0, g % 50 = 0, g % 40 = 1, g % 30 = 2, g, (g * 7919) % 500,
              now() - make_interval(mins => g), now() - make_interval(mins => g),
              case when g % 20 = 7 then null else now() - make_interval(mins => g) end
       from generate_series(1, ${plan.classes}) g`,
    );
    await step(
      'class categories',
      `insert into class_categories (class_id, category_id)
       select id, (${classCategoryIds})[1 + id % ${plan.classCategories}] from classes where id > ${classBase}
       union all select id, (${classCategoryIds})[1 + (id / 3) % ${plan.classCategories}] from classes where id > ${classBase} and id % 3 = 0 and (id / 3) % ${plan.classCategories} <> id % ${plan.classCategories}`,
    );
    if (clinicIds.length > 1) {
      await step(
        'access rules',
        `insert into class_clinics (class_id, clinic_id)
         select c.id, (${array(clinicIds)})[1 + (c.id + 1) % ${clinicIds.length}] from classes c
         where c.id > ${classBase} and c.clinic_id is not null and c.id % 5 = 0 and (${array(clinicIds)})[1 + (c.id + 1) % ${clinicIds.length}] <> c.clinic_id`,
      );
    }
    const lessonBase = await base('lessons');
    await step(
      `${plan.classes * plan.lessonsPerClass} lessons`,
      `insert into lessons (class_id, title, description, sort_order)
       select c.id, 'Lesson ' || s || ' of ' || c.title, 'A generated lesson.', s
       from classes c cross join generate_series(1, ${plan.lessonsPerClass}) s where c.id > ${classBase} order by c.id, s`,
    );

    // Contents: spread evenly over the new lessons, every type and video source represented.
    await step(
      `${plan.contents} contents`,
      `with l as (select id, class_id, (row_number() over (order by id) - 1)::int as rn from lessons where id > ${lessonBase}),
            n as (select count(*)::int as c from l),
            g as (select g, (array['text','audio','video','document','image','text','video','class','lesson','video'])[1 + g % 10] as type from generate_series(0, ${plan.contents - 1}) g)
       insert into contents (lesson_id, class_id, type, video_source, title, body, url, media_id, target_id, duration_seconds, sort_order, view_count)
       select l.id, l.class_id, g.type,
              case when g.type = 'video' then (array['youtube','vimeo','youtube_link'])[1 + (g.g / 10) % 3] end,
              'Bench content ' || g.g,
              case when g.type = 'text' then '<p>Generated reading ' || g.g || '.</p>' end,
              case when g.type = 'video' then 'https://www.youtube.com/watch?v=inpok4MKVLM' end,
              case g.type when 'audio' then (${audios})[1 + g.g % 20] when 'document' then (${documents})[1 + g.g % 10] when 'image' then (${images})[1 + g.g % 100] end,
              case g.type when 'class' then l.class_id when 'lesson' then l.id end,
              case when g.type in ('audio', 'video') then 60 + g.g % 600 end,
              g.g / n.c + 1, ((g.g::bigint * 104729) % 500)::int
       from g cross join n join l on l.rn = g.g % n.c`,
    );

    // Meditations with categories, some extra audios.
    const meditationBase = await base('meditations');
    await step(
      `${plan.meditations} meditations`,
      `insert into meditations (clinic_id, title, description, image_media_id, audio_media_id, duration_seconds, shared, featured, recommended, popular, sort_order, play_count, created_at, updated_at, published_at)
       select ${owner('g')}, 'Bench meditation ' || g, '<p>A generated meditation.</p>', (${images})[1 + g % 100], (${audios})[1 + g % 20], 60 + (g % 20) * 30,
              g % 10 < 4 or g % 2 = 0, g % 50 = 0, g % 40 = 1, g % 30 = 2, g, (g * 7919) % 500,
              now() - make_interval(mins => g), now() - make_interval(mins => g),
              case when g % 20 = 7 then null else now() - make_interval(mins => g) end
       from generate_series(1, ${plan.meditations}) g`,
    );
    await step(
      'meditation categories and audios',
      `with m as (select id from meditations where id > ${meditationBase}),
            cats as (insert into meditation_categories (meditation_id, category_id)
                     select id, (${meditationCategoryIds})[1 + id % array_length(${meditationCategoryIds}, 1)] from m returning 1)
       insert into meditation_audios (meditation_id, title, media_id, duration_seconds, sort_order)
       select id, 'More audio', (${audios})[1 + (id + 7) % 20], 120, 1 from m where id % 4 = 0`,
    );

    // Sections: five platform sections and two per clinic, ten items each.
    const sectionBase = await base('sections');
    await step(
      'sections',
      `insert into sections (clinic_id, title, description, sort_order, published_at)
       select null::int, 'Bench section ' || s, 'Generated section', s, now() from generate_series(1, 5) s
       ${clinicIds.map((id) => `union all select ${id}, 'Bench clinic section ' || s, 'Generated section', s, now() from generate_series(1, 2) s`).join(' ')}`,
    );
    await step(
      'section items',
      `insert into section_items (section_id, class_id, meditation_id, sort_order)
       select s.id,
              case when i % 2 = 1 then (select id from classes where id > ${classBase} order by id offset ((s.id * 37 + i) % ${plan.classes}) limit 1) end,
              case when i % 2 = 0 then (select id from meditations where id > ${meditationBase} order by id offset ((s.id * 11 + i) % ${plan.meditations}) limit 1) end,
              i
       from sections s cross join generate_series(1, 10) i where s.id > ${sectionBase}`,
    );

    // What the existing users did: ratings with reviews, memberships, listening.
    if (userIds.length) {
      await step(
        'ratings, members, listening',
        `with r as (
           insert into ratings (user_id, class_id, rating, review)
           select u, c.id, 1 + (c.id + u) % 5, case when c.id % 3 = 0 then 'Generated review ' || c.id end
           from classes c cross join unnest(${array(userIds)}) u where c.id > ${classBase} and (c.id + u) % 10 = 0 returning 1),
         m as (
           insert into class_members (class_id, user_id, joined_at)
           select c.id, u, now() - make_interval(hours => c.id % 500) from classes c cross join unnest(${array(userIds)}) u
           where c.id > ${classBase} and (c.id * 3 + u) % 25 = 0 returning 1)
         insert into meditation_progress (meditation_id, user_id, position_seconds, listened_seconds, play_count, completed_count)
         select m.id, u, m.id % 60, m.duration_seconds, 1 + m.id % 4, m.id % 3 from meditations m cross join unnest(${array(userIds)}) u
         where m.id > ${meditationBase} and (m.id + u) % 20 = 0`,
      );
    }
    await query('commit');
  } catch (error) {
    await query('rollback');
    throw error;
  }
  // Fresh statistics, so the planner sees the real sizes at once.
  await query('analyze');
  const counts = {};
  for (const table of ['classes', 'lessons', 'contents', 'meditations', 'categories', 'ratings', 'class_members', 'section_items']) {
    counts[table] = (await query(`select count(*)::int as n from ${table}`))[0].n;
  }
  return { skipped: false, seconds: (Date.now() - started) / 1000, counts };
}

async function main() {
  const { values } = parseArgs({ options: { size: { type: 'string', default: 'large' }, 'data-dir': { type: 'string' } } });
  let query;
  let close;
  if (process.env.DATABASE_URL && !values['data-dir']) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    query = async (text) => (await client.query(text)).rows;
    close = () => client.end();
  } else {
    if (!values['data-dir']) throw new Error('give --data-dir <DATA_DIR>/db (PGlite) or set DATABASE_URL');
    const { PGlite } = await import('@electric-sql/pglite');
    const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
    const db = await PGlite.create({ dataDir: path.resolve(values['data-dir']), extensions: { btree_gist } });
    query = async (text) => (await db.query(text)).rows;
    close = () => db.close();
  }
  try {
    const result = await generateLibrary(query, { size: values.size, log: (line) => console.log(line) });
    if (result.skipped) console.log('A bench library is already there: nothing done.');
    else console.log(`Bench library (${values.size}) generated in ${result.seconds.toFixed(1)} s:`, result.counts);
  } finally {
    await close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
