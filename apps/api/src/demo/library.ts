import { randomBytes } from 'node:crypto';
import { and, inArray, like, sql } from 'drizzle-orm';
import {
  categories,
  classAuthors,
  classCategories,
  classClinics,
  classes,
  classMembers,
  clinics,
  contentFeedback,
  contentProgress,
  contents,
  favourites,
  learningTasks,
  lessons,
  mediaFiles,
  meditationAudios,
  meditationCategories,
  meditationClinics,
  meditationProgress,
  meditations,
  practiceEvents,
  ratings,
  resources,
  sectionItems,
  sections,
  sectionSettings,
  stories,
  users,
  watchList,
  type Db,
} from '@stillpoint/db';
import type { Storage } from '../adapters/storage/index.js';
import {
  CATEGORIES,
  CLASSES,
  FAVOURITES,
  LISTENS,
  MEDITATIONS,
  MEMBERSHIPS,
  PRACTICE_CARDS,
  RATINGS,
  VIDEO_URLS,
  WATCH_LIST,
  type DemoClass,
  type Owner,
  type Person,
} from './library-data.js';
import { generateSoundscape } from './media/audio.js';
import { generateCover } from './media/images.js';
import { generatePdf, type PdfBlock } from './media/pdf.js';
import { planListens, planMemberships } from './practice.js';

/**
 * The demo library: categories, classes with lessons holding a content of every type, meditations whose
 * audio really plays, tasks, resources, discovery sections, ratings, listening history, favourites and
 * watch lists, so every discovery list has something in it on first start.
 *
 * Files (WAV soundscapes, PDF guides, WebP covers) are made here by the project's own generators and written
 * through the storage port under random keys (`media/<kind>/demo/<random>.<ext>`); rows go in one transaction.
 * Idempotent: when a demo media row exists, nothing is done. Skipped when the demo accounts are absent.
 */

export const DEMO_MEDIA_PREFIX = 'media/%/demo/%';
/** The soundscapes hold nothing above 3 kHz: 16 kHz keeps them whole at under 2 MB a minute. */
export const DEMO_SAMPLE_RATE = 16_000;

export interface DemoLibraryResult {
  seeded: boolean;
  /** Why nothing was done. */
  reason?: 'already-seeded' | 'no-demo-accounts';
  milliseconds: number;
  files: number;
  bytes: number;
  counts: Record<string, number>;
  /** Where the time went, in milliseconds (generating audio, images and documents, storing, rows). */
  timings?: Record<string, number>;
}

interface MediaFile {
  /** What the seed calls it (imageKey, audioKey, documentKey). */
  name: string;
  /** Where it is stored: random. */
  key: string;
  kind: 'image' | 'audio' | 'document';
  contentType: string;
  data: Uint8Array;
  originalName: string;
  durationSeconds?: number;
  owner: Owner;
}

const emailOf = (person: Person) => `${person}@demo.stillpoint.test`;
const PEOPLE: readonly Person[] = [
  'admin',
  'clinic',
  'employee',
  'patient',
  'patient2',
  'clinic2',
  'patient3',
  'personal',
  'business',
];

