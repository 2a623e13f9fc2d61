import { afterAll, beforeAll, expect, it } from 'vitest';
import { endpoints } from '@stillpoint/contracts';
import type { TestApp } from '../../test/harness.js';
import { createDemoTestApp, login } from '../../test/factories.js';
import { seedDemoConversations } from './conversations.js';

let t: TestApp;
beforeAll(async () => {
  t = await createDemoTestApp();
}, 60_000);
afterAll(() => t.close());

it('gives the demo patient a conversation with their therapist and administrators starter templates, once', async () => {
  expect(await seedDemoConversations(t.db)).toBe(true);
  expect(await seedDemoConversations(t.db)).toBe(false);

  const patient = await login(t, { email: 'patient@demo.stillpoint.test', role: 'patient' });
  const contacts = (await t.call(endpoints.frontChatContacts, {}, patient.accessToken)).body.data!;
  const elena = contacts.find((contact) => contact.person.name === 'Elena Ortiz');
  expect(elena).toMatchObject({ role: 'employee', unread_count: 1 });
  expect(contacts.find((contact) => contact.role === 'clinic')).toMatchObject({ unread_count: 0 });
  const history = (await t.call(endpoints.frontChatConversation, { chat_with_userid: elena!.chat_with_userid }, patient.accessToken)).body.data!;
  expect(history.messages.map((message) => message.message)).toEqual([
    'Hi Paul, I added "Week one: settling in" to your assignments. No rush: one task a day is plenty.',
    'Thanks! I tried the body scan last night and slept a bit better.',
    'That is good to hear. Keep a note of the nights it helps, and we will look at them together next time.',
  ]);

  const admin = await login(t, { email: 'admin@demo.stillpoint.test', role: 'admin' });
  for (const [endpoint, name] of [
    [endpoints.adminEmailTemplates, 'Welcome to your clinic'],
    [endpoints.adminSmsTemplates, 'Practice nudge'],
  ] as const) {
    const templates = (await t.call(endpoint, {}, admin.accessToken)).body.data!;
    expect(templates.map((template) => template.name)).toEqual([name]);
  }
});
