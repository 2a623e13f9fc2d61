/**
 * Messages the spec quotes (section 8), verbatim, typos included: users and their scripts rely on them.
 * Never "fix" the spelling here.
 */
export const MESSAGES = {
  loginFailed: 'Invalid Email or Passord',
  loginRejected: 'Invalid Username OR Email',
  loggedInAs: (roleName: string) => `You have successfully logged in as ${roleName}`,
  somethingWentWrong: 'Something went wrong',
  somethingIsWrong: 'Something is wrong',
  anErrorOccurred: 'An error occurred',
  emailSendingField: 'Email Sending Field',
  failedUserReport: 'Failed to fetch user data report',
  failedWeblink: 'Failed to generate weblink',
} as const;

/** Stillpoint's own messages (not quoted by the spec). */
export const APP_MESSAGES = {
  validation: 'Some fields are not valid',
  unauthenticated: 'Please log in to continue',
  tokenExpired: 'Your session has expired',
  forbidden: 'You are not allowed to do this',
  notFound: 'Not found',
  throttled: 'Too many attempts, please wait a moment and try again',
  locked: 'Too many failed attempts: this account is locked for a while, try again later',
  maintenance: 'The system is under maintenance, please come back soon',
  internal: 'Something went wrong',
  badRequest: 'The request could not be read',
  notApproved: 'Your account is waiting for approval by your clinic',
  emailNotConfirmed: 'Please confirm your e-mail address first: we sent you a link',
  loggedOut: 'You have been logged out',
  refreshed: 'Session refreshed',
  resetMailSent: 'If an account exists for this e-mail, we sent a link to reset the password',
  confirmationMailSent: 'If an account waits for confirmation at this e-mail, we sent a new link',
  passwordReset: 'Your password has been reset, you can log in now',
  invalidLink: 'This link is invalid or has expired',
  emailConfirmed: 'Your e-mail address is confirmed, you can log in now',
  emailAvailable: 'This e-mail is available',
  emailTaken: 'This e-mail is already registered',
  registered: 'Your account has been created: check your e-mail to confirm it',
  clinicRegistered: 'Your clinic has been registered: check your e-mail to confirm it',
  socialNotConfigured: 'Social sign-in is not configured on this server',
  socialInvalid: 'The sign-in token could not be verified',
  upgraded: 'Your account has been upgraded to a business account',
  ok: 'Success',
} as const;