export async function seedDemoLibrary(db: Db, storage: Storage): Promise<DemoLibraryResult> {
  const started = performance.now();
  const done = (result: Omit<DemoLibraryResult, 'milliseconds'>): DemoLibraryResult => ({
    ...result,
    milliseconds: Math.round(performance.now() - started),
  });

  const existing = await db
    .select({ id: mediaFiles.id })
    .from(mediaFiles)
    .where(like(mediaFiles.key, DEMO_MEDIA_PREFIX))
    .limit(1);
  if (existing.length) return done({ seeded: false, reason: 'already-seeded', files: 0, bytes: 0, counts: {} });
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, PEOPLE.map(emailOf)));
  const clinicRows = await db
    .select({ id: clinics.id, email: clinics.email })
    .from(clinics)
    .where(inArray(clinics.email, [emailOf('clinic'), emailOf('clinic2')]));
  const personId = new Map(people.map((row) => [row.email, row.id]));
  const harbor = clinicRows.find((row) => row.email === emailOf('clinic'))?.id;
  const cedar = clinicRows.find((row) => row.email === emailOf('clinic2'))?.id;
  if (!harbor || !cedar || PEOPLE.some((person) => !personId.has(emailOf(person)))) {
    return done({ seeded: false, reason: 'no-demo-accounts', files: 0, bytes: 0, counts: {} });
  }
  const idOf = (person: Person) => personId.get(emailOf(person))!;
  const clinicOf = (owner: Owner) => (owner === 'platform' ? null : owner === 'harbor' ? harbor : cedar);
  const uploaderOf = (owner: Owner) => idOf(owner === 'platform' ? 'admin' : owner === 'harbor' ? 'clinic' : 'clinic2');

  // ---- files -------------------------------------------------------------------------------------
  const timings: Record<string, number> = {};
  const files = await makeFiles(timings);
  let lap = performance.now();
  await Promise.all(files.map((file) => storage.put(file.key, file.data, file.contentType)));
  timings.store = Math.round(performance.now() - lap);
  lap = performance.now();
  const bytes = files.reduce((sum, file) => sum + file.data.length, 0);

  // ---- rows --------------------------------------------------------------------------------------
  let counts: Record<string, number> | undefined;
  try {
    counts = await insertRows();
  } catch (error) {
    await Promise.allSettled(files.map((file) => storage.delete(file.key)));
    throw error;
  }
  if (!counts) {
    // Another instance starting at the same moment seeded it first: its files are the ones in use.
    await Promise.allSettled(files.map((file) => storage.delete(file.key)));
    return done({ seeded: false, reason: 'already-seeded', files: 0, bytes: 0, counts: {} });
  }
  timings.rows = Math.round(performance.now() - lap);
  return done({ seeded: true, files: files.length, bytes, counts, timings });

  function insertRows() {
    return db.transaction(async (tx) => {
      // Keys are random, so nothing else would stop two instances starting together from both seeding.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('stillpoint.demo-library'))`);
      const seededMeanwhile = await tx.select({ id: mediaFiles.id }).from(mediaFiles).where(like(mediaFiles.key, DEMO_MEDIA_PREFIX)).limit(1);
      if (seededMeanwhile.length) return undefined;
      const mediaRows = await tx
        .insert(mediaFiles)
        .values(
          files.map((file) => ({
            key: file.key,
            kind: file.kind,
            contentType: file.contentType,
            byteSize: file.data.length,
            originalName: file.originalName,
            durationSeconds: file.durationSeconds ?? null,
            uploadedBy: uploaderOf(file.owner),
            clinicId: clinicOf(file.owner),
          })),
        )
        .returning({ id: mediaFiles.id, key: mediaFiles.key });
      const idByKey = new Map(mediaRows.map((row) => [row.key, row.id]));
      const mediaId = new Map(files.map((file) => [file.name, idByKey.get(file.key)!]));
      const media = (name: string) => mediaId.get(name)!;
      const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

      // Categories: parents first, then sub-categories.
      const categoryId = new Map<string, number>();
      for (const level of [CATEGORIES.filter((c) => !c.parent), CATEGORIES.filter((c) => c.parent)]) {
        const rows = await tx
          .insert(categories)
          .values(
            level.map((category) => ({
              clinicId: clinicOf(category.owner),
              type: category.type,
              parentId: category.parent ? categoryId.get(category.parent)! : null,
              title: category.title,
              description: category.description,
              imageMediaId: media(imageKey(category.slug)),
              sortOrder: sortWithin(CATEGORIES, category),
            })),
          )
          .returning({ id: categories.id });
        level.forEach((category, i) => categoryId.set(category.slug, rows[i]!.id));
      }

      // Classes.
      const classRows = await tx
        .insert(classes)
        .values(
          CLASSES.map((demo, i) => ({
            clinicId: clinicOf(demo.owner),
            title: demo.title,
            description: `<p>${escapeHtml(demo.description)}</p>`,
            imageMediaId: media(imageKey(demo.slug)),
            shared: demo.shared,
            featured: demo.featured ?? false,
            recommended: demo.recommended ?? false,
            popular: demo.popular ?? false,
            sortOrder: CLASSES.filter((other) => other.owner === demo.owner).indexOf(demo) + 1,
            createdBy: uploaderOf(demo.owner),
            createdAt: daysAgo(30 - i * 3),
            updatedAt: daysAgo(30 - i * 3),
            // The demo library is live content: published since it was made (decision 0011).
            publishedAt: daysAgo(30 - i * 3),
          })),
        )
        .returning({ id: classes.id });
      const classId = new Map(CLASSES.map((demo, i) => [demo.slug, classRows[i]!.id]));
      await tx
        .insert(classCategories)
        .values(
          CLASSES.flatMap((demo) =>
            demo.categories.map((slug) => ({ classId: classId.get(demo.slug)!, categoryId: categoryId.get(slug)! })),
          ),
        );
      await tx.insert(classAuthors).values(
        CLASSES.flatMap((demo) => {
          const id = classId.get(demo.slug)!;
          if (demo.owner === 'platform') return [{ classId: id, userId: idOf('admin') }];
          if (demo.owner === 'harbor')
            return [
              { classId: id, userId: idOf('clinic') },
              { classId: id, userId: idOf('employee') },
            ];
          return [{ classId: id, userId: idOf('clinic2') }];
        }),
      );
      const classAccess = CLASSES.flatMap((demo) =>
        (demo.access ?? []).map((owner) => ({ classId: classId.get(demo.slug)!, clinicId: clinicOf(owner)! })),
      );
      if (classAccess.length) await tx.insert(classClinics).values(classAccess);

      // Lessons.
      const lessonPlan = CLASSES.flatMap((demo) => demo.lessons.map((lesson, index) => ({ demo, lesson, index })));
      const lessonRows = await tx
        .insert(lessons)
        .values(
          lessonPlan.map(({ demo, lesson, index }) => ({
            classId: classId.get(demo.slug)!,
            title: lesson.title,
            description: lesson.description,
            sortOrder: index + 1,
          })),
        )
        .returning({ id: lessons.id });
      const lessonId = new Map(lessonPlan.map(({ demo, index }, i) => [`${demo.slug}#${index}`, lessonRows[i]!.id]));

      // Meditations (needed before contents: a class's audio content plays a meditation's track).
      const meditationRows = await tx
        .insert(meditations)
        .values(
          MEDITATIONS.map((demo, i) => ({
            clinicId: clinicOf(demo.owner),
            title: demo.title,
            description: `<p>${escapeHtml(demo.description)}</p>`,
            imageMediaId: media(imageKey(demo.slug)),
            audioMediaId: media(audioKey(demo.slug)),
            durationSeconds: demo.durationSeconds,
            shared: demo.shared,
            featured: demo.featured ?? false,
            recommended: demo.recommended ?? false,
            popular: demo.popular ?? false,
            sortOrder: MEDITATIONS.filter((other) => other.owner === demo.owner).indexOf(demo) + 1,
            createdBy: uploaderOf(demo.owner),
            createdAt: daysAgo(28 - i * 3),
            updatedAt: daysAgo(28 - i * 3),
            publishedAt: daysAgo(28 - i * 3),
          })),
        )
        .returning({ id: meditations.id });
      const meditationId = new Map(MEDITATIONS.map((demo, i) => [demo.slug, meditationRows[i]!.id]));
      await tx
        .insert(meditationCategories)
        .values(
          MEDITATIONS.flatMap((demo) =>
            demo.categories.map((slug) => ({ meditationId: meditationId.get(demo.slug)!, categoryId: categoryId.get(slug)! })),
          ),
        );
      const meditationAccess = MEDITATIONS.flatMap((demo) =>
        (demo.access ?? []).map((owner) => ({ meditationId: meditationId.get(demo.slug)!, clinicId: clinicOf(owner)! })),
      );
      if (meditationAccess.length) await tx.insert(meditationClinics).values(meditationAccess);
      const extras = MEDITATIONS.filter((demo) => demo.extra);
      await tx.insert(meditationAudios).values(
        extras.map((demo) => ({
          meditationId: meditationId.get(demo.slug)!,
          title: demo.extra!.title,
          mediaId: media(audioKey(`${demo.slug}-extra`)),
          durationSeconds: demo.extra!.durationSeconds,
          sortOrder: 1,
        })),
      );

      // Contents: every type across each class's lessons.
      const contentPlan = CLASSES.flatMap((demo, classIndex) =>
        planContents(demo, classIndex).map((item) => ({ ...item, demo })),
      );
      const contentRows = await tx
        .insert(contents)
        .values(
          contentPlan.map((item) => ({
            lessonId: lessonId.get(`${item.demo.slug}#${item.lesson}`)!,
            classId: classId.get(item.demo.slug)!,
            type: item.type,
            videoSource: item.videoSource ?? null,
            title: item.title,
            body: item.body ?? null,
            url: item.url ?? null,
            mediaId: item.mediaKey ? media(item.mediaKey) : null,
            targetId: item.targetClass
              ? classId.get(item.targetClass)!
              : item.targetLesson
                ? lessonId.get(item.targetLesson)!
                : null,
            durationSeconds: item.durationSeconds ?? null,
            sortOrder: item.sortOrder,
          })),
        )
        .returning({ id: contents.id });
      /** A class's contents in reading order (lesson, then position). */
      const contentsOf = new Map<string, Array<{ id: number; durationSeconds: number | undefined }>>();
      contentPlan.forEach((item, i) => {
        const list = contentsOf.get(item.demo.slug) ?? [];
        list.push({ id: contentRows[i]!.id, durationSeconds: item.durationSeconds });
        contentsOf.set(item.demo.slug, list);
      });
      const contentAt = (slug: string, n: number) => contentsOf.get(slug)![n - 1]!.id;

      // Tasks and resources.
      await tx
        .insert(learningTasks)
        .values([
          ...lessonPlan.flatMap(({ demo, lesson, index }) =>
            lesson.tasks.map((title, t) => ({ lessonId: lessonId.get(`${demo.slug}#${index}`)!, title, sortOrder: t + 1 })),
          ),
          ...MEDITATIONS.filter((demo) => demo.task).map((demo) => ({
            meditationId: meditationId.get(demo.slug)!,
            title: demo.task!,
            sortOrder: 1,
          })),
        ]);
      await tx.insert(resources).values([
        ...CLASSES.flatMap((demo) => [
          {
            classId: classId.get(demo.slug)!,
            title: `${demo.title}: printable guide`,
            description: 'Every lesson on a few pages, to print or keep.',
            mediaId: media(documentKey(demo.slug)),
            sortOrder: 1,
          },
          { classId: classId.get(demo.slug)!, title: demo.link.title, url: demo.link.url, sortOrder: 2 },
        ]),
        ...lessonPlan
          .filter(({ index }) => index === 0)
          .map(({ demo }) => ({
            lessonId: lessonId.get(`${demo.slug}#0`)!,
            title: 'Practice card',
            mediaId: media(imageKey(cardFor(CLASSES.indexOf(demo)).slug)),
            sortOrder: 1,
          })),
        ...MEDITATIONS.filter((demo) => demo.shared).map((demo) => ({
          meditationId: meditationId.get(demo.slug)!,
          title: 'Breathing exercises for stress (NHS)',
          url: 'https://www.nhs.uk/mental-health/self-help/guides-tools-and-activities/breathing-exercises-for-stress/',
          sortOrder: 1,
        })),
      ]);

      // Discovery sections: the platform's defaults and one of Harbor Clinic's own.
      const sectionPlan: Array<{ clinic: Owner; title: string; description: string; items: Array<Record<string, number>> }> = [
        {
          clinic: 'platform',
          title: 'Start here',
          description: 'New to Stillpoint? Begin with these.',
          items: [
            { classId: classId.get('breathing-basics')! },
            { meditationId: meditationId.get('gentle-arrival')! },
            { categoryId: categoryId.get('breathing')! },
          ],
        },
        {
          clinic: 'platform',
          title: 'Sleep well',
          description: 'For calmer evenings and deeper rest.',
          items: [
            { classId: classId.get('sleep-seven-nights')! },
            { meditationId: meditationId.get('body-scan-for-sleep')! },
            { lessonId: lessonId.get('sleep-seven-nights#1')! },
            { categoryId: categoryId.get('m-sleep')! },
          ],
        },
        {
          clinic: 'platform',
          title: 'Calm in a few minutes',
          description: 'Short practices for anxious moments.',
          items: [
            { meditationId: meditationId.get('anxiety-sos')! },
            { meditationId: meditationId.get('ocean-breath')! },
            { contentId: contentAt('breathing-basics', 2) },
          ],
        },
        {
          clinic: 'harbor',
          title: 'From your care team at Harbor',
          description: 'Chosen by Harbor Clinic for its patients.',
          items: [
            { classId: classId.get('harbor-recovery')! },
            { classId: classId.get('living-with-pain')! },
            { meditationId: meditationId.get('harbor-evening')! },
          ],
        },
      ];
      const sectionRows = await tx
        .insert(sections)
        .values(
          sectionPlan.map((section) => ({
            clinicId: clinicOf(section.clinic),
            title: section.title,
            description: section.description,
            sortOrder: sectionPlan.filter((other) => other.clinic === section.clinic).indexOf(section) + 1,
            publishedAt: new Date(),
          })),
        )
        .returning({ id: sections.id });
      await tx
        .insert(sectionItems)
        .values(
          sectionPlan.flatMap((section, s) =>
            section.items.map((item, i) => ({ sectionId: sectionRows[s]!.id, ...item, sortOrder: i + 1 })),
          ),
        );
      await tx.insert(sectionSettings).values({ clinicId: harbor!, defaultStatus: true }).onConflictDoNothing();

      // What people did: ratings, memberships with progress, listening, favourites, watch list, a story, feedback.
      // Ratings, memberships with progress and listening are planned as they would have happened, each with
      // its practice event (demo/practice.ts), so a patient's page lists exactly what its counters count.
      const now = new Date();
      const ratingRows = await tx
        .insert(ratings)
        .values(
          RATINGS.map((entry, i) => ({
            userId: idOf(entry.by),
            classId: 'class' in entry.target ? classId.get(entry.target.class)! : null,
            meditationId: 'meditation' in entry.target ? meditationId.get(entry.target.meditation)! : null,
            lessonId: 'lesson' in entry.target ? lessonId.get(`${entry.target.lesson[0]}#${entry.target.lesson[1] - 1}`)! : null,
            rating: entry.rating,
            review: entry.review ?? null,
            createdAt: daysAgo(14 - (i % 14)),
            updatedAt: daysAgo(14 - (i % 14)),
          })),
        )
        .returning();
      const memberships = planMemberships(
        MEMBERSHIPS.map((entry, i) => ({
          userId: idOf(entry.by),
          classId: classId.get(entry.class)!,
          contents: contentsOf.get(entry.class)!,
          completed: entry.completed,
          joinedDaysAgo: 20 - i,
          notify: i % 2 === 0,
        })),
        now,
      );
      await tx.insert(classMembers).values(memberships.members);
      await tx.insert(contentProgress).values(memberships.progress);
      const listens = planListens(
        LISTENS.map((entry, i) => ({
          userId: idOf(entry.by),
          meditationId: meditationId.get(entry.meditation)!,
          durationSeconds: MEDITATIONS.find((demo) => demo.slug === entry.meditation)!.durationSeconds,
          position: entry.position,
          plays: entry.plays,
          completions: entry.completions,
          seed: i,
        })),
        now,
      );
      await tx.insert(meditationProgress).values(listens.progress);
      const lessonClass = new Map(
        RATINGS.flatMap((entry) =>
          'lesson' in entry.target
            ? [[lessonId.get(`${entry.target.lesson[0]}#${entry.target.lesson[1] - 1}`)!, classId.get(entry.target.lesson[0])!] as const]
            : [],
        ),
      );
      await tx.insert(practiceEvents).values([
        ...memberships.events,
        ...listens.events,
        ...ratingRows.map((row) => ({
          userId: row.userId,
          kind: 'rated',
          classId: row.classId ?? (row.lessonId ? lessonClass.get(row.lessonId)! : null),
          lessonId: row.lessonId,
          meditationId: row.meditationId,
          ratingId: row.id,
          occurredAt: row.updatedAt,
          lastAt: row.updatedAt,
        })),
      ]);
      const target = (entry: { target: { class: string } | { meditation: string } | { content: [string, number] } }) => ({
        classId: 'class' in entry.target ? classId.get(entry.target.class)! : null,
        meditationId: 'meditation' in entry.target ? meditationId.get(entry.target.meditation)! : null,
        contentId: 'content' in entry.target ? contentAt(entry.target.content[0], entry.target.content[1]) : null,
      });
      await tx.insert(favourites).values(FAVOURITES.map((entry) => ({ userId: idOf(entry.by), ...target(entry) })));
      await tx
        .insert(watchList)
        .values(
          WATCH_LIST.map((entry) => ({
            userId: idOf(entry.by),
            ...target(entry),
            completedAt: entry.completed ? daysAgo(2) : null,
          })),
        );
      await tx.insert(stories).values([
        {
          classId: classId.get('breathing-basics')!,
          userId: idOf('patient'),
          mediaId: media(imageKey(PRACTICE_CARDS[0].slug)),
          caption: 'My desk reminder for the 4-6 breath. It works!',
          createdAt: daysAgo(3),
        },
        {
          classId: classId.get('breathing-basics')!,
          userId: idOf('personal'),
          caption: 'Day five of box breathing on the morning train. Feeling steadier.',
          createdAt: daysAgo(1),
        },
      ]);
      const feedbackRows = await tx
        .insert(contentFeedback)
        .values([
          {
            userId: idOf('patient'),
            meditationId: meditationId.get('body-scan-for-sleep')!,
            value: 5,
            comment: 'Very relaxed afterwards.',
            createdAt: daysAgo(6),
          },
          {
            userId: idOf('personal'),
            classId: classId.get('breathing-basics')!,
            value: 4,
            comment: 'Calmer than before.',
            createdAt: daysAgo(5),
          },
          // Harbor Clinic's own items, so its Feedback page has something to read on first start.
          {
            userId: idOf('patient'),
            classId: classId.get('harbor-recovery')!,
            value: 4,
            comment: 'Steadier after the second lesson.',
            createdAt: daysAgo(4),
          },
          {
            userId: idOf('patient2'),
            meditationId: meditationId.get('harbor-evening')!,
            value: 5,
            comment: 'Slept through the night for the first time this week.',
            createdAt: daysAgo(2),
          },
        ])
        .returning();
      await tx.insert(practiceEvents).values(
        feedbackRows.map((row) => ({
          userId: row.userId,
          kind: 'feedback',
          classId: row.classId,
          meditationId: row.meditationId,
          contentId: row.contentId,
          feedbackId: row.id,
          occurredAt: row.createdAt,
          lastAt: row.createdAt,
        })),
      );

      // Counters the popular and most-watched lists sort by, made consistent with the rows above.
      const classIds = [...classId.values()];
      const meditationIds = [...meditationId.values()];
      await tx
        .update(classes)
        .set({ memberCount: sql`(select count(*)::int from ${classMembers} where ${classMembers.classId} = ${classes.id})` })
        .where(inArray(classes.id, classIds));
      await tx
        .update(meditations)
        .set({
          playCount: sql`(select coalesce(sum(${meditationProgress.playCount}), 0)::int from ${meditationProgress} where ${meditationProgress.meditationId} = ${meditations.id})`,
        })
        .where(inArray(meditations.id, meditationIds));
      await tx
        .update(contents)
        .set({
          viewCount: sql`(select count(*)::int from ${contentProgress} where ${contentProgress.contentId} = ${contents.id} and ${contentProgress.completedAt} is not null)`,
        })
        .where(and(inArray(contents.classId, classIds)));

      return {
        media: mediaRows.length,
        categories: categoryId.size,
        classes: classId.size,
        lessons: lessonId.size,
        contents: contentRows.length,
        meditations: meditationId.size,
        meditationAudios: extras.length,
        sections: sectionRows.length,
        ratings: RATINGS.length,
        classMembers: MEMBERSHIPS.length,
        meditationProgress: LISTENS.length,
        favourites: FAVOURITES.length,
        watchList: WATCH_LIST.length,
      };
    });
  }
}


