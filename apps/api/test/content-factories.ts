import {
  categories,
  classCategories,
  classClinics,
  classes,
  contents,
  lessons,
  meditationClinics,
  meditations,
  type Db,
} from '@stillpoint/db';

/**
 * Library rows straight into the database, for tests that need content without going through the studio
 * API. `clinicId` null (the default) is the platform library.
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
    })
    .returning();
  if (options.categoryIds?.length)
    await db.insert(classCategories).values(options.categoryIds.map((categoryId) => ({ classId: row!.id, categoryId })));
  if (options.accessClinicIds?.length)
    await db.insert(classClinics).values(options.accessClinicIds.map((clinicId) => ({ classId: row!.id, clinicId })));
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
    audioMediaId?: number;
    accessClinicIds?: number[];
  } = {},
) {
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
      audioMediaId: options.audioMediaId ?? null,
    })
    .returning();
  if (options.accessClinicIds?.length)
    await db.insert(meditationClinics).values(options.accessClinicIds.map((clinicId) => ({ meditationId: row!.id, clinicId })));
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
