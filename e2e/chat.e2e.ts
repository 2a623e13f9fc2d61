import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ACCOUNTS } from './support/accounts.js';
import { apiLogin, callApi } from './support/api.js';
import {
  expectVisible,
  logInThroughApi,
  openFromMainMenu,
  openTab,
  useBrowser,
  waitForPath,
  type Tab,
} from './support/browser.js';
import { TINY_PNG } from './support/media.js';
import { checkA11yBothSkins, expectNoPageErrors, expectToast } from './support/people.js';

/**
 * Chat between people. The demo patient and their therapist (two browser contexts) chat live: a message
 * arrives without a reload with an unread badge on the contact, the sender sees "Seen" once it is read,
 * the typing indicator shows, and an image sent through the upload path appears on the other side. A
 * personal user finds a business user by e-mail and sends a connection request; the business user accepts
 * it and the two can chat. The chat page is axe-clean in both skins.
 */
const browser = useBrowser();
const stamp = Date.now().toString(36);

let patient: Tab;
let therapist: Tab;
beforeAll(async () => {
  [patient, therapist] = await Promise.all([openTab(browser()), openTab(browser())]);
});
afterAll(async () => {
  await Promise.all([patient?.close(), therapist?.close()]);
});

/** A contact's button, by the name it starts with (its accessible name goes on with the last message, which may name others). */
const contact = (page: Page, name: string) => page.getByRole('list').getByRole('button', { name: new RegExp(`^${name}`) });
const conversation = (page: Page) => page.getByRole('log', { name: 'Messages' });
const composer = (page: Page, name: string) => page.getByRole('textbox', { name: `Message to ${name}` });

describe('chat between a patient and their therapist', () => {
  it('delivers live: message, unread badge, Seen, typing, an image', async () => {
    await Promise.all([logInThroughApi(patient.page, ACCOUNTS.patient), logInThroughApi(therapist.page, ACCOUNTS.employee)]);
    await openFromMainMenu(patient.page, 'Chat');
    await waitForPath(patient.page, '/patient/chat');
    await openFromMainMenu(therapist.page, 'Chat');
    await waitForPath(therapist.page, '/employee/chat');

    // The patient writes to their therapist and sends with Enter.
    await contact(patient.page, ACCOUNTS.employee.fullName).click();
    const text = `I slept better this week ${stamp}`;
    await composer(patient.page, ACCOUNTS.employee.fullName).fill(text);
    await composer(patient.page, ACCOUNTS.employee.fullName).press('Enter');
    await expectVisible(conversation(patient.page).getByText(text), 'the sent message in the patient’s window');

    // The therapist's contact list shows the unread badge, live.
    const badge = contact(therapist.page, ACCOUNTS.patient.fullName).getByLabel('1 unread message');
    await expectVisible(badge, 'the unread badge on the patient’s contact');
    await checkA11yBothSkins(therapist.page, 'the chat page (contacts)');

    // Opening the conversation reads it: the patient sees "Seen".
    await contact(therapist.page, ACCOUNTS.patient.fullName).click();
    await expectVisible(conversation(therapist.page).getByText(text), 'the message in the therapist’s conversation');
    await expectVisible(patient.page.getByTestId('chat-seen'), '"Seen" under the patient’s message');
    await badge.waitFor({ state: 'detached', timeout: 15_000 });

    // Typing shows on the other side.
    await composer(therapist.page, ACCOUNTS.patient.fullName).pressSequentially('Glad');
    await expectVisible(patient.page.getByText(`${ACCOUNTS.employee.fullName} is typing…`), 'the typing indicator');

    // An image, through the upload path.
    await composer(therapist.page, ACCOUNTS.patient.fullName).fill('');
    await therapist.page
      .locator('input[type="file"]')
      .setInputFiles({ name: `breathing-${stamp}.png`, mimeType: 'image/png', buffer: TINY_PNG });
    await expectVisible(therapist.page.getByText(`breathing-${stamp}.png`), 'the chosen file');
    await therapist.page.getByRole('button', { name: 'Send' }).click();
    const image = conversation(patient.page).getByRole('img', { name: `breathing-${stamp}.png` });
    await expectVisible(image, 'the image in the patient’s conversation');
    await patient.page.waitForFunction(
      (name) => [...document.querySelectorAll('img')].some((img) => img.alt === name && img.complete && img.naturalWidth > 0),
      `breathing-${stamp}.png`,
    );
    await checkA11yBothSkins(patient.page, 'the chat page (conversation)');
    expectNoPageErrors(patient);
    expectNoPageErrors(therapist);
  });
});

describe('connection requests between personal users', () => {
  it('a personal user finds a business user, asks to connect, and once accepted they chat', async () => {
    // Start clean: no request between the two from an earlier run.
    const asker = await apiLogin(ACCOUNTS.personal);
    const existing = await callApi<{ id: number; userid: number }[]>('front/chat/connection_requests', {
      method: 'GET',
      token: asker.accessToken,
    });
    for (const request of existing.body.data ?? []) {
      await callApi('front/chat/delete_connection_request', { token: asker.accessToken, body: { id: request.id } });
    }
    const [personal, business] = [await openTab(browser()), await openTab(browser())];
    try {
      await logInThroughApi(personal.page, ACCOUNTS.personal, { at: '/frontuser/chat?tab=requests' });
      await personal.page.getByRole('textbox', { name: 'Username or e-mail address' }).fill(ACCOUNTS.business.email);
      await personal.page.getByRole('button', { name: 'Find', exact: true }).click();
      await personal.page.getByRole('button', { name: 'Send a connection request' }).click();
      await expectToast(personal.page, 'Connection request has been sent');
      await expectVisible(
        personal.page.getByTestId('chat-requests-outgoing').getByRole('button', { name: 'Withdraw' }),
        'the request under "Your requests"',
      );
      await checkA11yBothSkins(personal.page, 'the connection requests');

      await logInThroughApi(business.page, ACCOUNTS.business, { at: '/frontuser/chat?tab=requests' });
      const incoming = business.page.getByTestId('chat-requests-incoming');
      await incoming.getByRole('button', { name: 'Accept' }).click();
      await expectToast(business.page, 'Connection request has been accepted');
      await expectVisible(
        business.page.getByTestId('chat-requests-connected').getByRole('button', { name: 'Chat' }),
        'the new connection',
      );

      // The asker now has the business user among their contacts and writes to them.
      await personal.page.getByRole('tab', { name: 'Messages' }).click();
      const first = personal.page.locator('[data-testid^="chat-contact-"]').first();
      await expectVisible(first, 'the new contact');
      await first.click();
      const hello = `Hello from a new connection ${stamp}`;
      const box = personal.page.getByRole('textbox', { name: /^Message to / });
      await box.fill(hello);
      await box.press('Enter');
      await business.page.getByTestId('chat-requests-connected').getByRole('button', { name: 'Chat' }).click();
      await expectVisible(conversation(business.page).getByText(hello), 'the message at the business user');
      expectNoPageErrors(personal);
      expectNoPageErrors(business);
    } finally {
      await Promise.all([personal.close(), business.close()]);
    }
  });
});
