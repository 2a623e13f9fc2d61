import { describe, expect, it } from 'vitest';
import { ROLE_IDS } from '@stillpoint/contracts';
import { ACCOUNT_LINKS, ACCOUNT_ROUTES, AREA_MENUS, featureEnabled, landingRedirect, menuSlots, roleAllowedEntry, visibleEntries } from './menus';

describe('featureEnabled', () => {
  it('hides only what the features switch off explicitly', () => {
    expect(featureEnabled({ patients: false }, 'patients')).toBe(false);
    expect(featureEnabled({ patients: true }, 'patients')).toBe(true);
    expect(featureEnabled({}, 'patients')).toBe(true);
    expect(featureEnabled(undefined, 'patients')).toBe(true);
    expect(featureEnabled({ patients: false }, undefined)).toBe(true);
  });

  it('the account is in the user menu, not the main menu; the clinic menu drops Patients when switched off', () => {
    for (const [area, menu] of Object.entries(AREA_MENUS)) {
      expect(menu.some((item) => item.to.endsWith('/account'))).toBe(false);
      expect(ACCOUNT_ROUTES[area as keyof typeof ACCOUNT_ROUTES]).toMatch(/\/account$/);
    }
    const visible = AREA_MENUS.clinic
      .filter((item) => featureEnabled({ patients: false }, item.feature))
      .map((item) => item.labelKey);
    expect(visible).not.toContain('menu.patients');
    expect(visible).toContain('menu.employees');
  });
});

describe('engagement entries', () => {
  it('every front area has Favourites (feature favorites) and Watch list; business questions only for business users', () => {
    for (const area of ['clinic', 'employee', 'patient', 'frontuser'] as const) {
      const menu = AREA_MENUS[area];
      expect(menu.find((item) => item.labelKey === 'engagement.menu.favorites')).toMatchObject({
        to: `/${area}/favorites`,
        feature: 'favorites',
      });
      expect(menu.find((item) => item.labelKey === 'engagement.menu.watchlist')).toMatchObject({ to: `/${area}/watchlist` });
    }
    const business = AREA_MENUS.frontuser.find((item) => item.labelKey === 'engagement.menu.business')!;
    expect(roleAllowedEntry(business, ROLE_IDS.business)).toBe(true);
    expect(roleAllowedEntry(business, ROLE_IDS.personalDevelopment)).toBe(false);
    expect(roleAllowedEntry(business, undefined)).toBe(false);
    expect(roleAllowedEntry(AREA_MENUS.frontuser[0]!, ROLE_IDS.personalDevelopment)).toBe(true);
  });
});

describe('the landing and its feature', () => {
  it("every area's first entry is its landing, with the landing page's feature (administration: none)", () => {
    expect(AREA_MENUS.frontuser[0]).toMatchObject({ to: '/frontuser/AImeditations', feature: 'AImeditations' });
    for (const area of ['clinic', 'employee', 'patient'] as const)
      expect(AREA_MENUS[area][0]).toMatchObject({ to: `/${area}/discovery`, feature: 'discovery' });
    expect(AREA_MENUS.admin[0]!.feature).toBeUndefined();
  });

  it('sends a person whose landing is switched off to the first entry left, and nobody else', () => {
    expect(landingRedirect('frontuser', '/frontuser/AImeditations', { AImeditations: false }, 3)).toBe('/frontuser/discovery');
    expect(landingRedirect('frontuser', '/frontuser/aimeditations/', { AImeditations: false, discovery: false, tasks: false, meetings: false, chat: false, groups: false, challenges: false, events: false, tests: false }, 3)).toBe(
      '/frontuser/favorites',
    );
    expect(landingRedirect('frontuser', '/frontuser/AImeditations', { AImeditations: true }, 3)).toBeNull();
    expect(landingRedirect('frontuser', '/frontuser/discovery', { AImeditations: false }, 3)).toBeNull();
    expect(landingRedirect('clinic', '/clinic/discovery', { discovery: false }, 2)).toBe('/clinic/patients');
    // Every switchable entry off: the invoices stay (never switched off).
    expect(landingRedirect('patient', '/patient/discovery', { discovery: false, AImeditations: false, tasks: false, assignments: false, meetings: false, chat: false, groups: false, challenges: false, events: false, tests: false, favorites: false }, 5)).toBe(
      '/patient/invoices',
    );
    expect(landingRedirect('admin', '/administration/dashboard', {}, 1)).toBeNull();
    expect(visibleEntries('frontuser', { AImeditations: false }, 3).map((item) => item.labelKey)).not.toContain('menu.home');
  });
});

