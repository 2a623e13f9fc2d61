import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ACCOUNTS } from './support/accounts.js';
import { apiLogin, callApi } from './support/api.js';
import { expectVisible, FAKE_MEDIA_ARGS, logInThroughApi, openTab, useBrowser, waitForPath, type Tab } from './support/browser.js';
import { checkA11yBothSkins, expectNoPageErrors } from './support/people.js';

/**
 * Built-in video (issue 13, decision 0033): Elena Ortiz and her patient Paul Patel meet in the video room
 * of an appointment starting now. Two Chromium contexts with Chromium's fake camera and microphone: Paul
 * waits until Elena lets him in, then each receives the other's video peer to peer (the connection
 * connected, the video bytes received rising, read from the page's own getStats through the tile's data
 * attributes). Mute and camera off are pressed toggles; Paul leaves. The pre-join and the call are
 * axe-clean in both skins.
 */
const browser = useBrowser(FAKE_MEDIA_ARGS);

const remote = (page: Page) => page.locator('[data-remote-video]');
const bytesReceived = async (page: Page) => Number(await remote(page).getAttribute('data-bytes-received'));

/** Books an approved appointment between Elena and Paul starting within the next minutes (the first free minute). */
async function bookNow(): Promise<number> {
  const elena = await apiLogin(ACCOUNTS.employee);
  const patients = await callApi<{ userid: number; name: string }[]>('front/meetings/patients', {
    method: 'GET',
    token: elena.accessToken,
  });
  const paul = patients.body.data!.find((person) => person.name === ACCOUNTS.patient.fullName);
  if (!paul) throw new Error(`Paul is not among Elena's patients: ${JSON.stringify(patients.body)}`);
  // One-minute appointments, so another appointment of the demo (or of another journey) near now leaves room.
  const answers: string[] = [];
  for (let minutes = 1; minutes <= 9; minutes++) {
    const start = new Date(Date.now() + minutes * 60_000);
    start.setSeconds(0, 0);
    const end = new Date(start.getTime() + 60_000);
    const booked = await callApi<{ id: number }[]>('front/meetings/send', {
      token: elena.accessToken,
      body: { patient_id: paul.userid, start: start.toISOString(), end: end.toISOString() },
    });
    if (booked.httpStatus === 201) return booked.body.data![0]!.id;
    answers.push(`${booked.httpStatus} ${booked.body.message}`);
    if (booked.httpStatus !== 409) throw new Error(`Booking failed: HTTP ${booked.httpStatus} ${JSON.stringify(booked.body)}`);
  }
  throw new Error(`No free minute for Elena in the next ten: ${answers.join('; ')}`);
}

