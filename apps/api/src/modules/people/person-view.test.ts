import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_AVATAR, DISPLAY_NAME_MESSAGES, endpoints, type PersonView, type Role } from '@stillpoint/contracts';
import { users } from '@stillpoint/db';
import { createClass } from '../../../test/content-factories.js';
import { createClinic, createUser, login } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { presentPersonView, type PersonViewRow } from './person-view.presenter.js';

/**
 * What each kind of viewer receives of a person (decision 0010): the real name and avatar for the person
 * themself, their own clinic's team and administrators; the name the person chose for peers, with the
 * default avatar and no id, for everyone else. Team members are shown by their professional name.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const AVATAR = '/api/media/avatars/person-view.png';

async function people() {
  const [harbor, cedar] = [await createClinic(t.db, 'Harbor'), await createClinic(t.db, 'Cedar')];
  const make = async (kind: Parameters<typeof createUser>[1], clinicId?: number, fullName?: string) => {
    const user = await createUser(t.db, kind, { ...(clinicId ? { clinicId } : {}), ...(fullName ? { fullName } : {}) });
    return { user, token: (await login(t, user)).accessToken };
  };
  const subject = await make('patient', harbor.id, 'Priya Devi Nair');
  await t.db.update(users).set({ avatarUrl: AVATAR }).where(eq(users.id, subject.user.id));
  return {
    harbor,
    subject,
    viewers: {
      self: subject,
      samePatient: await make('patient', harbor.id),
      sameEmployee: await make('employee', harbor.id),
      sameClinic: await make('clinic', harbor.id),
      otherPatient: await make('patient', cedar.id),
      otherEmployee: await make('employee', cedar.id),
      otherClinic: await make('clinic', cedar.id),
      personal: await make('personal'),
      business: await make('business'),
    },
  };
}
type ViewerName = keyof Awaited<ReturnType<typeof people>>['viewers'];
const SEES_REAL: Record<ViewerName, boolean> = {
  self: true,
  samePatient: false,
  sameEmployee: true,
  sameClinic: true,
  otherPatient: false,
  otherEmployee: false,
  otherClinic: false,
  personal: false,
  business: false,
};

/** The author of the subject's review on a shared class, as one viewer reads it. */
async function authorAs(viewer: { user: { role: string }; token: string }, classId: number): Promise<PersonView> {
  const endpoint = viewer.user.role === 'clinic' ? endpoints.clinicGetReviews : endpoints.frontGetReviews;
  const response = await t.call(endpoint, { data_id: classId, data_type: 'classes' }, viewer.token);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data![0]!.author;
}

