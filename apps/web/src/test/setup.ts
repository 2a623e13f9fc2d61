import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18n } from '../lib/i18n';
import { pageTexts } from '../lib/locales/page-texts';

// Files run side by side on every core and some pages load a module on first use (a dynamic import): the
// default second for findBy and waitFor is too short on a busy 2-core CI machine. A passing wait returns at once.
configure({ asyncUtilTimeout: 4000 });

// Components are rendered with every text (the app loads the pages' texts with their routes: loadPageTexts).
i18n.addResourceBundle('en', 'translation', pageTexts, true, true);

// happy-dom has no FontFaceSet; Mantine's autosizing Textarea listens on document.fonts for late fonts.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined, ready: Promise.resolve() },
  });
}

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