// ---- media ---------------------------------------------------------------------------------------

/*
 * Each demo file has a name the seed refers to it by (`imageKey(slug)`...) and a storage key of its own,
 * random like every upload's (`media/<kind>/demo/<24 hex digits>.<ext>`): knowing the demo's slugs says
 * nothing about where its files are (decision 0015). The `demo/` segment marks them as the demo's.
 */
export const imageKey = (slug: string) => `image:${slug}`;
export const audioKey = (slug: string) => `audio:${slug}`;
export const documentKey = (slug: string) => `document:${slug}`;
const storageKey = (kind: MediaFile['kind'], extension: string) => `media/${kind}/demo/${randomBytes(12).toString('hex')}.${extension}`;

async function makeFiles(timings: Record<string, number>): Promise<MediaFile[]> {
  const files: MediaFile[] = [];
  let lap = performance.now();
  MEDITATIONS.forEach((demo, i) => {
    const track = generateSoundscape({
      durationSeconds: demo.durationSeconds,
      seed: i + 1,
      sampleRate: DEMO_SAMPLE_RATE,
      ...demo.sound,
    });
    files.push({
      name: audioKey(demo.slug),
      key: storageKey('audio', 'wav'),
      kind: 'audio',
      contentType: 'audio/wav',
      data: track.wav,
      originalName: `${demo.slug}.wav`,
      durationSeconds: track.durationSeconds,
      owner: demo.owner,
    });
    if (demo.extra) {
      const bellsOnly = demo.extra.title.startsWith('Bells');
      const extra = generateSoundscape({
        durationSeconds: demo.extra.durationSeconds,
        seed: 100 + i,
        sampleRate: DEMO_SAMPLE_RATE,
        ...demo.sound,
        oceanLevel: bellsOnly ? 0.05 : 1,
        bellEverySeconds: bellsOnly ? 20 : 0,
      });
      files.push({
        name: audioKey(`${demo.slug}-extra`),
        key: storageKey('audio', 'wav'),
        kind: 'audio',
        contentType: 'audio/wav',
        data: extra.wav,
        originalName: `${demo.slug}-extra.wav`,
        durationSeconds: extra.durationSeconds,
        owner: demo.owner,
      });
    }
  });
  timings.audio = Math.round(performance.now() - lap);
  lap = performance.now();
  for (const demo of CLASSES) {
    files.push({
      name: documentKey(demo.slug),
      key: storageKey('document', 'pdf'),
      kind: 'document',
      contentType: 'application/pdf',
      data: await classGuide(demo),
      originalName: `${demo.slug}-guide.pdf`,
      owner: demo.owner,
    });
  }
  timings.documents = Math.round(performance.now() - lap);
  lap = performance.now();
  const images = [
    ...CLASSES.map((demo) => ({
      slug: demo.slug,
      hue: demo.hue,
      motif: demo.motif,
      owner: demo.owner,
      small: false,
    })),
    ...MEDITATIONS.map((demo) => ({
      slug: demo.slug,
      hue: demo.hue,
      motif: demo.motif,
      owner: demo.owner,
      small: false,
    })),
    ...CATEGORIES.map((demo) => ({
      slug: demo.slug,
      hue: demo.hue,
      motif: demo.motif,
      owner: demo.owner,
      small: true,
    })),
    ...PRACTICE_CARDS.map((card) => ({
      slug: card.slug,
      hue: card.hue,
      motif: card.motif,
      owner: 'platform' as Owner,
      small: false,
    })),
  ];
  const covers = await Promise.all(
    images.map((image) =>
      generateCover({
        hue: image.hue,
        motif: image.motif,
        ...(image.small ? { width: 480, height: 270 } : {}),
      }),
    ),
  );
  images.forEach((image, i) => {
    files.push({
      name: imageKey(image.slug),
      key: storageKey('image', 'webp'),
      kind: 'image',
      contentType: 'image/webp',
      data: covers[i]!.data,
      originalName: `${image.slug}.webp`,
      owner: image.owner,
    });
  });
  timings.images = Math.round(performance.now() - lap);
  return files;
}

