import {
  APP_MESSAGES,
  MESSAGES,
  ROLE_IDS,
  SOCIAL_REFRESH_DEFAULT_SECONDS,
  audienceForRole,
  isEmail,
  roleForRoleId,
  roleWordForRoleId,
  type Audience,
  type Role,
  type SessionData,
  type TokenPair,
} from '@stillpoint/contracts';
import type { AccessTokenSigner, AuthContext, MediaPassGrant } from '../../lib/access-tokens.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import { hashToken, newOpaqueToken } from '../../lib/crypto.js';
import { burnPasswordCheck, hashNewPassword, verifyPassword } from '../../lib/passwords.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';
import type { RequestMeta } from '../../lib/route.js';
import type { Weblinks } from '../../lib/weblinks.js';
import type { AuditService } from '../audit/audit.service.js';
import { presentSessionUser } from './auth.presenter.js';
import type { AuthRepository, UserWithClinic } from './auth.repository.js';
import type { SocialVerifier } from './social-login.js';
import type { OneTimeLinks } from './one-time-links.js';
import type { SessionGuard } from './session-guard.js';
import type { LoginThrottle } from './throttle.js';

/**
 * How long a just-rotated refresh token may be exchanged again when its answer was lost (a reload while the
 * refresh was in flight), as long as its successor was never used: long enough for a page to load again,
 * short enough that a copied token is still caught (its later use, or its successor's, ends the family).
 */
export const REFRESH_RETRY_GRACE_MS = 20_000;

export interface AuthServiceDeps {
  repo: AuthRepository;
  tokens: AccessTokenSigner;
  throttle: LoginThrottle;
  /** The shared one-time link mechanism (reset, confirmation, invitation). */
  links: OneTimeLinks;
  weblinks: Weblinks;
  audit: AuditService;
  social: SocialVerifier;
  limiter: RateLimiter;
  guard: SessionGuard;
  refreshTtlSeconds: number;
}