describe('a patient as each kind of viewer sees them', () => {
  it('real name and avatar for themself, their clinic account and employees; "first name and initial" for everyone else', async () => {
    const { subject, viewers } = await people();
    const shared = await createClass(t.db, { shared: true, withContent: true });
    await t.call(
      endpoints.frontAddReview,
      { data_id: shared.id, data_type: 'classes', review: 'Steadier now', rating: 5 },
      subject.token,
    );
    for (const [name, viewer] of Object.entries(viewers) as Array<[ViewerName, typeof subject]>) {
      const author = await authorAs(viewer, shared.id);
      const expected: PersonView = SEES_REAL[name]
        ? { userid: subject.user.id, name: 'Priya Devi Nair', avatar: AVATAR, self: name === 'self', team: false }
        : { userid: null, name: 'Priya N.', avatar: DEFAULT_AVATAR, self: false, team: false };
      expect({ viewer: name, author }).toEqual({ viewer: name, author: expected });
    }
  });

  it('follows the choice made on the account: Anonymous, a typed name, back to the initial', async () => {
    const { subject, viewers } = await people();
    const shared = await createClass(t.db, { shared: true, withContent: true });
    await t.call(
      endpoints.frontAddReview,
      { data_id: shared.id, data_type: 'classes', review: 'Kind words', rating: 4 },
      subject.token,
    );

    const anonymous = await t.call(endpoints.frontAccountUpdate, { displayNameChoice: 'anonymous' }, subject.token);
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.data).toMatchObject({
      displayNameChoice: 'anonymous',
      peerName: 'Anonymous',
      fullName: 'Priya Devi Nair',
    });
    expect((await authorAs(viewers.samePatient, shared.id)).name).toBe('Anonymous');
    expect((await authorAs(viewers.personal, shared.id)).name).toBe('Anonymous');
    expect((await authorAs(viewers.sameEmployee, shared.id)).name).toBe('Priya Devi Nair');

    const typed = await t.call(
      endpoints.frontAccountUpdate,
      { displayNameChoice: 'custom', displayName: '  Quiet   River ' },
      subject.token,
    );
    expect(typed.body.data).toMatchObject({ displayNameChoice: 'custom', displayName: 'Quiet River', peerName: 'Quiet River' });
    expect((await authorAs(viewers.otherPatient, shared.id)).name).toBe('Quiet River');
    expect((await authorAs(viewers.otherClinic, shared.id)).name).toBe('Quiet River');
    expect((await authorAs(viewers.sameClinic, shared.id)).name).toBe('Priya Devi Nair');

    // The typed name is kept when another choice is made, and comes back with `custom`.
    const initial = await t.call(endpoints.frontAccountUpdate, { displayNameChoice: 'initial' }, subject.token);
    expect(initial.body.data).toMatchObject({ displayNameChoice: 'initial', displayName: 'Quiet River', peerName: 'Priya N.' });
    expect((await authorAs(viewers.business, shared.id)).name).toBe('Priya N.');
  });

  it('shows team members (clinic accounts, employees) by their professional name and avatar to everyone', async () => {
    const { harbor, viewers } = await people();
    const therapist = await createUser(t.db, 'employee', { clinicId: harbor.id, fullName: 'Elena Ortiz' });
    await t.db.update(users).set({ avatarUrl: AVATAR, displayNameChoice: 'anonymous' }).where(eq(users.id, therapist.id));
    const shared = await createClass(t.db, { shared: true, withContent: true });
    await t.call(
      endpoints.frontAddReview,
      { data_id: shared.id, data_type: 'classes', review: 'A good class', rating: 5 },
      (await login(t, therapist)).accessToken,
    );
    for (const viewer of [viewers.samePatient, viewers.otherPatient, viewers.personal, viewers.otherClinic]) {
      expect(await authorAs(viewer, shared.id)).toEqual({
        userid: therapist.id,
        name: 'Elena Ortiz',
        avatar: AVATAR,
        self: false,
        team: true,
      });
    }
  });

  it('gives a personal user real name only to themself: every clinic team sees the name they chose', async () => {
    const { viewers } = await people();
    const writer = await createUser(t.db, 'personal', { fullName: 'Sam Rivers' });
    const token = (await login(t, writer)).accessToken;
    const shared = await createClass(t.db, { shared: true, withContent: true });
    await t.call(endpoints.frontAddReview, { data_id: shared.id, data_type: 'classes', review: 'Calming', rating: 5 }, token);
    for (const viewer of [viewers.sameEmployee, viewers.sameClinic, viewers.samePatient, viewers.personal]) {
      expect(await authorAs(viewer, shared.id)).toEqual({
        userid: null,
        name: 'Sam R.',
        avatar: DEFAULT_AVATAR,
        self: false,
        team: false,
      });
    }
    expect((await authorAs({ user: writer, token }, shared.id)).name).toBe('Sam Rivers');
  });
});

describe('presentPersonView, viewer by viewer', () => {
  const patient: PersonViewRow = {
    id: 10,
    role: 'patient',
    clinicId: 1,
    fullName: 'Priya Nair',
    avatarUrl: AVATAR,
    displayNameChoice: 'custom',
    displayName: 'Morning Lark',
  };
  const viewer = (role: Role, clinicId: number | null, userId = 99) => ({ userId, role, clinicId });
  it.each([
    ['the person themself', viewer('patient', 1, 10), true],
    ['an administrator', viewer('admin', null), true],
    ['a master administrator', viewer('masterAdmin', null), true],
    ['their clinic account', viewer('clinic', 1), true],
    ['an employee of their clinic', viewer('employee', 1), true],
    ['a patient of their clinic', viewer('patient', 1), false],
    ['a patient of another clinic', viewer('patient', 2), false],
    ['an employee of another clinic', viewer('employee', 2), false],
    ['another clinic account', viewer('clinic', 2), false],
    ['a personal user', viewer('frontuser', null), false],
  ] as const)('%s: real identity %s', (_name, who, real) => {
    const view = presentPersonView(patient, who);
    if (real) expect(view).toMatchObject({ userid: 10, name: 'Priya Nair', avatar: AVATAR });
    else expect(view).toEqual({ userid: null, name: 'Morning Lark', avatar: DEFAULT_AVATAR, self: false, team: false });
  });

  it('never matches a person without a clinic to a team member without one', () => {
    const personal: PersonViewRow = { ...patient, role: 'frontuser', clinicId: null, displayNameChoice: 'initial' };
    expect(presentPersonView(personal, viewer('employee', null)).name).toBe('Priya N.');
  });
});

