import { describe, expect, it } from 'vitest';
import { AREA_MENUS, featureEnabled } from './menus';

describe('featureEnabled', () => {
  it('hides only what the features switch off explicitly', () => {
    expect(featureEnabled({ patients: false }, 'patients')).toBe(false);
    expect(featureEnabled({ patients: true }, 'patients')).toBe(true);
    expect(featureEnabled({}, 'patients')).toBe(true);
    expect(featureEnabled(undefined, 'patients')).toBe(true);
    expect(featureEnabled({ patients: false }, undefined)).toBe(true);
  });

  it('every area has an Account entry, and the clinic menu drops Patients when switched off', () => {
    for (const menu of Object.values(AREA_MENUS)) expect(menu.some((item) => item.labelKey === 'menu.account')).toBe(true);
    const visible = AREA_MENUS.clinic
      .filter((item) => featureEnabled({ patients: false }, item.feature))
      .map((item) => item.labelKey);
    expect(visible).not.toContain('menu.patients');
    expect(visible).toContain('menu.employees');
  });
});
