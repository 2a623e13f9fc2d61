import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

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
