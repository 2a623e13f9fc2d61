// The "bare" comparison server for `npm run bench`: plain Fastify routes with no envelope, no input
// validation, no auth plugin, no ORM, issuing the same SQL statements, in the same order, as Stillpoint's
// front login, front refresh and front/account/details (see apps/api/src/modules/auth/*), and as the
// patient's discovery home and class page (front/discovery/sections and front/discovery/class_detail, see
// apps/api/src/modules/discovery/*). What it leaves out is exactly what the benchmark prices: the framework
// around the SQL.
//
// Environment: BARE_PORT, JWT_SECRET, ACCESS_TOKEN_TTL_SECONDS, and either DATABASE_URL (PostgreSQL,
// pool of DATABASE_POOL_SIZE) or PGLITE_DIR (the embedded database's data directory).
import { createHash, randomBytes } from 'node:crypto';
import { verify as argonVerify } from '@node-rs/argon2';
import Fastify from 'fastify';
import { SignJWT, jwtVerify } from 'jose';

const port = Number(process.env.BARE_PORT ?? 0);
const key = new TextEncoder().encode(process.env.JWT_SECRET);
const ttlSeconds = Number(process.env.ACCESS_TOKEN_TTL_SECONDS ?? 600);
const refreshTtlMs = 30 * 86_400_000;

/**
 * The same small query surface over either engine: query(text, params, name) (rows as objects), arrays(text,
 * params, name) (rows as arrays, as Drizzle reads selects whose column names repeat) and tx(fn).
 */
