import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@stillpoint/contracts';
import {
  DEFAULT_PREFERENCES,
  applyPreferencesToDocument,
  getPreferences,
  parsePreferences,
  reloadPreferences,
  resetPreferences,
  updatePreferences,
  usePreferences,
} from './preferences';

const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.layout) ?? 'null') as unknown;

beforeEach(() => {
  localStorage.clear();
  reloadPreferences();
});

describe('layout preferences', () => {
  it('default to the spec: light skin, horizontal, boxed, sticky navbar, static footer, LTR, menu open', () => {
    expect(getPreferences()).toEqual({
      skin: 'light',
      rtl: false,
      menuCollapsed: false,
      layoutType: 'horizontal',
      contentWidth: 'boxed',
      navbarType: 'sticky',
      footerType: 'static',
    });
  });

  it('are stored per browser under the layout key and survive a reload', () => {
    updatePreferences({ skin: 'dark', layoutType: 'vertical' });
    updatePreferences({ rtl: true, menuCollapsed: true, contentWidth: 'full', navbarType: 'static', footerType: 'hidden' });
    const expected = {
      skin: 'dark',
      rtl: true,
      menuCollapsed: true,
      layoutType: 'vertical',
      contentWidth: 'full',
      navbarType: 'static',
      footerType: 'hidden',
    };
    expect(stored()).toEqual(expected);
    // A new page load reads them back.
    expect(reloadPreferences()).toEqual(expected);
  });

  it('fall back field by field when the stored value is missing, unknown or unreadable', () => {
    localStorage.setItem(STORAGE_KEYS.layout, JSON.stringify({ skin: 'dark', layoutType: 'diagonal', rtl: 'yes' }));
    expect(reloadPreferences()).toEqual({ ...DEFAULT_PREFERENCES, skin: 'dark' });
    localStorage.setItem(STORAGE_KEYS.layout, '{not json');
    expect(reloadPreferences()).toEqual(DEFAULT_PREFERENCES);
    expect(parsePreferences(null)).toEqual(DEFAULT_PREFERENCES);
  });

  it('reset to the defaults', () => {
    updatePreferences({ skin: 'dark', footerType: 'hidden' });
    resetPreferences();
    expect(stored()).toEqual(DEFAULT_PREFERENCES);
  });

  it('notify subscribers live', () => {
    const { result } = renderHook(() => usePreferences());
    expect(result.current.skin).toBe('light');
    act(() => {
      updatePreferences({ skin: 'dark' });
    });
    expect(result.current.skin).toBe('dark');
  });

  it('follow another tab through the storage event', () => {
    const { result } = renderHook(() => usePreferences());
    act(() => {
      localStorage.setItem(STORAGE_KEYS.layout, JSON.stringify({ layoutType: 'vertical' }));
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.layout }));
    });
    expect(result.current.layoutType).toBe('vertical');
  });

  it('set the skin class and the reading direction on <html>', () => {
    const root = document.createElement('html');
    applyPreferencesToDocument({ ...DEFAULT_PREFERENCES, skin: 'dark', rtl: true }, root);
    expect(root.classList.contains('skin-dark')).toBe(true);
    expect(root.classList.contains('skin-light')).toBe(false);
    expect(root.getAttribute('dir')).toBe('rtl');
    applyPreferencesToDocument(DEFAULT_PREFERENCES, root);
    expect(root.classList.contains('skin-light')).toBe(true);
    expect(root.getAttribute('dir')).toBe('ltr');
  });
});
