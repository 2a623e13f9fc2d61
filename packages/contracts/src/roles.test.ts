import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.js';
import { ROLE_IDS, ROLE_NAMES, roleNameForRoleId, roleNamePluralForRoleId, roleWordForRoleId } from './roles.js';

describe('role names', () => {
  it('names every role id in the product words, never the internal ones', () => {
    expect(Object.values(ROLE_IDS).map(roleNameForRoleId)).toEqual([
      'Master admin',
      'Admin',
      'Clinic',
      'Personal user',
      'Business user',
      'Patient',
      'Employee',
    ]);
    for (const { one, other } of Object.values(ROLE_NAMES)) {
      expect(`${one} ${other}`).not.toMatch(/Client User|Development User|Master Admin|role id/);
    }
  });

  it('has a plural for lists and exports, and an admin for ids the spec does not name', () => {
    expect(roleNamePluralForRoleId(ROLE_IDS.personalDevelopment)).toBe('Personal users');
    expect(roleNamePluralForRoleId(ROLE_IDS.patient)).toBe('Patients');
    expect(roleNameForRoleId(9)).toBe('Admin');
    expect(roleNameForRoleId(-1)).toBe('Admin');
  });

  it('puts the role in the welcome message as people say it, keeping the spec template', () => {
    expect(MESSAGES.loggedInAs(roleWordForRoleId(ROLE_IDS.personalDevelopment))).toBe(
      'You have successfully logged in as personal user',
    );
    expect(MESSAGES.loggedInAs(roleWordForRoleId(ROLE_IDS.masterAdmin))).toBe('You have successfully logged in as master admin');
  });
});