async function openDatabase() {
  if (process.env.DATABASE_URL) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
    const run = (client) => (text, values, name) => client.query(name ? { name, text, values } : { text, values }).then((r) => r.rows);
    return {
      query: run(pool),
      arrays: (text, values, name) =>
        pool.query(name ? { name, text, values, rowMode: 'array' } : { text, values, rowMode: 'array' }).then((r) => r.rows),
      async tx(fn) {
        const client = await pool.connect();
        try {
          await client.query('begin');
          const result = await fn(run(client));
          await client.query('commit');
          return result;
        } catch (error) {
          await client.query('rollback').catch(() => undefined);
          throw error;
        } finally {
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  const db = await PGlite.create({ dataDir: process.env.PGLITE_DIR, extensions: { btree_gist } });
  const run = (client) => (text, values) => client.query(text, values).then((r) => r.rows);
  return {
    query: run(db),
    arrays: (text, values) => db.query(text, values, { rowMode: 'array' }).then((r) => r.rows),
    tx: (fn) => db.transaction((tx) => fn(run(tx))),
    close: () => db.close(),
  };
}

const db = await openDatabase();
const hashToken = (token) => createHash('sha256').update(token).digest('base64url');
const newToken = () => randomBytes(32).toString('base64url');

const USER_WITH_CLINIC = `select u.id, u.role, u.roleid, u.email, u.username, u.full_name, u.avatar_url, u.password_hash,
  u.email_verified_at, u.confirmed_by_user, u.confirmed_by_admin, u.clinic_id, u.last_login_at, u.created_at, c.name as clinic_name
  from users u left join clinics c on c.id = u.clinic_id`;

const sign = (user, sessionId) =>
  new SignJWT({ role: user.role, roleid: user.roleid, cid: user.clinic_id, sid: sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(user.id))
    .setAudience('front')
    .setIssuer('stillpoint')
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(key);

const present = (user) => ({
  userid: user.id,
  role: user.role,
  roleid: user.roleid,
  fullName: user.full_name,
  username: user.username,
  email: user.email,
  avatar: user.avatar_url || '/images/default-avatar.svg',
  clinicId: user.clinic_id,
  clinicName: user.clinic_name ?? null,
});

const app = Fastify({ logger: false });

// The throttle's reservation (apps/api/src/modules/auth/auth.repository.ts): one statement counts the
// attempt on the account and the address, or leaves them when either must wait.
const policy = (field) => `(case when t.key like 'ip:%' then $${field[1]}::int else $${field[0]}::int end)`;
const QUIET = `t.last_failure_at < now() - make_interval(secs => ${policy([11, 12])})`;
const NEXT = `(case when ${QUIET} then 1 else t.failures + 1 end)`;
const RESERVE = `insert into login_throttle as t (key, failures, last_failure_at, locked_until)
  values ($1, 1, now(), null), ($2, 1, now(), null)
  on conflict (key) do update set
    failures = ${NEXT},
    last_failure_at = now(),
    locked_until = case when ${NEXT} >= ${policy([3, 4])} then now() + make_interval(secs => ${policy([9, 10])}) else null end
  where (t.locked_until is null or t.locked_until <= now())
    and (${QUIET} or t.failures < ${policy([5, 6])}
         or t.last_failure_at <= now() - make_interval(secs => least(${policy([13, 14])} * power(2, t.failures - ${policy([5, 6])}), ${policy([7, 8])})))
  returning t.key`;
// acct then ip for each of: lockAfter, delayAfter, maxDelaySeconds, lockSeconds, windowSeconds, firstDelaySeconds.
const POLICY_VALUES = [10, 100, 3, 20, 60, 30, 900, 900, 900, 900, 1, 1];

// (a) front login: user by e-mail, throttle reservation (one statement in a transaction), argon2id verify,
// throttle release, session + refresh token in one transaction, JWT, last login, audit event.
app.post('/bare/login', async (request, reply) => {
  const { email, password } = request.body;
  const [user] = await db.query(`${USER_WITH_CLINIC} where u.email = $1`, [email.toLowerCase()], 'bare_user_by_email');
  const keys = [user ? `acct:${user.id}` : `acct:?${email.toLowerCase()}`, `ip:${request.ip}`];
  const counted = await db.tx((q) => q(RESERVE, [...keys, ...POLICY_VALUES]));
  if (counted.length !== 2) return reply.code(429).send({ error: 'throttled' });
  if (!user || !user.password_hash || !(await argonVerify(user.password_hash, password))) return reply.code(401).send({ error: 'invalid' });
  await db.query(
    'with cleared as (delete from login_throttle where key = $1) update login_throttle set failures = greatest(failures - 1, 0) where key = $2',
    keys,
    'bare_throttle_release',
  );
  const refreshToken = newToken();
  const sessionId = await db.tx(async (q) => {
    const [session] = await q('insert into sessions (user_id, audience, user_agent, ip) values ($1, $2, $3, $4) returning id', [
      user.id,
      'front',
      request.headers['user-agent'] ?? null,
      request.ip,
    ]);
    await q('insert into refresh_tokens (session_id, token_hash, expires_at) values ($1, $2, $3)', [session.id, hashToken(refreshToken), new Date(Date.now() + refreshTtlMs)]);
    return session.id;
  });
  const accessToken = await sign(user, sessionId);
  await db.query('update users set last_login_at = $1 where id = $2', [new Date(), user.id], 'bare_touch_login');
  await db.query(
    'insert into audit_events (actor_user_id, action, target_type, target_id, clinic_id, meta, ip, request_id) values ($1, $2, $3, $4, $5, $6, $7, $8)',
    [user.id, 'auth.login', 'user', user.id, user.clinic_id, JSON.stringify({ audience: 'front' }), request.ip, String(request.id)],
    'bare_audit',
  );
  return { ...present(user), accessToken, refreshToken, expiresIn: ttlSeconds };
});

// (b) refresh: token + session lookup, user by id, rotation in one transaction, JWT.
app.post('/bare/refresh', async (request, reply) => {
  const [found] = await db.query(
    `select t.id as token_id, t.session_id, t.expires_at, t.used_at, s.audience, s.revoked_at, s.user_id
       from refresh_tokens t inner join sessions s on s.id = t.session_id where t.token_hash = $1`,
    [hashToken(request.body.refreshToken)],
    'bare_find_refresh',
  );
  if (!found || found.audience !== 'front' || found.revoked_at || found.used_at || new Date(found.expires_at).getTime() <= Date.now()) {
    return reply.code(401).send({ error: 'expired' });
  }
  const [user] = await db.query(`${USER_WITH_CLINIC} where u.id = $1`, [found.user_id], 'bare_user_by_id');
  const next = newToken();
  const rotated = await db.tx(async (q) => {
    const claimed = await q('update refresh_tokens set used_at = $1 where id = $2 and used_at is null returning id', [new Date(), found.token_id]);
    if (claimed.length === 0) return false;
    await q('insert into refresh_tokens (session_id, token_hash, expires_at) values ($1, $2, $3)', [found.session_id, hashToken(next), found.expires_at]);
    await q('update sessions set last_used_at = $1 where id = $2', [new Date(), found.session_id]);
    return true;
  });
  if (!rotated) return reply.code(401).send({ error: 'reused' });
  return { accessToken: await sign(user, found.session_id), refreshToken: next, expiresIn: ttlSeconds };
});

// The account's feature switches (kind defaults + its own layers), as front/account/details reads them
// since the features module exists (apps/api/src/modules/features/features.repository.ts, switchesFor).
const FEATURE_KIND = { frontuser: 'user', patient: 'patient', clinic: 'clinic', employee: 'clinic' };
const hasFeatures = (await db.query("select to_regclass('public.user_features') is not null as present", []))[0]?.present === true;
const featureSwitches = (kind, userId) =>
  db.query(
    `select 'default' as layer, feature_key, enabled from feature_defaults where kind = $1
     union all select layer, feature_key, enabled from user_features where user_id = $2`,
    [kind, userId],
    'bare_features_switches_for',
  );

// (c) authenticated read: JWT verify, then the user joined with its clinic by id (and its feature switches).
app.post('/bare/account/details', async (request, reply) => {
  const header = request.headers.authorization ?? '';
  let payload;
  try {
    ({ payload } = await jwtVerify(header.slice(7), key, { algorithms: ['HS256'], issuer: 'stillpoint' }));
  } catch {
    return reply.code(401).send({ error: 'unauthenticated' });
  }
  const [user] = await db.query(`${USER_WITH_CLINIC} where u.id = $1`, [Number(payload.sub)], 'bare_user_by_id');
  if (!user) return reply.code(404).send({ error: 'not found' });
  const kind = FEATURE_KIND[user.role];
  const features = hasFeatures && kind ? Object.fromEntries((await featureSwitches(kind, user.id)).map((row) => [row.feature_key, row.enabled])) : {};
  return {
    ...present(user),
    createdAt: new Date(user.created_at).toISOString(),
    lastLoginAt: user.last_login_at ? new Date(user.last_login_at).toISOString() : null,
    features: { kind: kind ?? null, features },
  };
});

// ---- discovery (front/discovery/sections and front/discovery/class_detail) -----------------------------
// The statements below are the text Drizzle sends for a patient of a clinic (captured from its query log,
// then copied unchanged), with the same parameters, the same prepared names where Stillpoint prepares them
// (the home's three lists) and the same order: every front request reads the maintenance flag (cached 3 s)
// and the person's feature switches (the discovery feature gate) first.
// Only the shape of visibility for a person of a clinic is here: the bench's patient has one.

const POPULAR_CLASSES = `select "classes"."id", "classes"."title", "image_media"."key", "classes"."shared", "classes"."featured", "classes"."member_count", (select count(*)::int from lessons l where l.class_id = "classes"."id"), (select count(*)::int from contents c where c.class_id = "classes"."id"), (select coalesce(sum(c.duration_seconds), 0)::int from contents c where c.class_id = "classes"."id"), (select count(*)::int from content_progress p where p.class_id = "classes"."id" and p.user_id = $1 and p.completed_at is not null), "class_members"."joined_at", "class_members"."completed_at", "class_members"."notify" from "classes" left join "media_files" "image_media" on "image_media"."id" = "classes"."image_media_id" left join "class_members" on ("class_members"."class_id" = "classes"."id" and "class_members"."user_id" = $2) where (("classes"."clinic_id" = $3 or "classes"."shared" = $4 or exists (select 1 from class_clinics cc where cc.class_id = "classes"."id" and cc.clinic_id = $5)) and ("classes"."published_at" is not null and exists (select 1 from contents c where c.class_id = "classes"."id"))) order by "classes"."popular" desc, "classes"."member_count" desc, "classes"."id" desc limit $6`;
const VIDEOS = `select "contents"."id", "contents"."class_id", "contents"."lesson_id", "contents"."title", "contents"."type", "contents"."video_source", "contents"."duration_seconds", "contents"."view_count", "image_media"."key", "content_progress"."completed_at" from "contents" inner join "classes" on "classes"."id" = "contents"."class_id" left join "media_files" "image_media" on "image_media"."id" = "classes"."image_media_id" left join "content_progress" on ("content_progress"."content_id" = "contents"."id" and "content_progress"."user_id" = $1) where ("contents"."type" = $2 and (("classes"."clinic_id" = $3 or "classes"."shared" = $4 or exists (select 1 from class_clinics cc where cc.class_id = "classes"."id" and cc.clinic_id = $5)) and ("classes"."published_at" is not null and exists (select 1 from contents c where c.class_id = "classes"."id")))) order by "contents"."view_count" desc, "contents"."id" desc limit $6`;
const POPULAR_MEDITATIONS = `select "meditations"."id", "meditations"."title", "image_media"."key", "meditations"."duration_seconds", "meditations"."play_count", "meditations"."shared", "meditations"."featured", coalesce("meditation_progress"."position_seconds", 0), coalesce("meditation_progress"."completed_count", 0) from "meditations" left join "media_files" "image_media" on "image_media"."id" = "meditations"."image_media_id" left join "meditation_progress" on ("meditation_progress"."meditation_id" = "meditations"."id" and "meditation_progress"."user_id" = $1) where (("meditations"."clinic_id" = $2 or "meditations"."shared" = $3 or exists (select 1 from meditation_clinics mc where mc.meditation_id = "meditations"."id" and mc.clinic_id = $4)) and ("meditations"."published_at" is not null and "meditations"."audio_media_id" is not null)) order by "meditations"."popular" desc, "meditations"."play_count" desc, "meditations"."id" desc limit $5`;
const HOME_SECTIONS = `select "id", "title", "description" from "sections" where ("sections"."published_at" is not null and ("sections"."clinic_id" = $1 or ("sections"."clinic_id" is null
          and not exists (select 1 from sections own where own.clinic_id = $2 and own.published_at is not null)
          and coalesce((select ss.default_status from section_settings ss where ss.clinic_id = $3), true)))) order by "sections"."sort_order" asc, "sections"."id" asc`;
const HOME_ITEMS = `select "section_items"."id", "section_items"."section_id", "section_items"."title", "categories"."id", "categories"."title", "category_image"."key", "classes"."id", "classes"."title", "image_media"."key", "lessons"."id", "lessons"."title", "contents"."id", "contents"."title", "contents"."duration_seconds", "meditations"."id", "meditations"."title", "meditation_image"."key", "meditations"."duration_seconds" from "section_items" inner join "sections" on "sections"."id" = "section_items"."section_id" left join "categories" on "categories"."id" = "section_items"."category_id" left join "media_files" "category_image" on "category_image"."id" = "categories"."image_media_id" left join "lessons" on "lessons"."id" = "section_items"."lesson_id" left join "contents" on "contents"."id" = "section_items"."content_id" left join "classes" on "classes"."id" = coalesce("section_items"."class_id", "lessons"."class_id", "contents"."class_id") left join "media_files" "image_media" on "image_media"."id" = "classes"."image_media_id" left join "meditations" on "meditations"."id" = "section_items"."meditation_id" left join "media_files" "meditation_image" on "meditation_image"."id" = "meditations"."image_media_id" where ("section_items"."section_id" in ($1, $2) and (("classes"."id" is not null and (("classes"."clinic_id" = $3 or "classes"."shared" = $4 or exists (select 1 from class_clinics cc where cc.class_id = "classes"."id" and cc.clinic_id = $5)) and ("classes"."published_at" is not null and exists (select 1 from contents c where c.class_id = "classes"."id")))) or ("meditations"."id" is not null and (("meditations"."clinic_id" = $6 or "meditations"."shared" = $7 or exists (select 1 from meditation_clinics mc where mc.meditation_id = "meditations"."id" and mc.clinic_id = $8)) and ("meditations"."published_at" is not null and "meditations"."audio_media_id" is not null))) or ("categories"."id" is not null and ("categories"."clinic_id" is null or "categories"."clinic_id" = $9)))) order by "sections"."sort_order" asc, "sections"."id" asc, "section_items"."sort_order" asc, "section_items"."id" asc`;
const VISIBLE_CLASS = `select "classes"."id", "classes"."title", "image_media"."key", "classes"."shared", "classes"."featured", "classes"."member_count", (select count(*)::int from lessons l where l.class_id = "classes"."id"), (select count(*)::int from contents c where c.class_id = "classes"."id"), (select coalesce(sum(c.duration_seconds), 0)::int from contents c where c.class_id = "classes"."id"), (select count(*)::int from content_progress p where p.class_id = "classes"."id" and p.user_id = $1 and p.completed_at is not null), "class_members"."joined_at", "class_members"."completed_at", "class_members"."notify", "classes"."description", "classes"."published_at" from "classes" left join "media_files" "image_media" on "image_media"."id" = "classes"."image_media_id" left join "class_members" on ("class_members"."class_id" = "classes"."id" and "class_members"."user_id" = $2) where ("classes"."id" = $3 and (("classes"."clinic_id" = $4 or "classes"."shared" = $5 or exists (select 1 from class_clinics cc where cc.class_id = "classes"."id" and cc.clinic_id = $6)) and ("classes"."published_at" is not null and exists (select 1 from contents c where c.class_id = "classes"."id"))))`;
const CLASS_AUTHORS = `select "users"."id", "users"."full_name" from "class_authors" inner join "users" on "users"."id" = "class_authors"."user_id" where "class_authors"."class_id" = $1 order by "users"."full_name" asc`;
const CLASS_CATEGORIES = `select "categories"."id", "categories"."title" from "class_categories" inner join "categories" on "categories"."id" = "class_categories"."category_id" where "class_categories"."class_id" = $1 order by "categories"."sort_order" asc, "categories"."id" asc`;
const CLASS_RESOURCES = `select "resources"."id", "resources"."title", "resources"."description", "resources"."url", "resources"."lesson_id", "image_media"."key", "image_media"."kind", "image_media"."content_type", "image_media"."original_name" from "resources" left join "media_files" "image_media" on "image_media"."id" = "resources"."media_id" where ("resources"."class_id" = $1 or "resources"."lesson_id" in (select l.id from lessons l where l.class_id = $2)) order by "resources"."sort_order" asc, "resources"."id" asc`;
const CLASS_LESSONS = `select "id", "class_id", "title", "description", "sort_order" from "lessons" where "lessons"."class_id" = $1 order by "lessons"."sort_order" asc, "lessons"."id" asc`;
const CLASS_CONTENTS = `select "contents"."id", "contents"."lesson_id", "contents"."class_id", "contents"."title", "contents"."type", "contents"."video_source", "contents"."duration_seconds", "contents"."sort_order", "content_progress"."completed_at", "content_progress"."position_seconds" from "contents" inner join "lessons" on "lessons"."id" = "contents"."lesson_id" left join "content_progress" on ("content_progress"."content_id" = "contents"."id" and "content_progress"."user_id" = $1) where "contents"."class_id" = $2 order by "lessons"."sort_order" asc, "lessons"."id" asc, "contents"."sort_order" asc, "contents"."id" asc`;

/** HOME_ITEMS for the chosen section ids: `in ($1, ..., $n)`, then the visibility parameters renumbered. */
const [ITEMS_HEAD, ITEMS_TAIL] = HOME_ITEMS.split('in ($1, $2)');
const itemsSql = new Map();
function homeItemsSql(count) {
  let text = itemsSql.get(count);
  if (!text) {
    const list = Array.from({ length: count }, (_, i) => `$${i + 1}`).join(', ');
    text = `${ITEMS_HEAD}in (${list})${ITEMS_TAIL.replace(/\$(\d+)/g, (_, n) => `$${Number(n) - 2 + count}`)}`;
    itemsSql.set(count, text);
  }
  return text;
}

const MEDIA_BASE = '/api/media';
const mediaUrl = (key) => (key ? `${MEDIA_BASE}/${key}` : null);
const percent = (done, total) => (total > 0 ? Math.min(100, Math.round((done / total) * 100)) : 0);

let maintenance = { value: false, at: 0 };
async function underMaintenance() {
  if (Date.now() - maintenance.at < 3000) return maintenance.value;
  const [row] = await db.query('select * from site_settings where id = $1', [1], 'bare_site_settings');
  maintenance = { value: Boolean(row?.maintenance), at: Date.now() };
  return maintenance.value;
}

/** Maintenance, JWT, role and a feature switch (discovery by default): the person, or a reply already sent. */
async function discoveryViewer(request, reply, feature = 'discovery') {
  if (await underMaintenance()) return void reply.code(503).send({ error: 'maintenance' });
  let payload;
  try {
    ({ payload } = await jwtVerify((request.headers.authorization ?? '').slice(7), key, { algorithms: ['HS256'], issuer: 'stillpoint' }));
  } catch {
    return void reply.code(401).send({ error: 'unauthenticated' });
  }
  if (payload.aud !== 'front' || !['patient', 'employee', 'frontuser'].includes(payload.role)) return void reply.code(403).send({ error: 'forbidden' });
  if (payload.cid == null) return void reply.code(501).send({ error: 'the bare routes answer people of a clinic only' });
  const viewer = { userId: Number(payload.sub), role: payload.role, clinicId: Number(payload.cid) };
  const kind = FEATURE_KIND[viewer.role];
  if (hasFeatures && kind) {
    const switches = Object.fromEntries((await featureSwitches(kind, viewer.userId)).map((row) => [row.feature_key, row.enabled]));
    if (switches[feature] === false) return void reply.code(403).send({ error: 'feature disabled' });
  }
  return viewer;
}

// Card columns in select order (POPULAR_CLASSES and VISIBLE_CLASS).
const classCard = ([id, title, imageKey, shared, featured, memberCount, lessonCount, totalContents, durationSeconds, completedContents, joinedAt, completedAt]) => ({
  id,
  title,
  imageUrl: mediaUrl(imageKey),
  shared,
  featured,
  lessonCount,
  durationSeconds,
  memberCount,
  progress: {
    joined: joinedAt !== null,
    completed: completedAt !== null,
    completedContents,
    totalContents,
    percent: completedAt !== null ? 100 : percent(completedContents, totalContents),
  },
});

function sectionItem(r) {
  const [id, , title, categoryId, categoryTitle, categoryImage, classId, classTitle, classImage, lessonId, lessonTitle, contentId, contentTitle, contentDuration, meditationId, meditationTitle, meditationImage, meditationDuration] = r;
  if (contentId !== null) return { id, kind: 'content', targetId: contentId, classId, title: title ?? contentTitle ?? '', imageUrl: mediaUrl(classImage), durationSeconds: contentDuration };
  if (lessonId !== null) return { id, kind: 'lesson', targetId: lessonId, classId, title: title ?? lessonTitle ?? '', imageUrl: mediaUrl(classImage), durationSeconds: null };
  if (classId !== null) return { id, kind: 'class', targetId: classId, classId, title: title ?? classTitle ?? '', imageUrl: mediaUrl(classImage), durationSeconds: null };
  if (meditationId !== null)
    return { id, kind: 'meditation', targetId: meditationId, classId: null, title: title ?? meditationTitle ?? '', imageUrl: mediaUrl(meditationImage), durationSeconds: meditationDuration };
  return { id, kind: 'category', targetId: categoryId ?? 0, classId: null, title: title ?? categoryTitle ?? '', imageUrl: mediaUrl(categoryImage), durationSeconds: null };
}

/** The sections (which, then their visible items; those left empty dropped), as activeSectionsFor does. */
async function homeSections(v) {
  const rows = await db.query(HOME_SECTIONS, [v.clinicId, v.clinicId, v.clinicId]);
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const items = await db.arrays(homeItemsSql(ids.length), [...ids, v.clinicId, true, v.clinicId, v.clinicId, true, v.clinicId, v.clinicId]);
  const bySection = new Map();
  for (const item of items) bySection.set(item[1], [...(bySection.get(item[1]) ?? []), sectionItem(item)]);
  return rows.flatMap((row) => (bySection.has(row.id) ? [{ ...row, items: bySection.get(row.id) }] : []));
}

app.post('/bare/discovery/sections', async (request, reply) => {
  const v = await discoveryViewer(request, reply);
  if (!v) return reply;
  const [sections, classes, videos, meditations] = await Promise.all([
    homeSections(v),
    db.arrays(POPULAR_CLASSES, [v.userId, v.userId, v.clinicId, true, v.clinicId, 12], 'discovery_home_popular_classes_clinic'),
    db.arrays(VIDEOS, [v.userId, 'video', v.clinicId, true, v.clinicId, 12], 'discovery_home_videos_clinic'),
    db.arrays(POPULAR_MEDITATIONS, [v.userId, v.clinicId, true, v.clinicId, 12], 'discovery_home_popular_meditations_clinic'),
  ]);
  return {
    sections,
    popular_classes: classes.map(classCard),
    most_watched_videos: videos.map(([id, classId, lessonId, title, type, videoSource, durationSeconds, viewCount, imageKey, completedAt]) => ({
      id,
      classId,
      lessonId,
      title,
      type,
      videoSource,
      durationSeconds,
      viewCount,
      imageUrl: mediaUrl(imageKey),
      completed: completedAt !== null,
    })),
    popular_meditations: meditations.map(([id, title, imageKey, durationSeconds, playCount, shared, featured, position, completedCount]) => ({
      id,
      title,
      imageUrl: mediaUrl(imageKey),
      durationSeconds,
      playCount,
      shared,
      featured,
      time_listen_duration: position,
      completedCount,
      percent: percent(position, durationSeconds),
    })),
  };
});

app.post('/bare/discovery/class_detail', async (request, reply) => {
  const v = await discoveryViewer(request, reply);
  if (!v) return reply;
  const classId = Number(request.body?.class_id);
  const [row] = await db.arrays(VISIBLE_CLASS, [v.userId, v.userId, classId, v.clinicId, true, v.clinicId]);
  if (!row) return reply.code(404).send({ error: 'Class not found' });
  const [authors, categories, resources, lessons, contents] = await Promise.all([
    db.arrays(CLASS_AUTHORS, [classId]),
    db.arrays(CLASS_CATEGORIES, [classId]),
    db.arrays(CLASS_RESOURCES, [classId, classId]),
    db.arrays(CLASS_LESSONS, [classId]),
    db.arrays(CLASS_CONTENTS, [v.userId, classId]),
  ]);
  const byLesson = new Map();
  for (const [id, lessonId, cid, title, type, videoSource, durationSeconds, sortOrder, completedAt, positionSeconds] of contents) {
    const content = { id, lessonId, classId: cid, title, type, videoSource, durationSeconds, sortOrder, completed: completedAt !== null, positionSeconds: positionSeconds ?? 0 };
    byLesson.set(lessonId, [...(byLesson.get(lessonId) ?? []), content]);
  }
  const lessonList = lessons.map(([id, cid, title, description, sortOrder]) => ({ id, classId: cid, title, description, sortOrder, contents: byLesson.get(id) ?? [] }));
  const next = lessonList.flatMap((lesson) => lesson.contents).find((content) => !content.completed);
  return {
    ...classCard(row),
    description: row[13],
    authors: authors.map(([userid, fullName]) => ({ userid, fullName })),
    categories: categories.map(([id, title]) => ({ id, title })),
    notify: row[12] ?? false,
    resources: resources.map(([id, title, description, url, lessonId, mediaKey, mediaKind, mediaType, mediaName]) => ({
      id,
      title,
      description,
      url: mediaKey ? mediaUrl(mediaKey) : url,
      media: mediaKey ? { url: mediaUrl(mediaKey), kind: mediaKind, contentType: mediaType, originalName: mediaName } : null,
      lessonId,
    })),
    lessons: lessonList,
    next_content_id: next?.id ?? null,
    // Always true here: a patient reads published classes with a content only (the where clause).
    live: row[14] !== null && row[7] > 0,
  };
});

// ---- availability (front/meetings/availability_check, apps/api/src/modules/meetings) ---------------------
// The statements Drizzle sends for a patient asking about their clinic's therapist (captured from its query
// log): the therapist with their clinic (the people policy), then schedule, weekly hours and days off at
// once, then the busy time of the range; the slots are cut the same way (zoned-time.ts, in plain JS).

const SCHEDULE = `select "employee_id", "clinic_id", "time_zone", "slot_minutes", "updated_at" from "employee_schedules" where "employee_schedules"."employee_id" = $1`;
const HOURS = `select "id", "employee_id", "weekday", "start_minute", "end_minute" from "availability_hours" where "availability_hours"."employee_id" = $1 order by "availability_hours"."weekday" asc, "availability_hours"."start_minute" asc`;
const DAYS_OFF = `select "employee_id", "day", "created_at" from "availability_exceptions" where "availability_exceptions"."employee_id" = $1 order by "availability_exceptions"."day" asc`;
const BUSY = `select "starts_at", "ends_at" from "appointments" where ("appointments"."employee_id" = $1 and "appointments"."status" in ($2, $3) and "appointments"."ends_at" > $4 and "appointments"."starts_at" < $5)`;

const DAY_MS = 86_400_000;
const zoneFormats = new Map();
function wallClockMs(instant, zone) {
  let format = zoneFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    zoneFormats.set(zone, format);
  }
  const p = {};
  for (const part of format.formatToParts(new Date(instant))) if (part.type !== 'literal') p[part.type] = Number(part.value);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
}
const offsetMs = (instant, zone) => wallClockMs(instant, zone) - Math.floor(instant / 1000) * 1000;
function zonedToUtc(day, minuteOfDay, zone) {
  const [year, month, date] = day.split('-').map(Number);
  const wall = Date.UTC(year, month - 1, date) + minuteOfDay * 60_000;
  const before = wall - offsetMs(wall - DAY_MS, zone);
  const after = wall - offsetMs(wall + DAY_MS, zone);
  const matching = [before, after].filter((candidate) => wallClockMs(candidate, zone) === wall);
  return new Date(matching.length > 0 ? Math.min(...matching) : before);
}
const addDays = (day, days) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const isoWeekday = (day) => new Date(`${day}T00:00:00Z`).getUTCDay() || 7;
const dayOf = (value) => (typeof value === 'string' ? value.slice(0, 10) : new Date(value).toISOString().slice(0, 10));

app.post('/bare/meetings/availability_check', async (request, reply) => {
  const v = await discoveryViewer(request, reply, 'meetings');
  if (!v) return reply;
  const { employee_id: employeeId, from, to } = request.body ?? {};
  const [employee] = await db.query(`${USER_WITH_CLINIC} where u.id = $1`, [Number(employeeId)], 'bare_user_by_id');
  if (!employee || employee.clinic_id !== v.clinicId || employee.role !== 'employee') return reply.code(404).send({ error: 'Employee not found' });
  const [[schedule], hours, daysOffRows] = await Promise.all([db.query(SCHEDULE, [employee.id]), db.query(HOURS, [employee.id]), db.query(DAYS_OFF, [employee.id])]);
  const zone = schedule?.time_zone ?? 'UTC';
  const slotMinutes = schedule?.slot_minutes ?? 50;
  const busy = (await db.query(BUSY, [employee.id, 'requested', 'approved', zonedToUtc(from, 0, zone), zonedToUtc(addDays(to, 1), 0, zone)])).map((row) => ({
    startsAt: new Date(row.starts_at),
    endsAt: new Date(row.ends_at),
  }));
  const daysOff = new Set(daysOffRows.map((row) => dayOf(row.day)));
  const earliest = Date.now();
  const slots = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    if (daysOff.has(day)) continue;
    const weekday = isoWeekday(day);
    for (const block of hours.filter((row) => row.weekday === weekday)) {
      for (let minute = block.start_minute; minute + slotMinutes <= block.end_minute; minute += slotMinutes) {
        const start = zonedToUtc(day, minute, zone);
        const end = new Date(start.getTime() + slotMinutes * 60_000);
        if (start.getTime() <= earliest) continue;
        if (busy.some((taken) => taken.startsAt < end && start < taken.endsAt)) continue;
        slots.push({ start: start.toISOString(), end: end.toISOString() });
      }
    }
  }
  return { timeZone: zone, slotMinutes, slots };
});

// ---- group feed (front/groups/posts, apps/api/src/modules/community) -------------------------------------
// The statements Drizzle sends for a member reading a page of a group's posts: the group with the reader's
// relation to it (membership, mute, favourite, invitation; its post count is the feed's total), the page with
// authors and the reader's likes, and the page's images. People are shown as the person-view rule says (peers by chosen name).

const FEED_GROUP_SQL = `select g.id, g.clinic_id, g.title, g.post_count, i.key as image_key,
    (select m.id from group_members m where m.group_id = g.id and m.user_id = $2) as member_id,
    (select m.muted_until from group_members m where m.group_id = g.id and m.user_id = $2) as muted_until,
    exists (select 1 from group_favourites f where f.group_id = g.id and f.user_id = $2) as favourite,
    exists (select 1 from group_invitations v where v.group_id = g.id and v.user_id = $2) as invited
  from groups g left join media_files i on i.id = g.image_media_id
  where g.id = $1 and (g.clinic_id is null or g.clinic_id = $3)`;
const FEED_PAGE = `select p.id, p.group_id, p.author_id, p.body, p.mentions, p.like_count, p.comment_count, p.hidden_at, p.created_at,
    a.id as a_id, a.role as a_role, a.clinic_id as a_clinic_id, a.full_name as a_full_name, a.avatar_url as a_avatar_url,
    a.display_name_choice as a_choice, a.display_name as a_display_name,
    exists (select 1 from group_post_likes l where l.post_id = p.id and l.user_id = $2) as liked
  from group_posts p join users a on a.id = p.author_id
  where p.group_id = $1 and p.hidden_at is null
  order by p.created_at desc, p.id desc limit $3 offset $4`;
const FEED_IMAGES = `select gi.post_id, gi.id, m.key from group_post_images gi join media_files m on m.id = gi.media_id
  where gi.post_id = any($1) order by gi.post_id asc, gi.position asc`;

const TEAM = new Set(['masterAdmin', 'admin', 'clinic', 'employee']);
function feedPerson(row, viewer) {
  const real = row.a_id === viewer.userId || TEAM.has(row.a_role) || ((viewer.role === 'clinic' || viewer.role === 'employee') && row.a_clinic_id === viewer.clinicId);
  if (real) return { userid: row.a_id, name: row.a_full_name, avatar: row.a_avatar_url || '/images/default-avatar.svg', self: row.a_id === viewer.userId, team: TEAM.has(row.a_role) };
  const [first, ...rest] = row.a_full_name.trim().split(/\s+/);
  const initial = rest.length ? `${first} ${rest[rest.length - 1][0].toUpperCase()}.` : first;
  const name = row.a_choice === 'anonymous' ? 'Anonymous' : row.a_choice === 'custom' && row.a_display_name ? row.a_display_name : initial;
  return { userid: null, name, avatar: '/images/default-avatar.svg', self: false, team: false };
}

app.get('/bare/groups/posts', async (request, reply) => {
  const v = await discoveryViewer(request, reply, 'groups');
  if (!v) return reply;
  const groupId = Number(request.query.group_id);
  const perPage = Math.min(100, Number(request.query.perPage ?? 10));
  const pageNo = Math.max(1, Number(request.query.pageNo ?? 1));
  const [group] = await db.query(FEED_GROUP_SQL, [groupId, v.userId, v.clinicId]);
  if (!group) return reply.code(404).send({ error: 'Group not found' });
  if (group.member_id === null) return reply.code(403).send({ error: 'Join the group to take part' });
  const rows = await db.query(FEED_PAGE, [groupId, v.userId, perPage, (pageNo - 1) * perPage]);
  const images = rows.length ? await db.query(FEED_IMAGES, [rows.map((row) => row.id)]) : [];
  const byPost = new Map();
  for (const image of images) byPost.set(image.post_id, [...(byPost.get(image.post_id) ?? []), { id: image.id, url: mediaUrl(image.key) }]);
  return {
    data: rows.map((row) => ({
      id: row.id,
      group_id: row.group_id,
      author: feedPerson(row, v),
      data: row.body,
      images: byPost.get(row.id) ?? [],
      mentions: [],
      likes_count: row.like_count,
      comments_count: row.comment_count,
      liked: row.liked,
      can_delete: row.author_id === v.userId,
      hidden: false,
      reports_count: 0,
      created_at: new Date(row.created_at).toISOString(),
    })),
    total_pages: Math.ceil(group.post_count / perPage),
  };
});

app.get('/bare/health', async () => ({ ok: true }));

await app.listen({ port, host: '127.0.0.1' });
console.log(`bare listening ${app.server.address().port}`);

const stop = async () => {
  await app.close();
  await db.close();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
