import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints, endpoints, FEATURE_GROUPS, roleAllowed, type Endpoint, type MediaKind, type Role } from '@stillpoint/contracts';
import {
  businessQuestions,
  learningTasks,
  meditationCategories,
  sectionItems,
  sections,
  taskCategories,
  users,
} from '@stillpoint/db';
import { createCategory, createClass, createContent, createLesson, createMeditation } from '../../test/content-factories.js';
import { endpointInputs, readIdPool, type IdPool } from '../../test/catalogue-inputs.js';
import { assignPatient, createClinic, createUser, FACTORY_PASSWORD, login } from '../../test/factories.js';
import { createTestApp, multipartBody, type TestApp } from '../../test/harness.js';
import { makePdf, makeWav, TINY_PNG } from '../../test/media-fixtures.js';

/**
 * No patient or personal user ever receives another patient's or personal user's identity (decision 0010).
 * Other patients (of the caller's clinic and of another) and personal users write reviews and ratings, share
 * stories with media, sign, join classes, keep favourites, give feedback; the caller's therapist and clinic
 * give tasks. Then every endpoint of the catalogue the caller's role may call is called with valid inputs
 * built from its schema and the seeded ids (test/catalogue-inputs.ts), and no answer may hold another such
 * person's full name, e-mail, username or avatar. Endpoints added later are walked without a new test; an
 * endpoint for which no valid input can be built fails the walk (teach catalogue-inputs.ts its field).
 */

let t: TestApp;
afterAll(() => t?.close());

const unique = `${process.pid}${Date.now().toString(36)}`;
const VALID_FILE: Record<MediaKind, { filename: string; contentType: string; data: Buffer }> = {
  image: { filename: 'walk.png', contentType: 'image/png', data: TINY_PNG },
  audio: { filename: 'walk.wav', contentType: 'audio/wav', data: makeWav(0.05) },
  document: { filename: 'walk.pdf', contentType: 'application/pdf', data: makePdf() },
  video: {
    filename: 'walk.mp4',
    contentType: 'video/mp4',
    data: Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(64)]),
  },
};

interface Person {
  user: typeof users.$inferSelect;
  token: string;
}

/** A person with a distinctive name, username and e-mail, logged in, with an uploaded avatar. */
async function person(kind: Parameters<typeof createUser>[1], fullName: string, clinicId?: number): Promise<Person> {
  const handle = `${fullName.toLowerCase().replace(/[^a-z]+/g, '')}${unique}`;
  let user = await createUser(t.db, kind, { fullName, username: handle, ...(clinicId ? { clinicId } : {}) });
  await t.db
    .update(users)
    .set({ email: `${handle}@walk.test` })
    .where(eq(users.id, user.id));
  user = { ...user, email: `${handle}@walk.test` };
  const token = (await login(t, user)).accessToken;
  const avatar = await t.upload(endpoints.frontAccountImage, VALID_FILE.image, token);
  expect(avatar.status, JSON.stringify(avatar.body)).toBe(200);
  const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
  return { user: row!, token };
}

async function ok(response: Promise<{ status: number; body: unknown }>) {
  const { status, body } = await response;
  expect([200, 201], JSON.stringify(body)).toContain(status);
  return body as { data: { id: number } };
}

let harborId: number;
let others: Person[];
let team: { employee: Person; clinic: Person };
/** What other people must appear as to the walkers: proof that their reviews and stories were reached. */
let peerNames: string[];

