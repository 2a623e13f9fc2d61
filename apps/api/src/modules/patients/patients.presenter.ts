/** Names of the actions a patient's activity shows; anything else shows its action code. */
const ACTIVITY_LABELS: Record<string, string> = {
  'auth.login': 'Logged in',
  'auth.login_social': 'Logged in with single sign-on',
  'auth.logout': 'Logged out',
  'auth.password_reset': 'Reset the password',
  'auth.email_confirmed': 'Confirmed the e-mail address',
  'auth.invitation_accepted': 'Accepted the invitation',
  'auth.register': 'Signed up',
  'auth.register_weblink': 'Signed up through the clinic link',
  'account.updated': 'Updated the account details',
  'account.password_changed': 'Changed the password',
  'account.avatar_uploaded': 'Changed the profile picture',
  'account.notification_settings_updated': 'Changed the notification settings',
};

/** An activity entry: what and when, never the audit row's meta (which may name other people). */
export function presentActivity(row: { id: number; action: string; createdAt: Date }) {
  return { id: row.id, action: row.action, label: ACTIVITY_LABELS[row.action] ?? row.action, at: row.createdAt.toISOString() };
}
