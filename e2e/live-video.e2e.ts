import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ACCOUNTS, type DemoAccount } from './support/accounts.js';
import { apiLogin, callApi } from './support/api.js';
import { expectVisible, FAKE_MEDIA_ARGS, logInThroughApi, openTab, useBrowser, waitForPath, type Tab } from './support/browser.js';
import { checkA11yBothSkins, createThroughApi, expectNoPageErrors } from './support/people.js';

/**
 * Video for a live class (issue 13, decision 0033 "Live sessions"): Harbor Clinic plans a one-seat class
 * led by Elena Ortiz starting in two minutes; Paul Patel takes the seat and a second patient of the clinic
 * lands on the waiting list. Elena finds "Join video" on the class she leads, Paul on his schedule; both
 * enter directly (no waiting room in a class) and each receives the other's video peer to peer (the
 * connection connected, the video bytes received rising) in two Chromium contexts with the fake camera
 * and microphone. The person on the waiting list is refused: no video room. The pre-join and the call are
 * axe-clean in both skins.
 *
 * The second patient is made for this run (through the clinic's API), as in live-classes.e2e.ts.
 */
const browser = useBrowser(FAKE_MEDIA_ARGS);

const stamp = Date.now().toString(36);
const TITLE = `Video breathing ${stamp}`;
const PASSWORD = 'Quiet-harbor-2026';
const WAITING: DemoAccount = {
  email: `live-video-${stamp}@example.test`,
  identifier: `live-video-${stamp}@example.test`,
  fullName: `Wes Waiting ${stamp}`,
  area: 'front',
  landing: '/patient/discovery',
};

const remote = (page: Page) => page.locator('[data-remote-video]');
const bytesReceived = async (page: Page) => Number(await remote(page).getAttribute('data-bytes-received'));

/** The class: one seat, led by Elena, starting in two minutes (its room opens ten minutes before). */
async function planClass(): Promise<number> {
  const clinic = await apiLogin(ACCOUNTS.clinic);
  const employees = await callApi<{ userid: number; fullName: string }[]>('clinics/employees/all_employees', {
    method: 'GET',
    token: clinic.accessToken,
    query: { pageNo: '1', perPage: '50', search: 'Elena' },
  });
  const elena = employees.body.data?.find((person) => person.fullName === ACCOUNTS.employee.fullName);
  if (!elena) throw new Error(`Elena is not among Harbor's employees: ${JSON.stringify(employees.body)}`);
  const start = new Date(Date.now() + 2 * 60_000);
  const klass = await createThroughApi<{ id: number }>('clinics/meetings/add_class', clinic.accessToken, {
    title: TITLE,
    description: 'Breathing together on video',
    start: start.toISOString(),
    end: new Date(start.getTime() + 45 * 60_000).toISOString(),
    timeZone: 'Europe/Berlin',
    capacity: 1,
    host_id: elena.userid,
  });
  await createThroughApi('clinics/patients/create_patient_user', clinic.accessToken, {
    fullName: WAITING.fullName,
    email: WAITING.email,
    password: PASSWORD,
  });
  // Paul takes the one seat; the second patient waits.
  const paul = await apiLogin(ACCOUNTS.patient);
  const seated = await callApi<{ myPlace: string }>('front/meetings/join_class', {
    token: paul.accessToken,
    body: { class_id: klass.id },
  });
  expect(seated.body.data?.myPlace).toBe('joined');
  const waiting = await apiLogin(WAITING, PASSWORD);
  const waitlisted = await callApi<{ myPlace: string }>('front/meetings/join_class', {
    token: waiting.accessToken,
    body: { class_id: klass.id },
  });
  expect(waitlisted.body.data?.myPlace).toBe('waitlisted');
  return klass.id;
}