/** Logins, sessions and the account links (reset, confirmation) of spec section 7 "Auth". */
export function createAuthService(deps: AuthServiceDeps) {
  const { repo, tokens, throttle, links, audit, guard } = deps;

  /** A new session: its refresh token, an access token and the media pass, all with the account's current state. */
  async function issueSession(
    row: UserWithClinic,
    audience: Audience,
    meta: RequestMeta,
    refreshTtlSeconds = deps.refreshTtlSeconds,
  ): Promise<{ session: SessionData; mediaPass: MediaPassGrant }> {
    const refreshToken = newOpaqueToken();
    const expiresAt = new Date(Date.now() + refreshTtlSeconds * 1000);
    const sessionId = await repo.openSession({
      userId: row.user.id,
      audience,
      userAgent: meta.userAgent,
      ip: meta.ip,
      tokenHash: hashToken(refreshToken),
      expiresAt,
    });
    const auth = authFor(row, sessionId);
    const accessToken = await tokens.sign(auth);
    await repo.touchLastLogin(row.user.id);
    return {
      session: { ...presentSessionUser(row), accessToken, refreshToken, expiresIn: tokens.ttlSeconds },
      mediaPass: { audience: auth.audience, token: await tokens.signMediaPass(auth, expiresAt), expiresAt },
    };
  }

  /** What an access token says about the account now (read from its row: role, clinic, security version). */
  function authFor(row: UserWithClinic, sessionId: number): AuthContext {
    const role = row.user.role as Role;
    return {
      userId: row.user.id,
      role,
      roleid: row.user.roleid,
      clinicId: row.user.clinicId,
      sessionId,
      audience: audienceForRole(role),
      securityVersion: row.user.securityVersion,
    };
  }

  /** Refuses accounts that may not start a session yet (checked only after the password matched). */
  function assertMayLogIn(row: UserWithClinic) {
    if (!row.user.emailVerifiedAt) throw new AppError('EMAIL_NOT_CONFIRMED');
    if (!row.user.confirmedByAdmin) throw new AppError('NOT_APPROVED', APP_MESSAGES.notApproved);
  }

  async function login(audience: Audience, identifier: string, password: string, meta: RequestMeta) {
    const row = isEmail(identifier) ? await repo.findUserByEmail(identifier.toLowerCase()) : await repo.findUserByUsername(identifier);
    // Counted on the account whichever identifier names it, before the password is checked.
    const subject = row ? { userId: row.user.id } : { unknownIdentifier: identifier };
    await throttle.reserve(subject, meta.ip);
    const matches =
      row?.user.passwordHash && audienceForRole(row.user.role as Role) === audience
        ? await verifyPassword(row.user.passwordHash, password)
        : await burnPasswordCheck(password);
    if (!row || !matches) throw new AppError('INVALID_CREDENTIALS', MESSAGES.loginFailed);
    await throttle.succeeded(subject, meta.ip);
    assertMayLogIn(row);
    const { session, mediaPass } = await issueSession(row, audience, meta);
    await audit.record({ actorUserId: row.user.id, action: 'auth.login', targetType: 'user', targetId: row.user.id, clinicId: row.user.clinicId, meta: { audience } }, meta);
    return { session, mediaPass, message: MESSAGES.loggedInAs(roleWordForRoleId(row.user.roleid)) };
  }

  function sendLink(row: UserWithClinic, kind: 'password_reset' | 'email_confirmation') {
    return links.send(row.user, kind);
  }

  return {
    adminLogin: (email: string, password: string, meta: RequestMeta) => login('admin', email, password, meta),
    frontLogin: (identifier: string, password: string, meta: RequestMeta) => login('front', identifier, password, meta),

    /**
     * Exchanges a refresh token for the next one and an access token (and media pass) that say what the
     * account is now: after a move to another clinic or a conversion, the same session goes on with the
     * new clinic and role.
     */
    async refresh(audience: Audience, refreshToken: string, meta: RequestMeta): Promise<{ tokens: TokenPair; mediaPass: MediaPassGrant }> {
      const found = await repo.findRefreshToken(hashToken(refreshToken));
      if (!found || found.audience !== audience || found.revokedAt) throw new AppError('TOKEN_EXPIRED');
      if (found.expiresAt.getTime() <= Date.now()) throw new AppError('TOKEN_EXPIRED');
      const next = newOpaqueToken();
      // A token rotated moments ago comes back when its answer was lost (the page reloaded mid-refresh):
      // exchanged again while its successor is unused. Any other reuse means someone holds a copy.
      const regranted =
        found.usedAt !== null &&
        Date.now() - found.usedAt.getTime() < REFRESH_RETRY_GRACE_MS &&
        (await repo.regrantRefreshToken(found.tokenId, found.sessionId, hashToken(next), found.expiresAt));
      if (found.usedAt && !regranted) {
        await guard.endSession(found.userId, found.sessionId, 'reuse');
        await audit.record({ actorUserId: found.userId, action: 'auth.refresh_reuse', targetType: 'session', targetId: found.sessionId }, meta);
        throw new AppError('TOKEN_EXPIRED');
      }
      const row = await repo.findUserById(found.userId);
      if (!row) throw new AppError('TOKEN_EXPIRED');
      const rotated = regranted || (await repo.rotateRefreshToken(found.tokenId, found.sessionId, hashToken(next), found.expiresAt));
      if (!rotated) {
        await guard.endSession(found.userId, found.sessionId, 'reuse');
        throw new AppError('TOKEN_EXPIRED');
      }
      const auth = authFor(row, found.sessionId);
      return {
        tokens: { accessToken: await tokens.sign(auth), refreshToken: next, expiresIn: tokens.ttlSeconds },
        mediaPass: { audience, token: await tokens.signMediaPass(auth, found.expiresAt), expiresAt: found.expiresAt },
      };
    },

    async logout(audience: Audience, refreshToken: string, meta: RequestMeta) {
      const found = await repo.findRefreshToken(hashToken(refreshToken));
      if (found && found.audience === audience) {
        await guard.endSession(found.userId, found.sessionId, 'logout');
        await audit.record({ actorUserId: found.userId, action: 'auth.logout', targetType: 'session', targetId: found.sessionId }, meta);
      }
    },

    async forgotPassword(email: string, meta: RequestMeta) {
      await deps.limiter.hit(`mail-ip:${meta.ip}`, 20, 3600);
      // Past a few links an hour for one address, answer the same but send nothing (no mail bombing).
      if (!(await deps.limiter.tryHit(`mail:${email}`, 5, 3600))) return;
      const row = await repo.findUserByEmail(email);
      if (row) await sendLink(row, 'password_reset');
    },

    async resetPassword(token: string, password: string, meta: RequestMeta) {
      // Checked before the link is spent, so a refused password leaves it usable.
      const passwordHash = await hashNewPassword(password);
      const userId = await links.consume(token, 'password_reset');
      if (!userId) throw fieldError('NOT_FOUND', 'token', APP_MESSAGES.invalidLink);
      // The link reached the mailbox, so the address is proven too.
      await repo.setPassword(userId, passwordHash, true);
      await guard.endAllSessions(userId, 'password_reset');
      await audit.record({ actorUserId: userId, action: 'auth.password_reset', targetType: 'user', targetId: userId }, meta);
    },

    async confirmEmail(token: string, meta: RequestMeta) {
      const userId = await links.consume(token, 'email_confirmation');
      if (!userId) throw fieldError('NOT_FOUND', 'token', APP_MESSAGES.invalidLink);
      await repo.markEmailVerified(userId);
      await audit.record({ actorUserId: userId, action: 'auth.email_confirmed', targetType: 'user', targetId: userId }, meta);
    },

    async sendConfirmationAgain(email: string, meta: RequestMeta) {
      await deps.limiter.hit(`mail-ip:${meta.ip}`, 20, 3600);
      if (!(await deps.limiter.tryHit(`mail:${email}`, 5, 3600))) return;
      const row = await repo.findUserByEmail(email);
      if (row && !row.user.emailVerifiedAt) await sendLink(row, 'email_confirmation');
    },

    async isEmailAvailable(email: string, meta: RequestMeta) {
      await deps.limiter.hit(`availability:${meta.ip}`, 30, 60);
      return !(await repo.isEmailTaken(email));
    },

    listClinics: () => repo.listClinics(),

    async register(input: { fullName: string; email: string; username?: string | undefined; password: string; roleid: 3 | 4 }, meta: RequestMeta) {
      await assertIdentityFree(input.email, input.username);
      const userId = await repo.insertUser({
        role: roleForRoleId(input.roleid),
        roleid: input.roleid,
        email: input.email,
        username: input.username ?? null,
        fullName: input.fullName,
        passwordHash: await hashNewPassword(input.password),
      });
      const row = (await repo.findUserById(userId))!;
      await sendLink(row, 'email_confirmation');
      await audit.record({ actorUserId: userId, action: 'auth.register', targetType: 'user', targetId: userId }, meta);
      return { email: input.email };
    },

    async registerClinic(input: { clinicName: string; fullName: string; email: string; password: string; phone?: string | undefined }, meta: RequestMeta) {
      await assertIdentityFree(input.email);
      const clinicId = await repo.insertClinicWithOwner(
        { name: input.clinicName, email: input.email, phone: input.phone ?? null },
        {
          role: 'clinic',
          roleid: ROLE_IDS.clinic,
          email: input.email,
          fullName: input.fullName,
          phone: input.phone ?? null,
          passwordHash: await hashNewPassword(input.password),
        },
      );
      const row = (await repo.findUserByEmail(input.email))!;
      await sendLink(row, 'email_confirmation');
      await audit.record({ actorUserId: row.user.id, action: 'auth.register_clinic', targetType: 'clinic', targetId: clinicId, clinicId }, meta);
      return { email: input.email };
    },

    async socialConfig() {
      return {
        enabled: deps.social.enabled,
        providerName: deps.social.providerName,
        authorizationEndpoint: deps.social.enabled ? await deps.social.authorizationEndpoint() : null,
        clientId: deps.social.clientId,
      };
    },

    async socialLogin(idToken: string, nonce: string | undefined, meta: RequestMeta) {
      const identity = await deps.social.verify(idToken, nonce);
      let row = await repo.findUserByEmail(identity.email);
      if (!row) {
        const userId = await repo.insertUser({
          role: 'frontuser',
          roleid: ROLE_IDS.personalDevelopment,
          email: identity.email,
          fullName: identity.name ?? identity.email.split('@')[0]!,
          emailVerifiedAt: new Date(),
        });
        row = (await repo.findUserById(userId))!;
        await audit.record({ actorUserId: userId, action: 'auth.register_social', targetType: 'user', targetId: userId }, meta);
      } else if (!row.user.emailVerifiedAt) {
        await repo.markEmailVerified(row.user.id);
        row = (await repo.findUserById(row.user.id))!;
      }
      // Administrators sign in with their password on the admin page only.
      if (audienceForRole(row.user.role as Role) !== 'front') throw new AppError('INVALID_CREDENTIALS', MESSAGES.loginFailed);
      if (!row.user.confirmedByAdmin) throw new AppError('NOT_APPROVED', APP_MESSAGES.notApproved);
      const { session, mediaPass } = await issueSession(row, 'front', meta, SOCIAL_REFRESH_DEFAULT_SECONDS);
      await audit.record({ actorUserId: row.user.id, action: 'auth.login_social', targetType: 'user', targetId: row.user.id, clinicId: row.user.clinicId }, meta);
      return { session, mediaPass, message: MESSAGES.loggedInAs(roleWordForRoleId(row.user.roleid)) };
    },

    async upgrade(userId: number, sessionId: number, meta: RequestMeta) {
      const row = await repo.findUserById(userId);
      if (!row) throw new AppError('NOT_FOUND');
      if (row.user.roleid !== ROLE_IDS.personalDevelopment) throw new AppError('CONFLICT', 'Only a personal development account can be upgraded');
      // The other sessions go on: their next refresh brings the business role id (security version).
      await repo.setRoleId(userId, ROLE_IDS.business);
      await guard.endSession(userId, sessionId, 'upgrade');
      await audit.record({ actorUserId: userId, action: 'auth.upgrade', targetType: 'user', targetId: userId }, meta);
      return issueSession((await repo.findUserById(userId))!, 'front', meta);
    },

    /** An invited person chooses a password: the e-mail is proven, they accepted, and a session starts. */
    async acceptInvitation(token: string, password: string, meta: RequestMeta) {
      const passwordHash = await hashNewPassword(password);
      const userId = await links.consume(token, 'invitation');
      if (!userId) throw fieldError('NOT_FOUND', 'token', APP_MESSAGES.invalidLink);
      await repo.setPassword(userId, passwordHash, true);
      await repo.setConfirmedByUser(userId, true);
      await audit.record({ actorUserId: userId, action: 'auth.invitation_accepted', targetType: 'user', targetId: userId }, meta);
      const row = (await repo.findUserById(userId))!;
      assertMayLogIn(row);
      return issueSession(row, audienceForRole(row.user.role as Role), meta);
    },

    weblinkClinic,

    /**
     * A new patient signs up through a clinic's registration link: they confirm the e-mail, then the
     * clinic (or an administrator) approves them before they can log in.
     */
    async registerWithWeblink(
      input: { token: string; fullName: string; email: string; username?: string | undefined; password: string },
      meta: RequestMeta,
    ) {
      const { clinicId } = await weblinkClinic(input.token);
      await assertIdentityFree(input.email, input.username);
      const userId = await repo.insertUser({
        role: 'patient',
        roleid: ROLE_IDS.patient,
        email: input.email,
        username: input.username ?? null,
        fullName: input.fullName,
        passwordHash: await hashNewPassword(input.password),
        clinicId,
        confirmedByAdmin: false,
      });
      const row = (await repo.findUserById(userId))!;
      await sendLink(row, 'email_confirmation');
      await audit.record({ actorUserId: userId, action: 'auth.register_weblink', targetType: 'user', targetId: userId, clinicId }, meta);
      return { email: input.email };
    },
  };

  async function weblinkClinic(token: string) {
    const link = await deps.weblinks.verify(token);
    const clinic = link ? await repo.findClinic(link.clinicId) : undefined;
    if (!link || !clinic) throw fieldError('NOT_FOUND', 'token', APP_MESSAGES.invalidLink);
    return { clinicId: clinic.id, clinicName: clinic.name, expiresAt: link.expiresAt.toISOString() };
  }

  async function assertIdentityFree(email: string, username?: string) {
    if (await repo.isEmailTaken(email)) throw fieldError('CONFLICT', 'email', APP_MESSAGES.emailTaken);
    if (username && (await repo.isUsernameTaken(username))) throw fieldError('CONFLICT', 'username', APP_MESSAGES.usernameTaken);
  }
}

export type AuthService = ReturnType<typeof createAuthService>;