/** Everything people do that another person might read: seeded once, walked by each caller. */
beforeAll(async () => {
  t = await createTestApp();
  const harbor = await createClinic(t.db, `Harbor ${unique}`);
  const cedar = await createClinic(t.db, `Cedar ${unique}`);
  harborId = harbor.id;

  const zora = await person('patient', 'Zora Quillfeather', harbor.id);
  const lark = await person('patient', 'Octavia Brindlewood', harbor.id);
  await t.call(endpoints.frontAccountUpdate, { displayNameChoice: 'custom', displayName: 'Morning Lark' }, lark.token);
  const hidden = await person('patient', 'Barnaby Thistlewaite', harbor.id);
  await t.call(endpoints.frontAccountUpdate, { displayNameChoice: 'anonymous' }, hidden.token);
  const ignatius = await person('patient', 'Ignatius Brackwater', cedar.id);
  const marisol = await person('personal', 'Marisol Fenwick', undefined);
  const tobias = await person('business', 'Tobias Quarrington', undefined);
  await t.call(endpoints.frontAccountUpdate, { displayNameChoice: 'custom', displayName: 'Tide Watcher' }, tobias.token);
  others = [zora, lark, hidden, ignatius, marisol, tobias];
  peerNames = ['Zora Q.', 'Morning Lark', 'Anonymous', 'Ignatius B.', 'Marisol F.', 'Tide Watcher'];
  team = {
    employee: await person('employee', 'Henrietta Vale', harbor.id),
    clinic: await person('clinic', `Harbor Team ${unique}`, harbor.id),
  };

  // A shared library everybody sees, Harbor's own class, and Cedar's class shared with everyone.
  const classCategory = await createCategory(t.db, { type: 'class', title: 'Breathing' });
  const categoryIds = [classCategory.id];
  const shared = await createClass(t.db, {
    shared: true,
    title: 'Shared breathing',
    featured: true,
    recommended: true,
    popular: true,
    categoryIds,
  });
  const harborClass = await createClass(t.db, { clinicId: harbor.id, title: 'Harbor recovery', categoryIds });
  const cedarClass = await createClass(t.db, { clinicId: cedar.id, shared: true, title: 'Cedar pacing', categoryIds });
  const lessons = [];
  for (const klass of [shared, harborClass, cedarClass]) {
    const lesson = await createLesson(t.db, klass.id, { title: `${klass.title} lesson` });
    await createContent(t.db, lesson, { type: 'text', sortOrder: 1 });
    await createContent(t.db, lesson, {
      type: 'video',
      videoSource: 'youtube',
      url: 'https://www.youtube.com/watch?v=abcdefghijk',
      sortOrder: 2,
    });
    await t.db.insert(learningTasks).values({ lessonId: lesson.id, title: 'Breathe for a minute' });
    lessons.push({ ...lesson, classId: klass.id });
  }
  const meditation = await createMeditation(t.db, { shared: true, title: 'Shared calm', recommended: true, popular: true });
  const harborMeditation = await createMeditation(t.db, { clinicId: harbor.id, title: 'Harbor calm' });
  await t.db.insert(learningTasks).values({ meditationId: meditation.id, title: 'Notice three sounds' });
  const meditationCategory = await createCategory(t.db, { type: 'meditation', title: 'Calm' });
  await t.db
    .insert(meditationCategories)
    .values([meditation, harborMeditation].map((m) => ({ meditationId: m.id, categoryId: meditationCategory.id })));
  const [taskCategory] = await t.db.insert(taskCategories).values({ title: 'Evenings', clinicId: null }).returning();
  const [section] = await t.db.insert(sections).values({ title: 'Walk section', clinicId: null }).returning();
  await t.db.insert(sectionItems).values([
    { sectionId: section!.id, classId: shared.id },
    { sectionId: section!.id, meditationId: meditation.id },
  ]);
  await t.db.insert(businessQuestions).values({ question: 'What brings you here?' });

  const contentIds = async (classId: number) =>
    ((await t.call(endpoints.frontDiscoveryClassDetail, { class_id: classId }, zora.token)).body.data?.lessons ?? []).flatMap(
      (lesson) => lesson.contents.map((c) => c.id),
    );

  // What other people do: everything someone else could read back.
  for (const [index, other] of others.entries()) {
    const own = other.user.clinicId === harbor.id ? [shared, harborClass, cedarClass] : [shared, cedarClass];
    for (const klass of own) {
      await ok(
        t.call(
          endpoints.frontAddReview,
          { data_id: klass.id, data_type: 'classes', review: `Helpful class, says ${index}`, rating: 5 },
          other.token,
        ),
      );
      await ok(t.call(endpoints.frontDiscoveryJoinClass, { class_id: klass.id }, other.token));
      await ok(
        t.form(
          endpoints.frontAddStory,
          { class_id: klass.id, caption: `My practice ${index}` },
          [{ field: 'media', ...VALID_FILE.image }],
          other.token,
        ),
      );
      await ok(t.call(endpoints.frontSignature, { user_sign: other.user.fullName, class_id: klass.id }, other.token));
      await ok(t.call(endpoints.frontFavorite, { data_id: klass.id, type: 'class' }, other.token));
      await ok(t.call(endpoints.frontAddToWatch, { data_id: klass.id, type: 'class' }, other.token));
      await ok(
        t.call(endpoints.frontFeedbackValue, { data_id: klass.id, type: 'class', value: 4, comment: 'Lighter' }, other.token),
      );
      for (const id of await contentIds(klass.id))
        await ok(t.call(endpoints.frontDiscoveryCompleteLessonContent, { content_id: id }, other.token));
    }
    for (const lesson of lessons.filter((l) => own.some((klass) => klass.id === l.classId))) {
      await ok(
        t.call(
          endpoints.frontAddReview,
          { data_id: lesson.id, data_type: 'lessons', review: `Good lesson ${index}`, rating: 5 },
          other.token,
        ),
      );
    }
    const meditations = other.user.clinicId === harbor.id ? [meditation, harborMeditation] : [meditation];
    for (const m of meditations) {
      await ok(
        t.call(
          endpoints.frontAddReview,
          { data_id: m.id, data_type: 'meditations', review: `So calming ${index}`, rating: 5 },
          other.token,
        ),
      );
      await ok(t.call(endpoints.frontDiscoveryListenTime, { meditation_id: m.id, time_listen_duration: 60 }, other.token));
      await ok(t.call(endpoints.frontDiscoveryCompleteMeditation, { meditation_id: m.id }, other.token));
    }
    await ok(
      t.call(endpoints.tasksCreate, { title: `Own task of ${other.user.fullName}`, cat_id: taskCategory!.id }, other.token),
    );
  }
  // The team writes too (team members are shown by their professional name).
  await ok(
    t.call(
      endpoints.frontAddReview,
      { data_id: shared.id, data_type: 'classes', review: 'A class I recommend', rating: 5 },
      team.employee.token,
    ),
  );
  await ok(
    t.call(
      endpoints.clinicAddReview,
      { data_id: harborClass.id, data_type: 'classes', review: 'Made for our patients', rating: 5 },
      team.clinic.token,
    ),
  );

  // Live sessions (decision 0032): Harbor's class, full with a waitlist, that Harbor's other patients take part in.
  const liveStart = new Date(Date.now() + 7 * 86_400_000);
  liveStart.setUTCMinutes(0, 0, 0);
  const live = await ok(
    t.call(
      endpoints.clinicLiveClassAdd,
      {
        title: 'Harbor live movement',
        start: liveStart.toISOString(),
        end: new Date(liveStart.getTime() + 3_600_000).toISOString(),
        timeZone: 'UTC',
        capacity: 2,
        host_id: team.employee.user.id,
      },
      team.clinic.token,
    ),
  );
  for (const other of others.filter((o) => o.user.clinicId === harbor.id)) {
    await ok(t.call(endpoints.liveClassJoin, { class_id: live.data.id }, other.token));
  }

  // Groups (decision 0035): Harbor's group and a platform group, where the others post, comment and like.
  const admin = await createUser(t.db, 'admin');
  const adminToken = (await login(t, admin)).accessToken;
  const harborGroup = await ok(t.form(endpoints.clinicGroupsAddGroup, { title: 'Harbor circle' }, [{ field: 'image', ...VALID_FILE.image }], team.clinic.token));
  const platformGroup = await ok(t.form(endpoints.adminGroupsAddGroup, { title: 'Everyone circle' }, [], adminToken));
  const groupsFor = (someone: Person) => (someone.user.clinicId === harbor.id ? [harborGroup, platformGroup] : someone.user.role === 'employee' ? [] : [platformGroup]);
  for (const other of others) {
    for (const group of groupsFor(other)) {
      await ok(t.call(endpoints.groupJoin, { group_id: group.data.id }, other.token));
      const post = await ok(t.form(endpoints.postCreate, { group_id: group.data.id, data: `Shared in the circle` }, [{ field: 'images', ...VALID_FILE.image }], other.token));
      await ok(t.call(endpoints.commentAdd, { post_id: post.data.id, comment: `More from the circle` }, other.token));
      await ok(t.call(endpoints.postLike, { post_id: post.data.id }, other.token));
    }
  }

  // Challenges (decision 0036): Harbor's and the platform's, running, where the others check in and comment.
  const today = new Date().toISOString().slice(0, 10);
  const span = { start: new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10), end: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10) };
  const harborChallenge = await ok(t.form(endpoints.clinicChallengesAddChallenge, { title: 'Harbor sleep', daily_goal: 'Lights out by eleven', ...span }, [{ field: 'trophy', ...VALID_FILE.image }], team.clinic.token));
  const platformChallenge = await ok(t.form(endpoints.adminChallengesAddChallenge, { title: 'Daily walk', daily_goal: 'Walk twenty minutes', ...span, goal_days: 1 }, [{ field: 'trophy', ...VALID_FILE.image }], adminToken));
  await ok(t.form(endpoints.adminChallengesAddGalleryImage, { type: 'trophy' }, [{ field: 'image', ...VALID_FILE.image }], adminToken));
  const challengesFor = (someone: Person) => (someone.user.clinicId === harbor.id ? [harborChallenge, platformChallenge] : someone.user.role === 'employee' ? [] : [platformChallenge]);
  for (const other of others) {
    for (const challenge of challengesFor(other)) {
      await ok(t.call(endpoints.challengeJoin, { id: challenge.data.id }, other.token));
      await ok(t.call(endpoints.challengeDidIt, { id: challenge.data.id, day: today }, other.token));
      await ok(t.call(endpoints.challengeSubmitComment, { id: challenge.data.id, comment: 'Done for today' }, other.token));
    }
  }

  // Events (decision 0037): Harbor's, with an image, and an online platform event, that the others join.
  const eventStart = new Date(Date.now() + 5 * 86_400_000);
  const eventSpan = { start: eventStart.toISOString(), end: new Date(eventStart.getTime() + 2 * 3_600_000).toISOString(), time_zone: 'Europe/Lisbon' };
  const harborEvent = await ok(t.form(endpoints.clinicEventsAddEvent, { title: 'Harbor open day', location: 'Harbor studio', ...eventSpan }, [{ field: 'image', ...VALID_FILE.image }], team.clinic.token));
  const platformEvent = await ok(t.form(endpoints.adminEventsAddEvent, { title: 'Everyone webinar', online_url: 'https://meet.example.org/everyone', ...eventSpan }, [], adminToken));
  const eventsFor = (someone: Person) => (someone.user.clinicId === harbor.id ? [harborEvent, platformEvent] : [platformEvent]);
  for (const other of others) {
    for (const event of eventsFor(other)) await ok(t.call(endpoints.eventJoin, { id: event.data.id }, other.token));
  }

  // Billing (decisions 0038, 0039): a package per audience with every feature (the package gates features:
  // the walk needs them all); the others' subscriptions, invoices and packages must never reach a walker.
  const everyTab = (tabsKey: string) => FEATURE_GROUPS.find((group) => group.tabsKey === tabsKey)!.tabs.map((tab) => tab.key);
  const allFeatures = { user_tabs: everyTab('user_tabs'), patient_tabs: everyTab('patient_tabs'), clinics_tabs: everyTab('clinics_tabs') };
  const plans = { personal: 0, business: 0, clinic: 0 };
  for (const audience of ['personal', 'business', 'clinic'] as const) {
    const added = await ok(
      t.call(endpoints.adminAddPackage, { title: `${audience} plan`, audience, price: 1500, currency: 'EUR', billing_period: 'monthly', trial_days: 7, features: allFeatures }, adminToken),
    );
    plans[audience] = added.data.id;
  }
  await ok(t.call(endpoints.accountUpgradePlan, { package_id: plans.personal }, marisol.token));
  await ok(t.call(endpoints.accountUpgradePlan, { package_id: plans.business }, tobias.token));
  await ok(t.call(endpoints.accountUpgradePlan, { package_id: plans.clinic }, team.clinic.token));
  const sessions = await ok(t.call(endpoints.clinicAddServicePackage, { title: 'Four sessions', sessions: 4, price: 32_000, currency: 'EUR' }, team.clinic.token));
  const billed = [zora, lark, hidden].map((other) => other.user.id);
  for (const userid of billed) await ok(t.call(endpoints.clinicAddInvoice, { userid, package_id: sessions.data.id }, team.clinic.token));
  for (const other of [marisol, tobias]) {
    await ok(t.call(endpoints.adminAddInvoice, { userid: other.user.id, lines: [{ description: 'Workshop seat', quantity: 1, unit_amount: 4000 }] }, adminToken));
  }

  // What the walkers themselves have, so that their own lists answer data too.
  for (const walker of await walkers()) {
    if (walker.user.roleid === 3) {
      await ok(t.call(endpoints.accountUpgradePlan, { package_id: plans.personal }, walker.token));
      await ok(t.call(endpoints.adminAddInvoice, { userid: walker.user.id, lines: [{ description: 'My workshop seat', quantity: 1, unit_amount: 4000 }], paid: true, payment_method: 'card' }, adminToken));
    }
    if (walker.user.role === 'patient') {
      await ok(t.call(endpoints.clinicAddInvoice, { userid: walker.user.id, package_id: sessions.data.id, paid: true, payment_method: 'cash' }, team.clinic.token));
    }
    for (const challenge of challengesFor(walker)) {
      await ok(t.call(endpoints.challengeJoin, { id: challenge.data.id }, walker.token));
      await ok(t.call(endpoints.challengeDidIt, { id: challenge.data.id, day: today }, walker.token));
      await ok(t.call(endpoints.challengeSubmitComment, { id: challenge.data.id, comment: 'Mine too' }, walker.token));
    }
    for (const event of eventsFor(walker)) await ok(t.call(endpoints.eventJoin, { id: event.data.id }, walker.token));
    for (const group of groupsFor(walker)) {
      await ok(t.call(endpoints.groupJoin, { group_id: group.data.id }, walker.token));
      await ok(t.call(endpoints.groupFavourite, { group_id: group.data.id }, walker.token));
      const post = await ok(t.form(endpoints.postCreate, { group_id: group.data.id, data: 'My own post' }, [], walker.token));
      await ok(t.call(endpoints.commentAdd, { post_id: post.data.id, comment: 'My own comment' }, walker.token));
    }
    const visible = walker.user.clinicId === harbor.id ? [shared, harborClass, cedarClass] : [shared, cedarClass];
    for (const klass of visible) {
      await ok(t.call(endpoints.frontDiscoveryJoinClass, { class_id: klass.id }, walker.token));
      await ok(t.call(endpoints.frontFavorite, { data_id: klass.id, type: 'class' }, walker.token));
      await ok(t.call(endpoints.frontAddToWatch, { data_id: klass.id, type: 'class' }, walker.token));
      await ok(
        t.form(
          endpoints.frontAddStory,
          { class_id: klass.id, caption: 'Mine' },
          [{ field: 'media', ...VALID_FILE.image }],
          walker.token,
        ),
      );
    }
    await ok(
      t.call(
        endpoints.frontAddReview,
        { data_id: meditation.id, data_type: 'meditations', review: 'My own words', rating: 4 },
        walker.token,
      ),
    );
    await ok(
      t.call(endpoints.frontDiscoveryListenTime, { meditation_id: meditation.id, time_listen_duration: 30 }, walker.token),
    );
    await ok(t.call(endpoints.frontChatText, { message: 'I would like to relax' }, walker.token));
    const task = await ok(
      t.call(endpoints.tasksCreate, { title: 'Evening walk', ask_final_feelings: true, cat_id: taskCategory!.id }, walker.token),
    );
    await ok(t.call(endpoints.tasksUpdateLogs, { task_id: task.data.id, note: 'Felt good' }, walker.token));
    if (walker.user.role === 'patient') {
      await ok(t.call(endpoints.liveClassJoin, { class_id: live.data.id }, walker.token));
      await assignPatient(t.db, team.employee.user, walker.user);
      await ok(
        t.call(endpoints.employeeAssignTask, { userid: walker.user.id, title: 'Breathing before bed' }, team.employee.token),
      );
      await ok(t.call(endpoints.clinicAssignTask, { userid: walker.user.id, title: 'Write a worry list' }, team.clinic.token));
      await ok(
        t.call(
          endpoints.employeeCreateAssignment,
          { userid: walker.user.id, title: 'Week one', tasks: [{ title: 'Settle in' }, { title: 'Notice' }] },
          team.employee.token,
        ),
      );
    }
  }
}, 240_000);

