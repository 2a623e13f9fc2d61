import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { crisisCountries, crisisLines } from '../schema/index.js';

/** The international list's code: shown wherever no country is known or set up (it cannot be deleted). */
const INTERNATIONAL = 'INTL';

export interface DefaultCrisisLine {
  name: string;
  phone?: string;
  sms?: string;
  url?: string;
  notes?: string;
}

export interface DefaultCrisisCountry {
  code: string;
  name: string;
  emergencyNumber: string | null;
  notes?: string;
  lines: DefaultCrisisLine[];
}

/**
 * The crisis resources Stillpoint ships with (checked against each service's own published numbers,
 * 2026-11): every installation starts with these, administrators change them per country.
 */
export const DEFAULT_CRISIS_RESOURCES: readonly DefaultCrisisCountry[] = [
  {
    code: INTERNATIONAL,
    name: 'International',
    emergencyNumber: null,
    notes: 'Call your local emergency number. From a mobile phone, 112 reaches emergency services in many countries (911 in North America).',
    lines: [
      { name: 'Find A Helpline', url: 'https://findahelpline.com', notes: 'Free, confidential crisis lines in over 130 countries, by phone, text or chat.' },
      { name: 'IASP crisis centres', url: 'https://www.iasp.info/crisis-centres-helplines/', notes: 'The International Association for Suicide Prevention’s directory.' },
    ],
  },
  {
    code: 'US',
    name: 'United States',
    emergencyNumber: '911',
    lines: [
      { name: '988 Suicide & Crisis Lifeline', phone: '988', sms: '988', url: 'https://988lifeline.org', notes: 'Call or text, 24/7, free. Veterans: press 1.' },
      { name: 'Crisis Text Line', sms: '741741', url: 'https://www.crisistextline.org', notes: 'Text HOME to 741741, 24/7.' },
      { name: 'The Trevor Project (LGBTQ+ young people)', phone: '1-866-488-7386', sms: '678678', url: 'https://www.thetrevorproject.org', notes: 'Call 24/7, or text START to 678678.' },
    ],
  },
  {
    code: 'CA',
    name: 'Canada',
    emergencyNumber: '911',
    lines: [
      { name: '9-8-8 Suicide Crisis Helpline', phone: '988', sms: '988', url: 'https://988.ca', notes: 'Call or text, 24/7, English and French.' },
      { name: 'Kids Help Phone', phone: '1-800-668-6868', sms: '686868', url: 'https://kidshelpphone.ca', notes: 'Young people, 24/7. Text CONNECT to 686868.' },
    ],
  },
  {
    code: 'GB',
    name: 'United Kingdom',
    emergencyNumber: '999',
    notes: '112 works too. For urgent mental health help in England, call NHS 111 and choose the mental health option.',
    lines: [
      { name: 'Samaritans', phone: '116 123', url: 'https://www.samaritans.org', notes: '24/7, free.' },
      { name: 'Shout', sms: '85258', url: 'https://giveusashout.org', notes: 'Text SHOUT to 85258, 24/7, free.' },
      { name: 'NHS 111', phone: '111', url: 'https://111.nhs.uk', notes: 'Urgent medical and mental health help, 24/7.' },
    ],
  },
  {
    code: 'IE',
    name: 'Ireland',
    emergencyNumber: '112',
    notes: '999 works too.',
    lines: [
      { name: 'Samaritans', phone: '116 123', url: 'https://www.samaritans.org/ireland', notes: '24/7, free.' },
      { name: 'Pieta', phone: '1800 247 247', sms: '51444', url: 'https://www.pieta.ie', notes: '24/7, free. Text HELP to 51444.' },
      { name: 'Text About It', sms: '50808', url: 'https://text50808.ie', notes: 'Text HELLO to 50808, 24/7, free.' },
    ],
  },
  {
    code: 'AU',
    name: 'Australia',
    emergencyNumber: '000',
    lines: [
      { name: 'Lifeline', phone: '13 11 14', sms: '0477 13 11 14', url: 'https://www.lifeline.org.au', notes: 'Call or text, 24/7.' },
      { name: 'Suicide Call Back Service', phone: '1300 659 467', url: 'https://www.suicidecallbackservice.org.au', notes: '24/7.' },
      { name: 'Beyond Blue', phone: '1300 22 4636', url: 'https://www.beyondblue.org.au', notes: '24/7.' },
    ],
  },
  {
    code: 'NZ',
    name: 'New Zealand',
    emergencyNumber: '111',
    lines: [
      { name: 'Need to talk? 1737', phone: '1737', sms: '1737', url: 'https://1737.org.nz', notes: 'Call or text, 24/7, free.' },
      { name: 'Lifeline Aotearoa', phone: '0800 543 354', sms: '4357', url: 'https://www.lifeline.org.nz', notes: '24/7. Text HELP to 4357.' },
      { name: 'Suicide Crisis Helpline', phone: '0508 828 865', notes: '0508 TAUTOKO, 24/7.' },
    ],
  },
  {
    code: 'DE',
    name: 'Germany',
    emergencyNumber: '112',
    lines: [
      { name: 'TelefonSeelsorge', phone: '0800 111 0 111', url: 'https://www.telefonseelsorge.de', notes: '24/7, free. Also 0800 111 0 222 and 116 123.' },
      { name: 'Nummer gegen Kummer (children and young people)', phone: '116 111', url: 'https://www.nummergegenkummer.de' },
    ],
  },
  {
    code: 'FR',
    name: 'France',
    emergencyNumber: '112',
    notes: '15 (SAMU) for a medical emergency.',
    lines: [
      { name: '3114 – numéro national de prévention du suicide', phone: '3114', url: 'https://3114.fr', notes: '24/7, free.' },
      { name: 'SOS Amitié', phone: '09 72 39 40 50', url: 'https://www.sos-amitie.com', notes: '24/7.' },
    ],
  },
  {
    code: 'ES',
    name: 'Spain',
    emergencyNumber: '112',
    lines: [
      { name: '024 – Línea de atención a la conducta suicida', phone: '024', notes: '24/7, free.' },
      { name: 'Teléfono de la Esperanza', phone: '717 003 717', url: 'https://telefonodelaesperanza.org', notes: '24/7.' },
    ],
  },
  {
    code: 'NL',
    name: 'Netherlands',
    emergencyNumber: '112',
    lines: [{ name: '113 Zelfmoordpreventie', phone: '113', url: 'https://www.113.nl', notes: '24/7. Free on 0800-0113; chat on the website.' }],
  },
  {
    code: 'IN',
    name: 'India',
    emergencyNumber: '112',
    lines: [{ name: 'Tele-MANAS', phone: '14416', url: 'https://telemanas.mohfw.gov.in', notes: '24/7, free, in 20 languages. Also 1-800-891-4416.' }],
  },
];