describe('groups entries', () => {
  it('every area has Groups (feature groups in the front areas and the clinic; administrators always), in the community group', () => {
    for (const area of ['clinic', 'employee', 'patient', 'frontuser'] as const)
      expect(AREA_MENUS[area].find((item) => item.labelKey === 'menu.communityGroups')).toMatchObject({
        to: `/${area}/groups`,
        feature: 'groups',
        group: 'community',
      });
    const admin = AREA_MENUS.admin.find((item) => item.labelKey === 'menu.communityGroups');
    expect(admin).toMatchObject({ to: '/administration/groups', group: 'community' });
    expect(admin!.feature).toBeUndefined();
    expect(visibleEntries('patient', { groups: false }, 5).map((item) => item.labelKey)).not.toContain('menu.communityGroups');
  });
});

describe('tasks entries', () => {
  it('people who keep tasks have Tasks (feature tasks); patients Assignments; clinics and administrators the task categories', () => {
    for (const area of ['employee', 'patient', 'frontuser'] as const)
      expect(AREA_MENUS[area].find((item) => item.labelKey === 'menu.tasks')).toMatchObject({ to: `/${area}/tasks`, feature: 'tasks' });
    expect(AREA_MENUS.patient.find((item) => item.labelKey === 'menu.assignments')).toMatchObject({
      to: '/patient/assignments',
      feature: 'assignments',
    });
    expect(AREA_MENUS.clinic.find((item) => item.labelKey === 'menu.taskCategories')).toMatchObject({
      to: '/clinic/task-categories',
      feature: 'tasks',
    });
    expect(AREA_MENUS.admin.map((item) => item.to)).toEqual(
      expect.arrayContaining(['/administration/tasks', '/administration/task-categories']),
    );
    expect(AREA_MENUS.clinic.some((item) => item.labelKey === 'menu.tasks')).toBe(false);
  });
});

describe('AI meditations entries', () => {
  it('patients and employees have the assistant (feature AImeditations); the clinic one AI entry (assistant and studio tabs); the administration the AI studio', () => {
    for (const area of ['patient', 'employee'] as const)
      expect(AREA_MENUS[area].find((item) => item.labelKey === 'menu.aiMeditations')).toMatchObject({
        to: `/${area}/AImeditations`,
        feature: 'AImeditations',
      });
    expect(AREA_MENUS.clinic.find((item) => item.labelKey === 'menu.aiMeditations')).toMatchObject({ to: '/clinic/AImeditations' });
    expect(AREA_MENUS.clinic.some((item) => item.labelKey === 'menu.aiStudio')).toBe(false);
    expect(AREA_MENUS.admin.find((item) => item.labelKey === 'menu.aiStudio')).toMatchObject({ to: '/administration/ai-meditations' });
    // The personal user's assistant is the landing itself (Home), not a second entry.
    expect(AREA_MENUS.frontuser.some((item) => item.labelKey === 'menu.aiMeditations')).toBe(false);
    expect(visibleEntries('patient', { AImeditations: false }, 5).map((item) => item.labelKey)).not.toContain('menu.aiMeditations');
  });
});

describe('studio entries', () => {
  it('the clinic reads the feedback on its library (behind Discovery); the administration has no feedback entry', () => {
    expect(AREA_MENUS.clinic.find((item) => item.labelKey === 'menu.feedback')).toMatchObject({
      to: '/clinic/feedback',
      feature: 'discovery',
    });
    expect(AREA_MENUS.admin.some((item) => item.labelKey === 'menu.feedback')).toBe(false);
  });
});