/** The class's printable guide: every lesson's reading, steps and practices. */
function classGuide(demo: DemoClass): Promise<Uint8Array> {
  const blocks: PdfBlock[] = [{ kind: 'paragraph', text: demo.description }];
  demo.lessons.forEach((lesson, i) => {
    blocks.push({ kind: 'heading', text: `Lesson ${i + 1}: ${lesson.title}` });
    blocks.push({ kind: 'paragraph', text: lesson.text.title });
    for (const paragraph of lesson.text.paragraphs) blocks.push({ kind: 'paragraph', text: paragraph });
    for (const step of lesson.text.steps ?? []) blocks.push({ kind: 'bullet', text: step });
    blocks.push({ kind: 'paragraph', text: 'To practise this week:' });
    for (const task of lesson.tasks) blocks.push({ kind: 'bullet', text: task });
  });
  blocks.push({ kind: 'heading', text: 'A gentle reminder' });
  blocks.push({
    kind: 'paragraph',
    text: 'These practices support wellbeing and do not replace professional care. If you feel unsafe or overwhelmed, contact your clinic, your doctor or your local emergency number.',
  });
  return generatePdf({ title: demo.title, subtitle: 'Printable guide – Stillpoint', blocks, author: 'Stillpoint' });
}

// ---- contents ------------------------------------------------------------------------------------

