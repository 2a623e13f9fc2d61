import { describe, expect, it } from 'vitest';
import { adminRefusal, type AdminAction } from './people.rules.js';

const ACTIONS: AdminAction[] = ['edit', 'delete', 'approve', 'confirmForUser', 'convert', 'features'];
const admin = { userid: 1, role: 'admin' as const };
const master = { userid: 2, role: 'masterAdmin' as const };

describe('adminRefusal', () => {
  it('lets any administrator act on people who are not administrators', () => {
    for (const action of ACTIONS) {
      expect(adminRefusal(admin, { userid: 10, role: 'patient' }, action)).toBeNull();
      expect(adminRefusal(master, { userid: 11, role: 'frontuser' }, action)).toBeNull();
    }
  });

  it('leaves administrators to a master admin', () => {
    for (const action of ACTIONS) {
      expect(adminRefusal(admin, { userid: 3, role: 'admin' }, action)).toBe('masterAdminOnly');
      expect(adminRefusal(admin, { userid: 4, role: 'masterAdmin' }, action)).toBe('masterAdminOnly');
      expect(adminRefusal(master, { userid: 3, role: 'admin' }, action)).toBeNull();
    }
  });

  it('never deletes, approves or converts the own account; editing it is for a master admin', () => {
    for (const action of ['delete', 'approve', 'convert'] as const) {
      expect(adminRefusal(master, master, action)).toBe('ownAccount');
      expect(adminRefusal(admin, admin, action)).toBe('ownAccount');
    }
    expect(adminRefusal(master, master, 'edit')).toBeNull();
    expect(adminRefusal(admin, admin, 'edit')).toBe('masterAdminOnly');
  });
});
