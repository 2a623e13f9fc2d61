import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { formatThousands } from '@stillpoint/contracts';
import type { en } from './locales/en';
import { shellTexts } from './locales/shell-texts';

/**
 * The interface language is English with English fallback (spec section 2). The app starts with the
 * shell's texts; the rest come with the first page that needs them (loadPageTexts).
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: ['en'],
  resources: { en: { translation: shellTexts } },
  partialBundledLanguages: true,
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  // A key without a text shows as its name: say so (a page rendered before its texts were loaded).
  saveMissing: true,
  missingKeyHandler: (_languages, _namespace, key) => console.error(`Missing text: ${key}`),
});

let pageTexts: Promise<void> | undefined;

/** Adds the texts of every page beyond the shell (one chunk, loaded once); routes await it before rendering. */
export function loadPageTexts(): Promise<void> {
  pageTexts ??= import('./locales/page-texts').then(
    ({ pageTexts: texts }) => {
      i18n.addResourceBundle('en', 'translation', texts, true, true);
    },
    (error: unknown) => {
      pageTexts = undefined;
      throw error;
    },
  );
  return pageTexts;
}

/**
 * `{{count, thousands}}` in a text: numbers above 999 as "1.2k" (spec section 9), for the counts people
 * read (members, plays, ratings, completions). The plural still follows the exact count.
 */
i18n.services.formatter?.add('thousands', (value: unknown) => (typeof value === 'number' ? formatThousands(value) : String(value)));

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

type Texts = typeof en;
/** The top-level locale namespaces that hold every one of the keys K (shared components take one as `ns`). */
export type NamespaceWith<K extends string> = {
  [N in keyof Texts]: Texts[N] extends Record<K, unknown> ? N : never;
}[keyof Texts];
