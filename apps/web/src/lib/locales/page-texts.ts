import { en } from './en';
import { SHELL_TEXTS } from './shell-texts';
import { splitTexts } from './split-texts';

/**
 * Every text of en.ts but the shell's (shell-texts.ts): loaded once, with the first page that needs it
 * (lib/i18n.ts, loadPageTexts). The build reads this module and keeps its data only.
 */
export const pageTexts = splitTexts(en, SHELL_TEXTS, true) as Partial<typeof en>;