describe('menu groups', () => {
  it("gathers each group's entries in one place of the bar, where its first entry stands", () => {
    const slots = menuSlots(AREA_MENUS.admin);
    expect(slots.map((slot) => (slot.kind === 'entry' ? slot.item.labelKey : slot.group))).toEqual([
      'menu.dashboard',
      'people',
      'community',
      'library',
      'safety',
      'communications',
      'billing',
      'system',
    ]);
    const people = slots[1]!;
    expect(people.kind === 'group' && people.items.map((item) => item.labelKey)).toEqual(['menu.users', 'menu.clinics', 'menu.chat', 'menu.video', 'menu.features']);
    const community = slots[2]!;
    expect(community.kind === 'group' && community.items.map((item) => item.labelKey)).toEqual(['menu.communityGroups', 'menu.challenges', 'menu.events']);
    // Every entry is in exactly one place.
    expect(slots.flatMap((slot) => (slot.kind === 'entry' ? [slot.item] : slot.items))).toEqual(AREA_MENUS.admin);
  });

  it('keeps each group together in the menu order (the side menu puts one heading before each group)', () => {
    for (const menu of Object.values(AREA_MENUS)) {
      const groups = menu.map((item) => item.group).filter(Boolean);
      const runs = groups.filter((group, index) => group !== groups[index - 1]);
      expect(new Set(runs).size).toBe(runs.length);
    }
  });

  it('shows a group left with one entry (the others switched off) as that entry on its own', () => {
    // Watch list off (it needs discovery) leaves Favourites alone in Saved; Events and Challenges off leave Groups alone in Community.
    const items = visibleEntries('patient', { discovery: false, events: false, challenges: false }, 5);
    const slots = menuSlots(items);
    expect(slots.every((slot) => slot.kind === 'entry')).toBe(true);
    expect(slots.map((slot) => slot.kind === 'entry' && slot.item.labelKey)).toContain('engagement.menu.favorites');
    expect(slots.map((slot) => slot.kind === 'entry' && slot.item.labelKey)).toContain('menu.communityGroups');
    const clinic = menuSlots(visibleEntries('clinic', {}, 2));
    expect(clinic.map((slot) => (slot.kind === 'entry' ? slot.item.labelKey : slot.group))).toEqual([
      'menu.home',
      'people',
      'community',
      'billing',
      'menu.safety',
      'library',
      // One AI page (assistant and studio as tabs): a group of one shows as its entry.
      'menu.aiMeditations',
      'saved',
    ]);
  });

  it('patients, personal users, clinics and administrators have Challenges in the community group (feature challenges in the front areas)', () => {
    for (const area of ['patient', 'frontuser', 'clinic'] as const)
      expect(AREA_MENUS[area].find((item) => item.labelKey === 'menu.challenges')).toMatchObject({ to: `/${area}/challenges`, feature: 'challenges', group: 'community' });
    expect(AREA_MENUS.admin.find((item) => item.labelKey === 'menu.challenges')).toMatchObject({ to: '/administration/challenges', group: 'community' });
    // Employees take no challenges (the front family is for patients and personal users): they see their patients' streaks on the patient page.
    expect(AREA_MENUS.employee.find((item) => item.labelKey === 'menu.challenges')).toBeUndefined();
  });

  it('every area that chats has Chat (feature chat in the front areas; administrators always)', () => {
    for (const area of ['clinic', 'employee', 'patient', 'frontuser'] as const) {
      expect(AREA_MENUS[area].find((item) => item.labelKey === 'menu.chat')).toMatchObject({ to: `/${area}/chat`, feature: 'chat' });
    }
    expect(AREA_MENUS.admin.find((item) => item.labelKey === 'menu.chat')).toMatchObject({ to: '/administration/chat' });
    expect(AREA_MENUS.admin.find((item) => item.labelKey === 'menu.chat')!.feature).toBeUndefined();
  });

  it('the accounts that subscribe reach their subscription and invoices from the user menu; patients have Invoices in their menu', () => {
    for (const area of ['frontuser', 'clinic'] as const)
      expect(ACCOUNT_LINKS[area].map((link) => [link.labelKey, link.to])).toEqual([
        ['menu.subscription', `/${area}/account/subscription`],
        ['menu.invoices', `/${area}/account/invoices`],
      ]);
    for (const area of ['admin', 'employee', 'patient'] as const) expect(ACCOUNT_LINKS[area]).toEqual([]);
    expect(AREA_MENUS.patient.find((item) => item.labelKey === 'menu.invoices')).toMatchObject({ to: '/patient/invoices' });
    expect(AREA_MENUS.patient.find((item) => item.labelKey === 'menu.invoices')!.feature).toBeUndefined();
    expect(AREA_MENUS.employee.find((item) => item.labelKey === 'menu.invoices')).toBeUndefined();
  });
});
