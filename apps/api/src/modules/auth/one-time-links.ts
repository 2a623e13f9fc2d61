import type { Mailer, MailMessage } from '../../adapters/mail/index.js';
import { hashToken, newOpaqueToken } from '../../lib/crypto.js';
import { authMails } from './auth.mails.js';
import type { AuthRepository, OneTimePurpose } from './auth.repository.js';

/**
 * The kinds of one-time link the system e-mails. Each names the token purpose it stores (what the
 * consuming endpoint accepts), the web page that opens it, its lifetime and its e-mail.
 * `password_set` (a clinic's "send password by email") is a longer-lived reset link with its own wording.
 */
const LINKS = {
  password_reset: {
    purpose: 'password_reset',
    page: 'reset-password',
    lifetimeMs: 60 * 60_000,
    mail: (to: string, name: string, url: string) => authMails.passwordReset(to, name, url, 60),
  },
  email_confirmation: {
    purpose: 'email_confirmation',
    page: 'confirm-email',
    lifetimeMs: 48 * 3_600_000,
    mail: (to: string, name: string, url: string) => authMails.confirmEmail(to, name, url, 48),
  },
  invitation: {
    purpose: 'invitation',
    page: 'accept-invitation',
    lifetimeMs: 7 * 86_400_000,
    mail: (to: string, name: string, url: string, clinicName?: string | null) => authMails.invitation(to, name, url, 7, clinicName),
  },
  password_set: {
    purpose: 'password_reset',
    page: 'reset-password',
    lifetimeMs: 72 * 3_600_000,
    mail: (to: string, name: string, url: string) => authMails.passwordSet(to, name, url, 72),
  },
} satisfies Record<
  string,
  {
    purpose: OneTimePurpose;
    page: string;
    lifetimeMs: number;
    mail: (to: string, name: string, url: string, clinicName?: string | null) => MailMessage;
  }
>;

export type LinkKind = keyof typeof LINKS;

export interface OneTimeLinksDeps {
  repo: Pick<AuthRepository, 'createOneTimeToken' | 'consumeOneTimeToken'>;
  mailer: Mailer;
  publicUrl: string;
}

/**
 * The one mechanism behind every e-mailed single-use link (reset, confirmation, invitation, password
 * set): a random token stored hashed, only the newest of a purpose valid, spent atomically on use.
 */
export function createOneTimeLinks(deps: OneTimeLinksDeps) {
  return {
    /** `clinicName`: the clinic that invites (only the invitation names it). */
    async send(person: { id: number; email: string; fullName: string }, kind: LinkKind, clinicName?: string | null): Promise<void> {
      const link = LINKS[kind];
      const token = newOpaqueToken();
      await deps.repo.createOneTimeToken(person.id, link.purpose, hashToken(token), new Date(Date.now() + link.lifetimeMs));
      const url = `${deps.publicUrl}/${link.page}?token=${encodeURIComponent(token)}`;
      await deps.mailer.send(link.mail(person.email, person.fullName, url, clinicName));
    },
    /** Spends a token of a purpose; the user id when it was valid. */
    consume: (token: string, purpose: OneTimePurpose) => deps.repo.consumeOneTimeToken(hashToken(token), purpose),
  };
}

export type OneTimeLinks = ReturnType<typeof createOneTimeLinks>;
