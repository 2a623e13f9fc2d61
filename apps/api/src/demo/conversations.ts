import { inArray } from 'drizzle-orm';
import { chatMessages, messageTemplates, users, type Db } from '@stillpoint/db';

const DEMO = {
  patient: 'patient@demo.stillpoint.test',
  employee: 'employee@demo.stillpoint.test',
  clinic: 'clinic@demo.stillpoint.test',
  admin: 'admin@demo.stillpoint.test',
} as const;

/**
 * Demo conversations and starter templates, once, beside the demo accounts, so that Chat and the
 * administrators' Communications pages show what they do on first start: a short exchange between the
 * demo patient and their therapist (read, with one message from the therapist not yet read), one from the
 * clinic to the patient, and an e-mail, an SMS and a push template an administrator can send as they are or
 * adapt. Skipped when any chat message or template exists (the demo ran before, or real data is there).
 */
export async function seedDemoConversations(db: Db): Promise<boolean> {
  const [anyMessage] = await db.select({ id: chatMessages.id }).from(chatMessages).limit(1);
  const [anyTemplate] = await db.select({ id: messageTemplates.id }).from(messageTemplates).limit(1);
  if (anyMessage || anyTemplate) return false;
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, Object.values(DEMO)));
  const id = (email: string) => people.find((row) => row.email === email)?.id;
  const patient = id(DEMO.patient);
  const employee = id(DEMO.employee);
  const clinic = id(DEMO.clinic);
  const admin = id(DEMO.admin);
  if (!patient || !employee || !clinic || !admin) return false;

  const minute = 60_000;
  const now = Date.now();
  const at = (minutesAgo: number) => new Date(now - minutesAgo * minute);
  const read = (minutesAgo: number) => new Date(now - minutesAgo * minute + 2 * minute);

  await db.transaction(async (tx) => {
    await tx.insert(chatMessages).values([
      {
        senderId: clinic,
        receiverId: patient,
        body: 'Welcome to Harbor Clinic, Paul. Elena Ortiz will be your therapist; you can write to her here between sessions.',
        createdAt: at(5 * 24 * 60),
        readAt: read(5 * 24 * 60),
      },
      {
        senderId: employee,
        receiverId: patient,
        body: 'Hi Paul, I added "Week one: settling in" to your assignments. No rush: one task a day is plenty.',
        createdAt: at(3 * 24 * 60),
        readAt: read(3 * 24 * 60),
      },
      {
        senderId: patient,
        receiverId: employee,
        body: 'Thanks! I tried the body scan last night and slept a bit better.',
        createdAt: at(2 * 24 * 60),
        readAt: read(2 * 24 * 60),
      },
      {
        senderId: employee,
        receiverId: patient,
        body: 'That is good to hear. Keep a note of the nights it helps, and we will look at them together next time.',
        createdAt: at(2 * 24 * 60 - 30),
      },
    ]);
    await tx.insert(messageTemplates).values([
      {
        channel: 'email',
        name: 'Welcome to your clinic',
        subject: 'Welcome to {{clinicName}}, {{firstName}}',
        body: 'Hello {{firstName}},\n\nYour account at {{clinicName}} is ready. Sign in to find your practices, your tasks and a way to write to your care team between sessions.\n\nWith care,\n{{clinicName}}',
        createdBy: admin,
      },
      {
        channel: 'sms',
        name: 'Practice nudge',
        body: 'Hi {{firstName}}, a two-minute breathing practice is waiting for you in Stillpoint whenever you are ready.',
        createdBy: admin,
      },
      {
        channel: 'push',
        name: 'New in the library',
        subject: 'Something new to practise',
        body: 'A new meditation is in your library. Take a few minutes for yourself today.',
        link: '/patient/discovery',
        createdBy: admin,
      },
    ]);
  });
  return true;
}
