import type { MailMessage } from '../../adapters/mail/index.js';

/** E-mails of the auth domain. They carry links only, never health data. */
function linkMail(to: string, subject: string, greeting: string, body: string, label: string, url: string, expiry: string): MailMessage {
  const text = `${greeting}\n\n${body}\n\n${url}\n\n${expiry}\n\nIf you did not ask for this, you can ignore this e-mail.\n\nStillpoint`;
  const html = `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(label)}</a></p><p>${escapeHtml(expiry)}</p><p>If you did not ask for this, you can ignore this e-mail.</p><p>Stillpoint</p>`;
  return { to, subject, text, html };
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/**
 * Account e-mails. None names a therapist, and only the invitation names a clinic: being a clinic's
 * patient is itself health data, so the other e-mails say only that there is a Stillpoint account. The
 * invitation is the exception: it goes once, at the clinic's request, to the person the clinic chose to
 * invite, who needs to know who invites them to trust the link (an unexplained "an account was made for
 * you" reads like phishing).
 */
export const authMails = {
  passwordReset: (to: string, name: string, url: string, minutes: number) =>
    linkMail(to, 'Reset your Stillpoint password', `Hello ${name},`, 'Someone asked to reset the password of your Stillpoint account. Open this link to choose a new one:', 'Choose a new password', url, `The link works once, for ${minutes} minutes.`),
  confirmEmail: (to: string, name: string, url: string, hours: number) =>
    linkMail(to, 'Confirm your e-mail address for Stillpoint', `Hello ${name},`, 'Welcome to Stillpoint. Open this link to confirm your e-mail address:', 'Confirm my e-mail address', url, `The link works once, for ${hours} hours.`),
  invitation: (to: string, name: string, url: string, days: number, clinicName?: string | null) =>
    linkMail(
      to,
      clinicName ? `${clinicName} invites you to Stillpoint` : 'You are invited to Stillpoint',
      `Hello ${name},`,
      clinicName
        ? `${clinicName} has made an account for you on Stillpoint. Open this link to choose your password:`
        : 'An account has been made for you on Stillpoint. Open this link to choose your password:',
      'Choose my password',
      url,
      `The link works once, for ${days} days.`,
    ),
  passwordSet: (to: string, name: string, url: string, hours: number) =>
    linkMail(to, 'Choose your Stillpoint password', `Hello ${name},`, 'You can choose a new password for your Stillpoint account with this link:', 'Choose my password', url, `The link works once, for ${hours} hours.`),
  approved: (to: string, name: string, url: string) => {
    const text = `Hello ${name},\n\nYour Stillpoint account has been approved. You can log in now:\n\n${url}\n\nStillpoint`;
    const html = `<p>${escapeHtml(`Hello ${name},`)}</p><p>Your Stillpoint account has been approved. You can log in now:</p><p><a href="${escapeHtml(url)}">Log in</a></p><p>Stillpoint</p>`;
    return { to, subject: 'Your Stillpoint account has been approved', text, html };
  },
};
