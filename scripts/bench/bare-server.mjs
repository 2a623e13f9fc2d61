// The "bare" comparison server for `npm run bench`: plain Fastify routes with no envelope, no input
// validation, no auth plugin, no ORM, issuing the same SQL statements, in the same order, as Stillpoint's
// front login, front refresh and front/account/details (see apps/api/src/modules/auth/*). What it
// leaves out is exactly what the benchmark prices: the framework around the SQL.
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

/** The same small query surface over either engine: query(text, params, name) and tx(fn). */
async function openDatabase() {
  if (process.env.DATABASE_URL) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
    const run = (client) => (text, values, name) => client.query(name ? { name, text, values } : { text, values }).then((r) => r.rows);
    return {
      query: run(pool),
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
  const db = await PGlite.create({ dataDir: process.env.PGLITE_DIR });
  const run = (client) => (text, values) => client.query(text, values).then((r) => r.rows);
  return {
    query: run(db),
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

// (a) front login: throttle lookup, user by e-mail, argon2id verify, throttle clear, session + refresh
// token in one transaction, JWT, last login, audit event.
app.post('/bare/login', async (request, reply) => {
  const { email, password } = request.body;
  const acct = `acct:${email.toLowerCase()}`;
  await db.query('select key, failures, last_failure_at, locked_until from login_throttle where key in ($1, $2)', [acct, `ip:${request.ip}`], 'bare_throttle');
  const [user] = await db.query(`${USER_WITH_CLINIC} where u.email = $1`, [email.toLowerCase()], 'bare_user_by_email');
  if (!user || !user.password_hash || !(await argonVerify(user.password_hash, password))) return reply.code(401).send({ error: 'invalid' });
  await db.query('delete from login_throttle where key = $1', [acct], 'bare_throttle_clear');
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
