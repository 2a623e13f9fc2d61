import { en } from './en';
import { splitTexts } from './split-texts';

type Texts = typeof en;

/**
 * The parts of en.ts the first page needs: the shell (layout, footer, toasts, maintenance, errors) and the
 * login pages, as namespaces or `namespace.group` paths. They come with the app; every other text comes in
 * one chunk of its own (page-texts.ts), loaded with the first page that needs it (lib/i18n.ts,
 * loadPageTexts). A text of another part used on the login page shows as its key and is reported
 * (e2e/web-weight.e2e.ts). The build reads this module and keeps its data only
 * (apps/web/build/build-time-data.ts).
 */
export const SHELL_TEXTS = [
  'common',
  'toast',
  'footer',
  'alerts',
  'maintenance',
  'layout',
  'help',
  'notFound',
  'routeError',
  'auth.welcomeTitle',
  'auth.fields',
  'auth.login',
  'auth.adminLogin',
  'auth.confirmation',
  'auth.social',
] as const satisfies readonly (keyof Texts | `auth.${keyof Texts['auth']}`)[];

export const shellTexts = splitTexts(en, SHELL_TEXTS, false) as Partial<Texts>;
