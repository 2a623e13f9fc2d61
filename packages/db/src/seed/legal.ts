/** Starting texts for the terms and privacy policy; administrators replace them in the site settings. */
export const TERMS = `Stillpoint terms of use

1. Stillpoint offers guided meditations, classes, tasks, tests and therapy tools. It does not replace emergency care: in an emergency call your local emergency number.
2. Your clinic decides which content and features you see. Personal users see the shared library.
3. Keep your password to yourself. You are responsible for what happens under your account.
4. Do not upload content you have no right to share, and treat other members of groups and challenges with respect.
5. We may suspend accounts that abuse the service. You can delete your account at any time through your clinic or an administrator.`;

export const PRIVACY_POLICY = `Stillpoint privacy policy

What we keep: your name, e-mail address, username, avatar, the content you complete and the answers you give.
Why: to run the service for you and, if you are a patient, for your clinic and the therapists it assigns to you.
Who sees it: you; your clinic and its employees assigned to you (patients only); Stillpoint administrators when they support you. Every read of a patient's health data by someone else is recorded.
E-mails we send never carry health data.
You may ask your clinic or an administrator for a copy of your data or for its deletion.`;
