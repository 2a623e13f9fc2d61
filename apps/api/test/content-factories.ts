import {
  categories,
  classCategories,
  classClinics,
  classes,
  contents,
  lessons,
  mediaFiles,
  meditationClinics,
  meditations,
  type Db,
} from '@stillpoint/db';

/**
 * Library rows straight into the database, for tests that need content without going through the studio
 * API. `clinicId` null (the default) is the platform library.
 *
 * They model existing, live content: classes and meditations are published unless `published: false`
 * (decision 0011), and a meditation gets an audio file row unless `audioMediaId: null`. Learners see a
 * published class only once it holds a content (createClassWithLessons, or createLesson + createContent).
 */
let sequence = 0;
const next = () => ++sequence;

export async function createCategory(
  db: Db,
  options: { clinicId?: number | null; type?: 'class' | 'meditation'; parentId?: number; title?: string } = {},
) {
  const [row] = await db
    .insert(categories)
    .values({
      clinicId: options.clinicId ?? null,
      type: options.type ?? 'class',
      parentId: options.parentId ?? null,
      title: options.title ?? `Category ${next()}`,
    })
    .returning();
  return row!;
}

export async function createClass(
  db: Db,
  options: {
    clinicId?: number | null;
    shared?: boolean;
    featured?: boolean;
    recommended?: boolean;
    popular?: boolean;
    title?: string;
    categoryIds?: number[];
    /** Clinics given access besides the owner. */
    accessClinicIds?: number[];
    /** false: a draft (only its library's studio sees it). */
    published?: boolean;
    /**
     * Give it one lesson holding one text content, what learners need to see a published class: for
     * tests about who sees a class, which build no lessons of their own.
     */
    withContent?: boolean;
  } = {},
) {
  const [row] = await db
    .insert(classes)
    .values({
      clinicId: options.clinicId ?? null,
      title: options.title ?? `Class ${next()}`,
      shared: options.shared ?? false,
      featured: options.featured ?? false,
      recommended: options.recommended ?? false,
      popular: options.popular ?? false,
      publishedAt: options.published === false ? null : new Date(),
    })
    .returning();
  if (options.categoryIds?.length)
    await db.insert(classCategories).values(options.categoryIds.map((categoryId) => ({ classId: row!.id, categoryId })));
  if (options.accessClinicIds?.length)
    await db.insert(classClinics).values(options.accessClinicIds.map((clinicId) => ({ classId: row!.id, clinicId })));
  if (options.withContent) await createContent(db, await createLesson(db, row!.id));
  return row!;
}

export async function createLesson(db: Db, classId: number, options: { title?: string; sortOrder?: number } = {}) {
  const [row] = await db
    .insert(lessons)
    .values({ classId, title: options.title ?? `Lesson ${next()}`, sortOrder: options.sortOrder ?? 1 })
    .returning();
  return row!;
}

export async function createContent(
  db: Db,
  lesson: { id: number; classId: number },
  options: {
    type?: 'text' | 'document' | 'class' | 'lesson' | 'video' | 'audio' | 'image';
    videoSource?: 'vimeo' | 'soundcloud' | 'video' | 'youtube' | 'youtube_link';
    title?: string;
    body?: string;
    url?: string;
    mediaId?: number;
    sortOrder?: number;
    durationSeconds?: number;
  } = {},
) {
  const [row] = await db
    .insert(contents)
    .values({
      lessonId: lesson.id,
      classId: lesson.classId,
      type: options.type ?? 'text',
      videoSource: options.videoSource ?? null,
      title: options.title ?? `Content ${next()}`,
      body: options.body ?? (options.type === undefined || options.type === 'text' ? '<p>Breathe in, breathe out.</p>' : null),
      url: options.url ?? null,
      mediaId: options.mediaId ?? null,
      durationSeconds: options.durationSeconds ?? null,
      sortOrder: options.sortOrder ?? 1,
    })
    .returning();
  return row!;
}

export async function createMeditation(
  db: Db,
  options: {
    clinicId?: number | null;
    shared?: boolean;
    featured?: boolean;
    recommended?: boolean;
    popular?: boolean;
    title?: string;
    durationSeconds?: number;
    /** The audio's media row; by default a row is made for it (no file in storage), null for none. */
    audioMediaId?: number | null;
    accessClinicIds?: number[];
    /** false: a draft (only its library's studio sees it). */
    published?: boolean;
  } = {},
) {
  const audioMediaId = options.audioMediaId === undefined ? (await createAudioMedia(db, options.clinicId ?? null)).id : options.audioMediaId;
  const [row] = await db
    .insert(meditations)
    .values({
      clinicId: options.clinicId ?? null,
      title: options.title ?? `Meditation ${next()}`,
      shared: options.shared ?? false,
      featured: options.featured ?? false,
      recommended: options.recommended ?? false,
      popular: options.popular ?? false,
      durationSeconds: options.durationSeconds ?? 300,
      audioMediaId,
      publishedAt: options.published === false ? null : new Date(),
    })
    .returning();
  if (options.accessClinicIds?.length)
    await db.insert(meditationClinics).values(options.accessClinicIds.map((clinicId) => ({ meditationId: row!.id, clinicId })));
  return row!;
}

/** A media_files row of an audio (the row only: nothing is written to storage). */
export async function createAudioMedia(db: Db, clinicId: number | null = null) {
  const n = next();
  const [row] = await db
    .insert(mediaFiles)
    .values({ key: `media/audio/test/factory-${n}-${Date.now()}.wav`, kind: 'audio', contentType: 'audio/wav', byteSize: 44, durationSeconds: 300, clinicId })
    .returning();
  return row!;
}

/** A class with `lessonCount` lessons of `contentsPerLesson` text contents each, in order 1..n. */
export async function createClassWithLessons(
  db: Db,
  options: Parameters<typeof createClass>[1] & { lessonCount?: number; contentsPerLesson?: number } = {},
) {
  const klass = await createClass(db, options);
  const lessonRows = [];
  for (let l = 1; l <= (options.lessonCount ?? 2); l++) {
    const lesson = await createLesson(db, klass.id, { sortOrder: l });
    const contentRows = [];
    for (let c = 1; c <= (options.contentsPerLesson ?? 2); c++) contentRows.push(await createContent(db, lesson, { sortOrder: c }));
    lessonRows.push({ ...lesson, contents: contentRows });
  }
  return { ...klass, lessons: lessonRows };
}
