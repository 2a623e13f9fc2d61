import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, countryField, crisisCountryCodeField, regionOfLocale } from './countries.js';

describe('countries', () => {
  it('knows the 249 ISO 3166-1 alpha-2 codes, once each', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    for (const code of ['US', 'GB', 'IE', 'AU', 'NZ', 'IN']) expect(COUNTRY_CODES).toContain(code);
  });

  it('reads the region of a locale tag or an Accept-Language header', () => {
    expect(regionOfLocale('en-GB')).toBe('GB');
    expect(regionOfLocale('de_DE')).toBe('DE');
    expect(regionOfLocale('zh-Hant-TW')).toBe('TW');
    expect(regionOfLocale('en-AU,en;q=0.8')).toBe('AU');
    expect(regionOfLocale('fr')).toBeUndefined();
    expect(regionOfLocale('es-419')).toBeUndefined();
    expect(regionOfLocale(undefined)).toBeUndefined();
  });

  it('takes a country in any case, and INTL only where the international list is meant', () => {
    expect(countryField.parse(' nz ')).toBe('NZ');
    expect(countryField.safeParse('INTL').success).toBe(false);
    expect(countryField.safeParse('XX').success).toBe(false);
    expect(crisisCountryCodeField.parse('intl')).toBe('INTL');
  });
});