let walkerCache: Person[] | undefined;
async function walkers(): Promise<Person[]> {
  walkerCache ??= [await person('patient', 'Walker Patient', harborId), await person('personal', 'Walker Personal')];
  return walkerCache;
}

/** What must never reach the walker about the other people: full names, e-mails, usernames, avatar files. */
function forbiddenStrings(): Array<{ what: string; value: string }> {
  return others.flatMap(({ user }) => [
    { what: `${user.fullName}'s full name`, value: user.fullName },
    { what: `${user.fullName}'s e-mail`, value: user.email },
    { what: `${user.fullName}'s username`, value: user.username! },
    { what: `${user.fullName}'s avatar`, value: user.avatarUrl! },
  ]);
}

/** Endpoints that end or change the session, or remove what the walker made, go last. */
const goesLast = (endpoint: Endpoint) => /delete|remove|leave|unfavou?rite|logout|upgrade|password/i.test(endpoint.path);

interface WalkResult {
  walked: number;
  answered: string[];
  withData: string[];
  neverOk: string[];
  noInput: string[];
  leaks: string[];
  seen: string;
}

const hasData = (data: unknown) =>
  Array.isArray(data)
    ? data.length > 0
    : data !== null && data !== undefined && (typeof data !== 'object' || Object.keys(data).length > 0);