describe('an appointment held in the built-in video room', () => {
  let therapist: Tab | undefined;
  let patient: Tab | undefined;
  let id = 0;
  const started = Date.now();
  beforeAll(async () => {
    id = await bookNow();
    [therapist, patient] = await Promise.all([openTab(browser()), openTab(browser())]);
    await Promise.all([
      therapist.context.grantPermissions(['camera', 'microphone']),
      patient.context.grantPermissions(['camera', 'microphone']),
    ]);
  });
  afterAll(async () => {
    await therapist?.close();
    await patient?.close();
    console.info(`video journey: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });

  it('the patient finds "Join video" on his upcoming appointment, sees his camera, joins and waits', async () => {
    const page = patient!.page;
    await logInThroughApi(page, ACCOUNTS.patient, { at: '/patient/appointments' });
    const join = page.locator(`a[href="/patient/appointments/${id}/video"]`);
    await expectVisible(join, 'the Join video button of the appointment');
    expect(await join.getAttribute('aria-label')).toBe(`Join the video session with ${ACCOUNTS.employee.fullName}`);
    await join.click();
    await waitForPath(page, `/patient/appointments/${id}/video`);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Video session' }), 'the video room');
    await expectVisible(page.getByLabel('Camera', { exact: true }), 'the camera choice');
    await page.waitForFunction(
      () => ((document.querySelector('video[aria-label="Your camera preview"]') as HTMLVideoElement | null)?.videoWidth ?? 0) > 0,
    );
    expect(await page.getByLabel('Camera', { exact: true }).locator('option').count()).toBeGreaterThan(0);
    await checkA11yBothSkins(page, 'patient: video pre-join');
    await page.getByRole('button', { name: 'Join now' }).click();
    await expectVisible(page.getByText('Waiting for your therapist to let you in'), 'the waiting room');
  });

  it('the therapist joins at once, sees Paul waiting and admits him; each receives the other’s video', async () => {
    const page = therapist!.page;
    await logInThroughApi(page, ACCOUNTS.employee, { at: `/employee/appointments/${id}/video` });
    await expectVisible(page.getByRole('button', { name: 'Join now' }), 'the pre-join');
    await page.getByRole('button', { name: 'Join now' }).click();
    await expectVisible(page.getByText(`${ACCOUNTS.patient.fullName} is waiting to join`), 'Paul in the waiting room');
    await page.getByRole('button', { name: `Admit ${ACCOUNTS.patient.fullName}` }).click();

    for (const side of [page, patient!.page]) {
      await side
        .locator('[data-remote-video][data-connection-state="connected"]')
        .waitFor({ timeout: 30_000 })
        .catch(async () => {
          const states = await Promise.all(
            [page, patient!.page].map((each) =>
              each
                .locator('[data-connection-state]')
                .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-connection-state'))),
            ),
          );
          throw new Error(
            `No connected peer connection: therapist ${JSON.stringify(states[0])}, patient ${JSON.stringify(states[1])}`,
          );
        });
    }
    // Media flow: the inbound video bytes keep rising on both sides.
    for (const side of [page, patient!.page]) {
      await side.waitForFunction(
        () => Number(document.querySelector('[data-remote-video]')?.getAttribute('data-bytes-received')) > 0,
      );
    }
    const first = await Promise.all([bytesReceived(page), bytesReceived(patient!.page)]);
    // The figures follow the call's stats, read every second or so: wait until both have moved on.
    let second = first;
    await expect
      .poll(
        async () => {
          second = await Promise.all([bytesReceived(page), bytesReceived(patient!.page)]);
          return second[0]! > first[0]! && second[1]! > first[1]!;
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    console.info(`video bytes received (therapist, patient): ${first.join(', ')} -> ${second.join(', ')}`);
    expect(second[0]).toBeGreaterThan(first[0]!);
    expect(second[1]).toBeGreaterThan(first[1]!);
    // The remote <video> plays real frames.
    await page.waitForFunction(
      () => ((document.querySelector('[data-remote-video] video') as HTMLVideoElement | null)?.videoWidth ?? 0) > 0,
    );
    await checkA11yBothSkins(page, 'employee: video call');
    await checkA11yBothSkins(patient!.page, 'patient: video call');
  });

  it('mute and camera off are pressed toggles; the patient leaves and the therapist sees him gone', async () => {
    const page = patient!.page;
    const mute = page.getByRole('button', { name: 'Mute microphone' });
    const camera = page.getByRole('button', { name: 'Turn camera off' });
    expect(await mute.getAttribute('aria-pressed')).toBe('false');
    await mute.click();
    expect(await mute.getAttribute('aria-pressed')).toBe('true');
    await camera.click();
    expect(await camera.getAttribute('aria-pressed')).toBe('true');
    await camera.click();
    expect(await camera.getAttribute('aria-pressed')).toBe('false');
    await page.getByRole('button', { name: 'Leave the call' }).click();
    await waitForPath(page, '/patient/appointments');
    await expectVisible(therapist!.page.getByText(`Waiting for ${ACCOUNTS.patient.fullName} to join`), 'the empty room');
    expectNoPageErrors(therapist!);
    expectNoPageErrors(patient!);
  });
});