/**
 * Loads the default crisis resources once, on the first start of a database (with or without demo data).
 * The international list marks it done: it cannot be deleted, so a country an administrator removed is not
 * brought back on the next start. Returns whether it loaded anything.
 */
export async function seedCrisisResources(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Several instances may start at once on one PostgreSQL: one loads, the others find it done.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('stillpoint.seed_crisis_resources'))`);
    const [done] = await tx.select({ code: crisisCountries.code }).from(crisisCountries).where(eq(crisisCountries.code, INTERNATIONAL));
    if (done) return false;
    await tx
      .insert(crisisCountries)
      .values(DEFAULT_CRISIS_RESOURCES.map((country) => ({ code: country.code, name: country.name, emergencyNumber: country.emergencyNumber, notes: country.notes ?? null })))
      .onConflictDoNothing();
    const codes = DEFAULT_CRISIS_RESOURCES.map((country) => country.code);
    // A country an administrator set up before this list existed keeps its own lines.
    const withLines = new Set(
      (await tx.selectDistinct({ code: crisisLines.countryCode }).from(crisisLines).where(inArray(crisisLines.countryCode, codes))).map((row) => row.code),
    );
    const lines = DEFAULT_CRISIS_RESOURCES.filter((country) => !withLines.has(country.code)).flatMap((country) =>
      country.lines.map((line, index) => ({
        countryCode: country.code,
        position: index + 1,
        name: line.name,
        phone: line.phone ?? null,
        sms: line.sms ?? null,
        url: line.url ?? null,
        notes: line.notes ?? null,
      })),
    );
    if (lines.length) await tx.insert(crisisLines).values(lines);
    return true;
  });
}
