import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './locales/en';

/** The interface language is English with English fallback (spec section 2). */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: ['en'],
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

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