async function walk(walker: Person, role: Role): Promise<WalkResult> {
  const pool: IdPool = await readIdPool(t.db);
  const hints = {
    email: walker.user.email,
    password: FACTORY_PASSWORD,
    username: walker.user.username!,
    fullName: walker.user.fullName,
  };
  const forbidden = forbiddenStrings();
  let token = walker.token;
  const result: WalkResult = { walked: 0, answered: [], withData: [], neverOk: [], noInput: [], leaks: [], seen: '' };
  const reachable = allEndpoints.filter((endpoint) => endpoint.audience === 'front' && roleAllowed(endpoint, role));
  const ordered = [...reachable.filter((e) => !goesLast(e)), ...reachable.filter(goesLast)];

  const send = (endpoint: Endpoint, input: Record<string, unknown>) => {
    const headers = { authorization: `Bearer ${token}` };
    if (endpoint.multipart) {
      const files = endpoint.uploads
        ? Object.entries(endpoint.uploads).map(([field, rule]) => ({ field, ...VALID_FILE[rule.kinds[0]!] }))
        : [{ field: endpoint.fileField ?? 'file', ...VALID_FILE.image }];
      const { payload, contentType } = multipartBody(input as Record<string, string>, files);
      return t.app.inject({ method: 'POST', url: endpoint.url, payload, headers: { ...headers, 'content-type': contentType } });
    }
    if (endpoint.method === 'GET') {
      const query = Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)]));
      return t.app.inject({ method: 'GET', url: endpoint.url, query, headers });
    }
    return t.app.inject({ method: 'POST', url: endpoint.url, payload: input, headers });
  };

  for (const endpoint of ordered) {
    const inputs = endpointInputs(endpoint, hints, pool);
    if (inputs.length === 0) {
      result.noInput.push(endpoint.path);
      continue;
    }
    result.walked++;
    let answered = false;
    let withData = false;
    for (const input of inputs) {
      let response = await send(endpoint, input);
      if (response.statusCode === 401 && endpoint.access !== 'public') {
        // The walk itself ended the session (logout, upgrade, password): sign in again and go on.
        token = (await login(t, walker.user)).accessToken;
        response = await send(endpoint, input);
      }
      const text = response.body;
      const lower = text.toLowerCase();
      for (const { what, value } of forbidden) {
        if (lower.includes(value.toLowerCase())) result.leaks.push(`${endpoint.path} ${JSON.stringify(input)} -> ${what}`);
      }
      if (response.statusCode === 200 || response.statusCode === 201) {
        answered = true;
        result.seen += text;
        try {
          if (hasData(JSON.parse(text).data)) withData = true;
        } catch {
          withData = text.length > 0;
        }
      }
    }
    if (answered) result.answered.push(endpoint.path);
    else result.neverOk.push(endpoint.path);
    if (withData) result.withData.push(endpoint.path);
  }
  return result;
}

