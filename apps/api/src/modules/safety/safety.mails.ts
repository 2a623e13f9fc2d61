import type { MailMessage } from '../../adapters/mail/index.js';
import { escapeHtml } from '../auth/auth.mails.js';

/**
 * The e-mail that tells a care team a safety alert is waiting. It carries no health detail: no patient
 * name, no clinic, nothing of what was said (e-mail is not a safe channel for it); the alert itself is read
 * after signing in. (The notification service of a later issue takes this over.)
 */
export function safetyAlertMail(to: string, loginUrl: string): MailMessage {
  const lines = ['A safety alert needs your attention.', 'Sign in to Stillpoint to see it and acknowledge it:'];
  return {
    to,
    subject: 'A safety alert needs your attention',
    text: `${lines.join('\n\n')}\n\n${loginUrl}\n\nStillpoint`,
    html: `<p>${escapeHtml(lines[0]!)}</p><p>${escapeHtml(lines[1]!)}</p><p><a href="${escapeHtml(loginUrl)}">Sign in</a></p><p>Stillpoint</p>`,
  };
}