interface PlannedContent {
  lesson: number;
  sortOrder: number;
  type: 'text' | 'document' | 'class' | 'lesson' | 'video' | 'audio' | 'image';
  videoSource?: 'vimeo' | 'youtube' | 'youtube_link';
  title: string;
  body?: string;
  url?: string;
  mediaKey?: string;
  targetClass?: string;
  targetLesson?: string;
  durationSeconds?: number;
}

const cardFor = (classIndex: number) => PRACTICE_CARDS[classIndex % PRACTICE_CARDS.length]!;

/**
 * Spreads one content of every type over a class's lessons: first lesson text, audio and image; second
 * text, document, YouTube and Vimeo videos; third (or the second, in two-lesson classes) a YouTube link,
 * a link to a related class and one back to the first lesson. Every other lesson opens with its reading.
 */
function planContents(demo: DemoClass, classIndex: number): PlannedContent[] {
  const practice = MEDITATIONS.find((meditation) => meditation.slug === demo.practice)!;
  const related = CLASSES.find((other) => other.slug === demo.related)!;
  const card = cardFor(classIndex);
  const lastLesson = demo.lessons.length - 1;
  const byLesson: Array<Array<Omit<PlannedContent, 'lesson' | 'sortOrder'>>> = demo.lessons.map((lesson) => [
    { type: 'text', title: lesson.text.title, body: textHtml(lesson.text) },
  ]);
  byLesson[0]!.push(
    {
      type: 'audio',
      title: `Practice: ${practice.title}`,
      body: 'Find a comfortable position and press play.',
      mediaKey: audioKey(practice.slug),
      durationSeconds: practice.durationSeconds,
    },
    { type: 'image', title: card.title, body: 'Save this card as a reminder.', mediaKey: imageKey(card.slug) },
  );
  byLesson[1]!.push(
    { type: 'document', title: `${demo.title}: printable guide`, mediaKey: documentKey(demo.slug) },
    {
      type: 'video',
      videoSource: 'youtube',
      title: 'A five-minute guided meditation',
      url: VIDEO_URLS.youtube,
      durationSeconds: 300,
    },
    { type: 'video', videoSource: 'vimeo', title: 'A short film to pause with', url: VIDEO_URLS.vimeo, durationSeconds: 60 },
  );
  byLesson[lastLesson]!.push(
    {
      type: 'video',
      videoSource: 'youtube_link',
      title: 'Watch on YouTube: meditation you can do anywhere',
      url: VIDEO_URLS.youtube,
    },
    { type: 'class', title: `Continue with ${related.title}`, targetClass: related.slug },
    { type: 'lesson', title: `Revisit: ${demo.lessons[0]!.title}`, targetLesson: `${demo.slug}#0` },
  );
  return byLesson.flatMap((items, lesson) => items.map((item, i) => ({ ...item, lesson, sortOrder: i + 1 })));
}

function textHtml(text: { paragraphs: readonly string[]; steps?: readonly string[] }): string {
  const paragraphs = text.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('');
  const steps = text.steps?.length ? `<ol>${text.steps.map((step) => `<li>${escapeHtml(step)}</li>`).join('')}</ol>` : '';
  return paragraphs + steps;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function sortWithin<T extends { owner: Owner; type: string; parent?: string }>(all: readonly T[], item: T): number {
  return (
    all.filter((other) => other.owner === item.owner && other.type === item.type && other.parent === item.parent).indexOf(item) +
    1
  );
}
