import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';

describe('counts in texts', () => {
  it('follow the plural of the exact count: no "1 minutes", no "Completed 1 times"', () => {
    expect(i18n.t('discovery.meditationCompleted', { count: 1 })).toBe('Completed once');
    expect(i18n.t('discovery.meditationCompleted', { count: 3 })).toBe('Completed 3 times');
    expect(i18n.t('discovery.members', { count: 1 })).toBe('1 member');
    expect(i18n.t('clinics.patientsChoice', { count: 1 })).toBe('It has 1 patient. What happens to them?');
    expect(i18n.t('clinics.patientsChoice', { count: 2 })).toBe('It has 2 patients. What happens to them?');
    expect(i18n.t('aiStudio.draft.pause', { count: 1 })).toBe('Pause, 1 second');
    expect(i18n.t('meditations.subcategories.count', { count: 1 })).toBe('1 meditation');
    expect(i18n.t('assignments.progress', { done: 0, count: 1 })).toBe('0 of 1 task done');
    expect(i18n.t('assignments.progress', { done: 2, count: 3 })).toBe('2 of 3 tasks done');
  });

  it('show numbers above 999 as thousands with one decimal and k (spec section 9)', () => {
    expect(i18n.t('discovery.plays', { count: 1234 })).toBe('1.2k plays');
    expect(i18n.t('discovery.members', { count: 999 })).toBe('999 members');
    expect(i18n.t('engagement.rating.count', { count: 15400 })).toBe('15.4k ratings');
    expect(i18n.t('discovery.meditationCompleted', { count: 2500 })).toBe('Completed 2.5k times');
  });

  it('leave no count-based text without its plural forms', async () => {
    const { en } = await import('./locales/en');
    const singularOnly: string[] = [];
    const walk = (node: unknown, path: string) => {
      if (typeof node === 'string') {
        // A count that is a number of things (not "x / max characters", "Patients (3)" or a unit such as "4 s").
        const exempt = /\{\{count\}\} \/|\(\{\{count(, thousands)?\}\}\)|of \{\{count\}\}|\{\{count\}\} s\b/;
        if (/\{\{count[,}]/.test(node) && !/_(one|other)$/.test(path) && !exempt.test(node))
          singularOnly.push(`${path}: ${node}`);
        return;
      }
      if (node && typeof node === 'object')
        for (const [key, value] of Object.entries(node)) walk(value, path ? `${path}.${key}` : key);
    };
    walk(en, '');
    expect(singularOnly).toEqual([]);
  });
});