describe.each([
  ['a patient', 'patient' as const, 0],
  ['a personal user', 'frontuser' as const, 1],
])('every endpoint %s may call', (_name, role, index) => {
  let result: WalkResult;
  beforeAll(async () => {
    result = await walk((await walkers())[index]!, role);
  }, 600_000);

  it('gets a valid input built from its schema', () => {
    expect(result.noInput).toEqual([]);
    expect(result.walked).toBeGreaterThan(80);
  });

  it("answers no other patient's or personal user's full name, e-mail, username or avatar", () => {
    expect(result.leaks).toEqual([]);
  });

  it('answers real data: most endpoints 200 or 201, most with data (the walk cannot pass by being refused)', () => {
    const okShare = result.answered.length / result.walked;
    const dataShare = result.withData.length / result.walked;
    process.stdout.write(
      `${role}: ${result.walked} endpoints walked, ${result.answered.length} answered 200/201 (${Math.round(okShare * 100)} %), ` +
        `${result.withData.length} with data (${Math.round(dataShare * 100)} %); never 200/201: ${result.neverOk.join(', ')}\n`,
    );
    expect(okShare).toBeGreaterThanOrEqual(0.8);
    expect(dataShare).toBeGreaterThanOrEqual(0.6);
  });

  it('shows the other people by the names they chose for peers, and the team by name', () => {
    // Everyone reviewed the shared class, which both walkers see.
    for (const name of [...peerNames, 'Henrietta Vale']) expect(result.seen, name).toContain(name);
  });
});
