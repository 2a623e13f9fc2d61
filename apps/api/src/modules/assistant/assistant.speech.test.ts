import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_AUDIO_MAX_SECONDS, ASSISTANT_MESSAGES, endpoints } from '@stillpoint/contracts';
import { aiMeditations, mediaFiles } from '@stillpoint/db';
import { createMespeakVoice } from '../../adapters/ai/mespeak-voice.js';
import { createOfflineAssistant } from '../../adapters/ai/offline.adapter.js';
import { createClinicTeam, createUserAndLogin } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';

/**
 * The speech path through HTTP (issue 10, item 1): the scripts that once ended the server answer 422, a
 * speech worker that dies mid-reading answers 503 for that request while the server keeps serving and the
 * next reading works, and a reading never passes AI_AUDIO_MAX_SECONDS. Memory: `npm run bench:speech`.
 */

/** An engine that reads every piece as a full minute of silence, so a script can be long in audio and short in text. */
const MINUTE_PER_PIECE_ENGINE = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', ({ id }) => {
  const rate = 22050, data = rate * 2 * 60;
  const bytes = new Uint8Array(44 + data);
  const view = new DataView(bytes.buffer);
  bytes.set([82, 73, 70, 70], 0); view.setUint32(4, 36 + data, true); bytes.set([87, 65, 86, 69, 102, 109, 116, 32], 8);
  view.setUint32(16, 16, true); view.setUint16(20, 1, true); view.setUint16(22, 1, true); view.setUint32(24, rate, true);
  view.setUint32(28, rate * 2, true); view.setUint16(32, 2, true); view.setUint16(34, 16, true);
  bytes.set([100, 97, 116, 97], 36); view.setUint32(40, data, true);
  parentPort.postMessage({ id, wav: bytes }, [bytes.buffer]);
});
`;

const speechSpools = () => readdirSync(tmpdir()).filter((name) => name.startsWith('stillpoint-speech-'));
const audioRows = async (t: TestApp) => (await t.db.select({ id: mediaFiles.id }).from(mediaFiles).where(eq(mediaFiles.kind, 'audio'))).length;
const health = async (t: TestApp) => (await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode;

async function draftFor(t: TestApp, token: string, minutes = 2) {
  const composed = await t.call(endpoints.clinicPromptToText, { prompt: 'Calm before sleep', duration_minutes: minutes }, token);
  expect(composed.status).toBe(201);
  return composed.body.data!;
}

describe('textToVoice with meSpeak', () => {
  let t: TestApp;
  const workers: Worker[] = [];
  beforeAll(async () => {
    t = await createTestApp({ assistant: createOfflineAssistant(createMespeakVoice({ onWorkerStarted: (worker) => workers.push(worker) })) });
  });
  afterAll(() => t.close());

  it.each([
    ['"§ § § ..." (once a V8 fatal error that ended the server)', '§ '.repeat(10_000).trim()],
    ['"7 7 7 ..." (once 2,370 s of audio at 2.4 GB)', '7 '.repeat(10_000).trim()],
  ])('refuses a 20,000-character script of %s with 422 on the script, and keeps serving', async (_name, script) => {
    const team = await createClinicTeam(t);
    const draft = await draftFor(t, team.token);
    const rowsBefore = await audioRows(t);
    const response = await t.call(endpoints.clinicTextToVoice, { id: draft.id, script }, team.token);
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ status: false, code: 'VALIDATION' });
    expect(response.body.errors).toEqual([{ path: 'script', message: expect.stringMatching(/keep it within 30 minutes/) }]);
    expect(await audioRows(t)).toBe(rowsBefore);
    expect(await health(t)).toBe(200);
  });

  it('answers 503 when the speech worker dies mid-reading, stores nothing, and the next reading works on a fresh worker', async () => {
    const team = await createClinicTeam(t);
    const draft = await draftFor(t, team.token, 3);
    const rowsBefore = await audioRows(t);
    const started = workers.length;
    const pending = t.call(endpoints.clinicTextToVoice, { id: draft.id }, team.token);
    // End the worker once it is reading this request (it starts on the first piece).
    while (workers.length === started) await new Promise((resolve) => setTimeout(resolve, 10));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await workers.at(-1)!.terminate();
    const failed = await pending;
    expect(failed.status).toBe(503);
    expect(failed.body).toMatchObject({ status: false, code: 'UNAVAILABLE' });
    expect(await audioRows(t)).toBe(rowsBefore);
    const [row] = await t.db.select().from(aiMeditations).where(eq(aiMeditations.id, draft.id));
    expect(row).toMatchObject({ status: 'draft', audioMediaId: null });
    expect(await health(t)).toBe(200);

    const retried = await t.call(endpoints.clinicTextToVoice, { id: draft.id, script: 'Breathe in.\n\n[pause 2]\n\nBreathe out.' }, team.token);
    expect(retried.status).toBe(200);
    expect(retried.body.data).toMatchObject({ status: 'voiced' });
    expect(retried.body.data!.audioSeconds).toBeGreaterThanOrEqual(4);
    expect(workers.length).toBe(started + 2);
  });
});

describe('readings longer than the audio limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ assistant: createOfflineAssistant(createMespeakVoice({ workerSource: MINUTE_PER_PIECE_ENGINE })) });
  });
  afterAll(() => t.close());

  it('refuses a script whose reading passes the limit though its estimate does not, storing nothing and leaving no spool', async () => {
    const team = await createClinicTeam(t);
    const draft = await draftFor(t, team.token);
    // 50 short paragraphs: a minute and a half by the estimate, 50 minutes read by this engine.
    const script = Array.from({ length: 50 }, (_, i) => `Breath ${i + 1}.`).join('\n\n');
    const rowsBefore = await audioRows(t);
    const spoolsBefore = speechSpools().length;
    const response = await t.call(endpoints.clinicTextToVoice, { id: draft.id, script }, team.token);
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual([{ path: 'script', message: ASSISTANT_MESSAGES.scriptTooLongToRead }]);
    expect(await audioRows(t)).toBe(rowsBefore);
    expect(speechSpools().length).toBeLessThanOrEqual(spoolsBefore);
  });

  it('ends a chat answer’s audio at the limit instead of refusing the person', async () => {
    const { session } = await createUserAndLogin(t, 'personal');
    const sent = await t.call(endpoints.frontChatVoice, { message: 'I feel stressed, 30 minutes please' }, session.accessToken);
    expect(sent.status).toBe(200);
    const seconds = sent.body.data!.answer.audioSeconds!;
    expect(seconds).toBeGreaterThan(30 * 60);
    expect(seconds).toBeLessThanOrEqual(AI_AUDIO_MAX_SECONDS);
  });
});
