import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@stillpoint/contracts';
import { storage } from './storage';

/** Layout preferences of spec sections 3 and 9, kept per browser. */
export interface LayoutPreferences {
  skin: 'light' | 'dark';
  /** Right-to-left reading direction (sets dir on <html>). */
  rtl: boolean;
  /** The vertical menu shows icons only. */
  menuCollapsed: boolean;
  /** horizontal: the menu sits in the top bar; vertical: a side navbar. */
  layoutType: 'horizontal' | 'vertical';
  contentWidth: 'boxed' | 'full';
  navbarType: 'sticky' | 'static';
  footerType: 'static' | 'hidden';
}

/** Spec section 9: light skin, horizontal, boxed, sticky navbar (and a static footer, section 3). */
export const DEFAULT_PREFERENCES: LayoutPreferences = Object.freeze({
  skin: 'light',
  rtl: false,
  menuCollapsed: false,
  layoutType: 'horizontal',
  contentWidth: 'boxed',
  navbarType: 'sticky',
  footerType: 'static',
});

const CHOICES = {
  skin: ['light', 'dark'],
  layoutType: ['horizontal', 'vertical'],
  contentWidth: ['boxed', 'full'],
  navbarType: ['sticky', 'static'],
  footerType: ['static', 'hidden'],
} as const;

function pick<K extends keyof typeof CHOICES>(key: K, value: unknown): LayoutPreferences[K] {
  return ((CHOICES[key] as readonly unknown[]).includes(value) ? value : DEFAULT_PREFERENCES[key]) as LayoutPreferences[K];
}

/** Reads stored preferences; anything missing or unknown falls back to its default, field by field. */
export function parsePreferences(value: unknown): LayoutPreferences {
  const stored = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  return {
    skin: pick('skin', stored.skin),
    rtl: typeof stored.rtl === 'boolean' ? stored.rtl : DEFAULT_PREFERENCES.rtl,
    menuCollapsed: typeof stored.menuCollapsed === 'boolean' ? stored.menuCollapsed : DEFAULT_PREFERENCES.menuCollapsed,
    layoutType: pick('layoutType', stored.layoutType),
    contentWidth: pick('contentWidth', stored.contentWidth),
    navbarType: pick('navbarType', stored.navbarType),
    footerType: pick('footerType', stored.footerType),
  };
}

let current: LayoutPreferences | null = null;
const listeners = new Set<() => void>();

export function getPreferences(): LayoutPreferences {
  current ??= parsePreferences(storage.getJson<unknown>(STORAGE_KEYS.layout));
  return current;
}

/** Changes some preferences, stores them and tells every subscriber. */
export function updatePreferences(patch: Partial<LayoutPreferences>): LayoutPreferences {
  current = parsePreferences({ ...getPreferences(), ...patch });
  storage.set(STORAGE_KEYS.layout, JSON.stringify(current));
  for (const listener of listeners) listener();
  return current;
}

export function resetPreferences(): LayoutPreferences {
  return updatePreferences(DEFAULT_PREFERENCES);
}

/** Forgets the in-memory copy (tests, and another tab changing the stored value). */
export function reloadPreferences(): LayoutPreferences {
  current = null;
  const next = getPreferences();
  for (const listener of listeners) listener();
  return next;
}

function onStorage(event: StorageEvent): void {
  if (event.key === STORAGE_KEYS.layout || event.key === null) reloadPreferences();
}

export function subscribePreferences(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

export function usePreferences(): LayoutPreferences {
  return useSyncExternalStore(subscribePreferences, getPreferences, getPreferences);
}

/**
 * Reflects preferences on <html>: the skin class (also read by the splash screen before the app
 * loads) and the reading direction.
 */
export function applyPreferencesToDocument(prefs: LayoutPreferences, root: HTMLElement = document.documentElement): void {
  root.classList.toggle('skin-dark', prefs.skin === 'dark');
  root.classList.toggle('skin-light', prefs.skin === 'light');
  root.setAttribute('dir', prefs.rtl ? 'rtl' : 'ltr');
}