describe('the name a person chooses for peers', () => {
  let token: string;
  beforeAll(async () => {
    token = (await login(t, await createUser(t.db, 'patient'))).accessToken;
  });

  it.each([
    ['an e-mail address', 'priya@example.com', DISPLAY_NAME_MESSAGES.contact],
    ['an e-mail address among words', 'write to me at p.nair@mail.org', DISPLAY_NAME_MESSAGES.contact],
    ['a link', 'https://calm.example', DISPLAY_NAME_MESSAGES.contact],
    ['a bare domain', 'find me on calm.io', DISPLAY_NAME_MESSAGES.contact],
    ['a www address', 'www.priya', DISPLAY_NAME_MESSAGES.contact],
    ['one character', ' P ', DISPLAY_NAME_MESSAGES.tooShort],
    ['41 characters', 'A'.repeat(41), DISPLAY_NAME_MESSAGES.tooLong],
    ['an invisible character', 'Pri\u200bya', DISPLAY_NAME_MESSAGES.characters],
  ])('refuses %s', async (_case, displayName, message) => {
    const response = await t.call(endpoints.frontAccountUpdate, { displayNameChoice: 'custom', displayName }, token);
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual([{ path: 'displayName', message }]);
  });

  it('accepts names with initials, dots and accents, trimmed, spaces and line breaks collapsed', async () => {
    for (const [typed, stored] of [
      ['  J.R. Tolkien ', 'J.R. Tolkien'],
      ['Zoë  Ó Briain', 'Zoë Ó Briain'],
      ['Dr.Who', 'Dr.Who'],
      ['Morning\n Lark', 'Morning Lark'],
      ['A'.repeat(40), 'A'.repeat(40)],
    ]) {
      const response = await t.call(endpoints.frontAccountUpdate, { displayNameChoice: 'custom', displayName: typed }, token);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      expect(response.body.data).toMatchObject({ displayName: stored, peerName: stored });
    }
  });

  it('needs a typed name for the custom choice, and refuses removing it while custom is chosen', async () => {
    const fresh = (await login(t, await createUser(t.db, 'personal'))).accessToken;
    const none = await t.call(endpoints.frontAccountUpdate, { displayNameChoice: 'custom' }, fresh);
    expect(none.status).toBe(422);
    expect(none.body.errors).toEqual([{ path: 'displayName', message: DISPLAY_NAME_MESSAGES.required }]);
    await t.call(endpoints.frontAccountUpdate, { displayNameChoice: 'custom', displayName: 'Blue Heron' }, fresh);
    const removed = await t.call(endpoints.frontAccountUpdate, { displayName: null }, fresh);
    expect(removed.status).toBe(422);
    expect(removed.body.errors).toEqual([{ path: 'displayName', message: DISPLAY_NAME_MESSAGES.required }]);
    const bad = await t.call(endpoints.frontAccountUpdate, { displayNameChoice: 'nickname' }, fresh);
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.[0]?.path).toBe('displayNameChoice');
    const details = await t.call(endpoints.frontAccountDetails, {}, fresh);
    expect(details.body.data).toMatchObject({ displayNameChoice: 'custom', displayName: 'Blue Heron', peerName: 'Blue Heron' });
  });

  it('starts every account at first name and initial', async () => {
    const fresh = await createUser(t.db, 'patient', { fullName: 'Paul Patel' });
    const details = await t.call(endpoints.frontAccountDetails, {}, (await login(t, fresh)).accessToken);
    expect(details.body.data).toMatchObject({ displayNameChoice: 'initial', displayName: null, peerName: 'Paul P.' });
  });
});