describe('a live class held in the built-in video room', () => {
  let host: Tab | undefined;
  let participant: Tab | undefined;
  let waiting: Tab | undefined;
  let id = 0;
  const started = Date.now();
  beforeAll(async () => {
    id = await planClass();
    [host, participant, waiting] = await Promise.all([openTab(browser()), openTab(browser()), openTab(browser())]);
    await Promise.all([host, participant].map((tab) => tab!.context.grantPermissions(['camera', 'microphone'])));
  });
  afterAll(async () => {
    for (const tab of [host, participant, waiting]) await tab?.close();
    console.info(`live video journey: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });

  it('the participant finds "Join video" on his schedule, sees his camera and enters directly', async () => {
    const page = participant!.page;
    await logInThroughApi(page, ACCOUNTS.patient, { at: '/patient/live' });
    const card = page.getByRole('list', { name: 'My schedule' }).getByRole('article', { name: TITLE });
    await expectVisible(card, 'the class on his schedule');
    const join = card.getByRole('link', { name: `Join the video of ${TITLE}` });
    expect(await join.getAttribute('href')).toBe(`/patient/live/${id}/video`);
    await join.click();
    await waitForPath(page, `/patient/live/${id}/video`);
    await expectVisible(page.getByRole('heading', { level: 1, name: TITLE }), 'the class video room');
    await expectVisible(page.getByText(`Led by ${ACCOUNTS.employee.fullName}.`, { exact: true }), 'who leads it');
    await page.waitForFunction(
      () => ((document.querySelector('video[aria-label="Your camera preview"]') as HTMLVideoElement | null)?.videoWidth ?? 0) > 0,
    );
    await checkA11yBothSkins(page, 'patient: live class video pre-join');
    await page.getByRole('button', { name: 'Join now' }).click();
    // No waiting room in a class: the seat is the invitation.
    await expectVisible(page.getByText('Waiting for the others to join'), 'the call, waiting for the others');
  });

  it('the host joins from the classes she leads; each receives the other’s video', async () => {
    const page = host!.page;
    await logInThroughApi(page, ACCOUNTS.employee, { at: '/employee/live' });
    const card = page.getByRole('list', { name: 'Classes I lead' }).getByRole('article', { name: TITLE });
    await expectVisible(card, 'the class she leads');
    await card.getByRole('link', { name: `Join the video of ${TITLE}` }).click();
    await waitForPath(page, `/employee/live/${id}/video`);
    await expectVisible(page.getByRole('button', { name: 'Join now' }), 'the pre-join');
    await page.getByRole('button', { name: 'Join now' }).click();

    for (const side of [page, participant!.page]) {
      await side
        .locator('[data-remote-video][data-connection-state="connected"]')
        .waitFor({ timeout: 30_000 })
        .catch(async () => {
          const states = await Promise.all(
            [page, participant!.page].map((each) =>
              each
                .locator('[data-connection-state]')
                .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-connection-state'))),
            ),
          );
          throw new Error(
            `No connected peer connection: host ${JSON.stringify(states[0])}, participant ${JSON.stringify(states[1])}`,
          );
        });
    }
    for (const side of [page, participant!.page]) {
      await side.waitForFunction(
        () => Number(document.querySelector('[data-remote-video]')?.getAttribute('data-bytes-received')) > 0,
      );
    }
    const first = await Promise.all([bytesReceived(page), bytesReceived(participant!.page)]);
    // Rising: read again once each side's counter has moved on (no fixed wait).
    await Promise.all(
      [page, participant!.page].map((side, index) =>
        side.waitForFunction(
          (before) => Number(document.querySelector('[data-remote-video]')?.getAttribute('data-bytes-received')) > before,
          first[index]!,
        ),
      ),
    );
    const second = await Promise.all([bytesReceived(page), bytesReceived(participant!.page)]);
    console.info(`live video bytes received (host, participant): ${first.join(', ')} -> ${second.join(', ')}`);
    expect(second[0]).toBeGreaterThan(first[0]!);
    expect(second[1]).toBeGreaterThan(first[1]!);
    // The host names the participant and may take him out; the participant sees the host by name.
    await expectVisible(
      page.getByRole('button', { name: `Remove ${ACCOUNTS.patient.fullName} from the call` }),
      'the host’s removal',
    );
    await expectVisible(participant!.page.getByLabel(`Video of ${ACCOUNTS.employee.fullName}`), 'the host’s video, named');
    await checkA11yBothSkins(page, 'employee: live class video call');
    await checkA11yBothSkins(participant!.page, 'patient: live class video call');
  });

  it('the person on the waiting list finds no video room', async () => {
    const page = waiting!.page;
    await logInThroughApi(page, WAITING, { password: PASSWORD, at: `/patient/live/${id}/video` });
    await expectVisible(page.getByText('No video room'), 'the refusal');
    await expectVisible(page.getByText('Live session not found'), 'the server’s words');
    expect(await page.getByRole('button', { name: 'Join now' }).count()).toBe(0);
    await expectVisible(page.getByRole('link', { name: 'Back to live classes' }), 'the way back');
  });

  it('the participant leaves; nothing went wrong in any tab', async () => {
    await participant!.page.getByRole('button', { name: 'Leave the call' }).click();
    await waitForPath(participant!.page, '/patient/live');
    for (const tab of [host!, participant!, waiting!]) expectNoPageErrors(tab);
  });
});
