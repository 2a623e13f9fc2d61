import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_MESSAGES, ASSISTANT_MESSAGES, endpoints, MEDIA_BASE, MEDITATION_MESSAGES } from '@stillpoint/contracts';
import { aiMeditations, assistantMessages, mediaFiles, meditationCategories, meditations } from '@stillpoint/db';
import { createOpenAiAssistant } from '../../adapters/ai/openai.adapter.js';
import { createCategory, createMeditation } from '../../../test/content-factories.js';
import { createClinic, createClinicTeam, createUserAndLogin, login } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await createUserAndLogin(t, 'admin')).session.accessToken;
});
afterAll(() => t.close());

const keyOf = (url: string) => url.slice(`${MEDIA_BASE}/`.length);
const mediaPath = (url: string) => path.join(t.dataDir, 'media', keyOf(url));

/** Fetches a stored file as the holder of `mediaCookie` (a session's media pass) would. */
async function fetchMedia(url: string, mediaCookie: string, range?: string) {
  return t.app.inject({ method: 'GET', url, headers: { cookie: mediaCookie, ...(range ? { range } : {}) } });
}

describe('chat (discovery: chat text, chat voice, chat history, chat history content)', () => {
  it('answers a personal user in a new conversation, suggesting only meditations they may play', async () => {
    const other = await createClinic(t.db);
    const shared = await createMeditation(t.db, { shared: true, title: 'Deep Sleep Journey' });
    const privateToOther = await createMeditation(t.db, { clinicId: other.id, title: 'Sleep Harbour (private)' });
    // Never a draft or a meditation without its audio, however well they match.
    const draft = await createMeditation(t.db, { shared: true, title: 'Sleep Soundly (draft)', published: false });
    const silent = await createMeditation(t.db, { shared: true, title: 'Sleep Deeply (no audio)', audioMediaId: null });
    const { session } = await createUserAndLogin(t, 'personal', { fullName: 'Robin Quill' });

    const sent = await t.call(endpoints.frontChatText, { message: "I can't sleep, my mind keeps racing at night" }, session.accessToken);
    expect(sent.status).toBe(200);
    const reply = sent.body.data!;
    expect(reply.title).toBe("I can't sleep, my mind keeps racing at night");
    expect(reply.question).toMatchObject({ role: 'user', text: "I can't sleep, my mind keeps racing at night", audioUrl: null });
    expect(reply.answer.role).toBe('assistant');
    expect(reply.answer.text).toMatch(/^Robin, /);
    expect(reply.answer.text).toMatch(/breath/i);
    // Pauses are for speech; the written answer never shows them.
    expect(reply.answer.text).not.toMatch(/\[pause/);
    const suggested = reply.answer.suggestions.map((s) => s.id);
    expect(suggested).toContain(shared.id);
    expect(suggested).not.toContain(privateToOther.id);
    expect(suggested).not.toContain(draft.id);
    expect(suggested).not.toContain(silent.id);
    expect(reply.answer.audioUrl).toBeNull();

    const history = await t.call(endpoints.frontChatHistory, { pageNo: 1, perPage: 10 }, session.accessToken);
    expect(history.status).toBe(200);
    expect(history.body.total_pages).toBe(1);
    expect(history.body.data).toEqual([
      expect.objectContaining({ id: reply.chat_id, title: reply.title, messageCount: 2, lastMessage: reply.answer.text }),
    ]);

    const content = await t.call(endpoints.frontChatHistoryContent, { id: reply.chat_id }, session.accessToken);
    expect(content.status).toBe(200);
    expect(content.body.data!.messages.map((m) => [m.role, m.id])).toEqual([
      ['user', reply.question.id],
      ['assistant', reply.answer.id],
    ]);
    expect(content.body.data!.messages[1]!.suggestions.map((s) => s.id)).toEqual(suggested);
  });

  it('reads the conversation for a follow-up: "3 minutes, for the train?" keeps the theme, fits the place and suggests from the library', async () => {
    const anxious = await createMeditation(t.db, { shared: true, title: 'Anxiety Reset for the Way' });
    const { session } = await createUserAndLogin(t, 'personal', { fullName: 'Robin Quill' });
    const first = (await t.call(endpoints.frontChatText, { message: 'I feel anxious and worried today' }, session.accessToken)).body.data!;
    expect(first.answer.text).toMatch(/^Robin, anxiety/);

    const followUp = await t.call(endpoints.frontChatText, { message: '3 minutes, for the train?', chat_id: first.chat_id }, session.accessToken);
    expect(followUp.status).toBe(200);
    const answer = followUp.body.data!.answer;
    expect(answer.text).toMatch(/3-minute practice/);
    // On a train: seated or standing, eyes open; never lying down, a bed or closing the eyes.
    expect(answer.text).toMatch(/seated or standing/);
    expect(answer.text).toMatch(/eyes open/);
    expect(answer.text).not.toMatch(/\b(lie|lying|bed|mattress|pillow)\b|close your eyes|eyes half closed/i);
    // The theme of the earlier message (anxiety) carries on, and the library is still suggested from.
    expect(answer.text).toMatch(/worry|safe/i);
    expect(answer.suggestions.map((item) => item.id)).toContain(anxious.id);
  });

  it('writes "I\'m" with a capital I after the person\'s name', async () => {
    const { session } = await createUserAndLogin(t, 'personal', { fullName: 'Robin Quill' });
    const sent = (await t.call(endpoints.frontChatText, { message: 'I feel so sad and lonely' }, session.accessToken)).body.data!;
    expect(sent.answer.text).toMatch(/^Robin, I'm sorry/);
    expect(sent.answer.text).not.toMatch(/\bi'm\b/);
  });

  it('continues a conversation with chat_id, reading its earlier turns; someone else’s conversation answers 404', async () => {
    const owner = await createUserAndLogin(t, 'patient', { clinicId: (await createClinic(t.db)).id });
    const stranger = await createUserAndLogin(t, 'personal');
    const first = (await t.call(endpoints.frontChatText, { message: 'Hello' }, owner.session.accessToken)).body.data!;
    expect(first.answer.text).toMatch(/meditation assistant/);

    const second = await t.call(endpoints.frontChatText, { message: 'Thank you!', chat_id: first.chat_id }, owner.session.accessToken);
    expect(second.status).toBe(200);
    expect(second.body.data!.chat_id).toBe(first.chat_id);
    expect(second.body.data!.answer.text).toMatch(/welcome/i);
    const listed = await t.call(endpoints.frontChatHistory, {}, owner.session.accessToken);
    expect(listed.body.data![0]).toMatchObject({ id: first.chat_id, messageCount: 4 });

    for (const [endpoint, body] of [
      [endpoints.frontChatText, { message: 'hi', chat_id: first.chat_id }],
      [endpoints.frontChatVoice, { message: 'hi', chat_id: first.chat_id }],
      [endpoints.frontChatHistoryContent, { id: first.chat_id }],
      [endpoints.frontDeleteChat, { id: first.chat_id }],
    ] as const) {
      const refused = await t.call(endpoint, body as never, stranger.session.accessToken);
      expect(refused.status, endpoint.path).toBe(404);
      expect(refused.body.status).toBe(false);
    }
    expect((await t.call(endpoints.frontChatHistory, {}, stranger.session.accessToken)).body.data).toEqual([]);
    // Nothing was added to the owner's conversation by the refused calls.
    const rows = await t.db.select().from(assistantMessages).where(eq(assistantMessages.chatId, first.chat_id));
    expect(rows).toHaveLength(4);
  });

  it('reads the answer aloud with chat voice: a WAV served with Range, removed with the conversation', async () => {
    const { session } = await createUserAndLogin(t, 'personal');
    const sent = await t.call(endpoints.frontChatVoice, { message: 'Hi there', voice: 'warm' }, session.accessToken);
    expect(sent.status).toBe(200);
    const answer = sent.body.data!.answer;
    expect(answer.audioUrl).toMatch(/\.wav$/);
    expect(answer.audioSeconds).toBeGreaterThan(3);

    const whole = await fetchMedia(answer.audioUrl!, session.mediaCookie);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['cache-control']).toBe('private, no-store');
    expect(whole.headers['content-type']).toBe('audio/wav');
    expect(whole.rawPayload.subarray(0, 4).toString('ascii')).toBe('RIFF');
    const part = await fetchMedia(answer.audioUrl!, session.mediaCookie, 'bytes=0-99');
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload).toHaveLength(100);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(0, 100))).toBe(true);
    // Real speech, not silence: the samples after the header are not all zero.
    expect(whole.rawPayload.subarray(44, 44 + 22_050 * 2).some((byte) => byte !== 0)).toBe(true);

    const [stored] = await t.db.select().from(mediaFiles).where(eq(mediaFiles.key, keyOf(answer.audioUrl!)));
    expect(stored).toBeDefined();
    const file = mediaPath(answer.audioUrl!);
    expect(existsSync(file)).toBe(true);

    const deleted = await t.call(endpoints.frontDeleteChat, { id: sent.body.data!.chat_id }, session.accessToken);
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe(ASSISTANT_MESSAGES.chatDeleted);
    expect(await t.db.select().from(mediaFiles).where(eq(mediaFiles.id, stored!.id))).toEqual([]);
    expect(existsSync(file)).toBe(false);
    expect((await t.call(endpoints.frontChatHistoryContent, { id: sent.body.data!.chat_id }, session.accessToken)).status).toBe(404);
  });

  it('goes with its person: deleting the account removes the conversations and their audio files', async () => {
    const { user, session } = await createUserAndLogin(t, 'personal');
    const sent = (await t.call(endpoints.frontChatVoice, { message: 'Hello' }, session.accessToken)).body.data!;
    const file = mediaPath(sent.answer.audioUrl!);
    expect(existsSync(file)).toBe(true);
    expect((await t.call(endpoints.deleteUser, { userid: user.id }, adminToken)).status).toBe(200);
    expect(await t.db.select().from(assistantMessages).where(eq(assistantMessages.chatId, sent.chat_id))).toEqual([]);
    expect(await t.db.select().from(mediaFiles).where(eq(mediaFiles.key, keyOf(sent.answer.audioUrl!)))).toEqual([]);
    expect(existsSync(file)).toBe(false);
  });

  it('meets words of risk with crisis resources from safety, never with a meditation (safety.test.ts has the rest)', async () => {
    await createMeditation(t.db, { shared: true, title: 'Letting Go of Sadness' });
    const { session } = await createUserAndLogin(t, 'personal');
    const sent = await t.call(endpoints.frontChatText, { message: 'I feel so sad I want to end my life' }, session.accessToken);
    expect(sent.status).toBe(200);
    expect(sent.body.data!.answer.text).toMatch(/emergency/);
    expect(sent.body.data!.answer).toMatchObject({ crisis: true, suggestions: [] });
    expect(sent.body.data!.safety?.resources.lines.length).toBeGreaterThan(0);
  });

  it('lets a clinic account chat on clinics/discovery; administrators and anonymous callers are refused', async () => {
    const team = await createClinicTeam(t);
    const sent = await t.call(endpoints.clinicChatText, { message: 'How do I start meditating?' }, team.token);
    expect(sent.status).toBe(200);
    expect(sent.body.data!.answer.text).toMatch(/five minutes/);
    expect((await t.call(endpoints.frontChatText, { message: 'hi' }, adminToken)).status).toBe(403);
    expect((await t.call(endpoints.frontChatText, { message: 'hi' })).status).toBe(401);
    expect((await t.call(endpoints.frontChatText, { message: 'hi' }, team.token)).status).toBe(403);
  });

  it('refuses an empty or too long message with 422 on the field, storing nothing', async () => {
    const { user, session } = await createUserAndLogin(t, 'personal');
    for (const message of ['   ', 'x'.repeat(2001)]) {
      const refused = await t.call(endpoints.frontChatText, { message }, session.accessToken);
      expect(refused.status).toBe(422);
      expect(refused.body.errors?.[0]?.path).toBe('message');
    }
    const unknownVoice = await t.call(endpoints.frontChatVoice, { message: 'hi', voice: 'robot' } as never, session.accessToken);
    expect(unknownVoice.status).toBe(422);
    expect(unknownVoice.body.errors?.[0]?.path).toBe('voice');
    expect((await t.call(endpoints.frontChatHistory, {}, session.accessToken)).body.data).toEqual([]);
    expect(user.id).toBeGreaterThan(0);
  });

  it('is refused with 403 when the AI Meditations feature is off for the person', async () => {
    const { user, session } = await createUserAndLogin(t, 'patient', { clinicId: (await createClinic(t.db)).id });
    const off = await t.call(endpoints.updateUserFeatures, { userid: user.id, features: { AImeditations: false } }, adminToken);
    expect(off.status).toBe(200);
    const refused = await t.call(endpoints.frontChatText, { message: 'hi' }, session.accessToken);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ status: false, message: APP_MESSAGES.featureDisabled, code: 'FEATURE_DISABLED' });
  });
});

describe('AI meditations (promptToText, textToVoice, meditationHistory, custom meditation review)', () => {
  it('a clinic composes, edits and voices a meditation, then publishes it to its library', async () => {
    const team = await createClinicTeam(t);
    const category = await createCategory(t.db, { clinicId: team.clinic.id, type: 'meditation', title: 'Evening' });

    const composed = await t.call(endpoints.clinicPromptToText, { prompt: 'Letting go of work stress after a long day', duration_minutes: 3 }, team.token);
    expect(composed.status).toBe(201);
    expect(composed.body.message).toBe(ASSISTANT_MESSAGES.meditationComposed);
    const draft = composed.body.data!;
    expect(draft).toMatchObject({ status: 'draft', durationMinutes: 3, audioUrl: null, meditationId: null, voice: 'calm' });
    expect(draft.title.length).toBeGreaterThan(3);
    expect(draft.script).toMatch(/\[pause \d+\]/);
    expect(draft.createdBy).toBe(team.owner.fullName);

    const early = await t.call(endpoints.clinicCustomMeditationReview, { id: draft.id, title: 'Too soon' }, team.token);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(ASSISTANT_MESSAGES.notVoiced);

    const script = 'Settle in and breathe slowly.\n\n[pause 3]\n\nLet your shoulders soften.';
    const voiced = await t.call(endpoints.clinicTextToVoice, { id: draft.id, title: 'After Work', script, voice: 'deep' }, team.token);
    expect(voiced.status).toBe(200);
    expect(voiced.body.message).toBe(ASSISTANT_MESSAGES.voiceCreated);
    expect(voiced.body.data).toMatchObject({ id: draft.id, title: 'After Work', script, voice: 'deep', status: 'voiced' });
    // Speech, the three seconds of silence and the gaps after paragraphs.
    expect(voiced.body.data!.audioSeconds).toBeGreaterThanOrEqual(6);
    const firstAudio = voiced.body.data!.audioUrl!;
    expect((await fetchMedia(firstAudio, team.mediaCookie, 'bytes=0-3')).statusCode).toBe(206);

    // Voicing again replaces the audio and removes the old file.
    const again = await t.call(endpoints.clinicTextToVoice, { id: draft.id, voice: 'calm' }, team.token);
    expect(again.status).toBe(200);
    expect(again.body.data!.audioUrl).not.toBe(firstAudio);
    expect(existsSync(mediaPath(firstAudio))).toBe(false);

    const published = await t.call(
      endpoints.clinicCustomMeditationReview,
      { id: draft.id, title: 'After Work, Reviewed', category_ids: [category.id], shared: false },
      team.token,
    );
    expect(published.status).toBe(200);
    expect(published.body.message).toBe(MEDITATION_MESSAGES.meditationAdded);
    const meditationId = published.body.data!.meditation_id;
    expect(published.body.data!.aiMeditation).toMatchObject({ status: 'published', meditationId, title: 'After Work, Reviewed' });
    const [row] = await t.db.select().from(meditations).where(eq(meditations.id, meditationId));
    expect(row).toMatchObject({ clinicId: team.clinic.id, title: 'After Work, Reviewed', shared: false });
    expect(row!.durationSeconds).toBe(again.body.data!.audioSeconds);
    expect(row!.description).toContain('<p>Settle in and breathe slowly.</p>');
    expect(await t.db.select().from(meditationCategories).where(eq(meditationCategories.meditationId, meditationId))).toEqual([
      expect.objectContaining({ categoryId: category.id }),
    ]);
    // The studio lists it, and its patients can play it.
    const studio = await t.call(endpoints.clinicAllMeditations, {}, team.token);
    // Reviewed, voiced and sent to the library on purpose: published at once (decision 0011).
    expect(studio.body.data!.find((m) => m.id === meditationId)).toMatchObject({ status: 'published', missing: [] });
    const patient = await login(t, team.patient);
    const player = await t.call(endpoints.frontDiscoveryMeditationDetail, { meditation_id: meditationId }, patient.accessToken);
    expect(player.status).toBe(200);
    expect(player.body.data!.audio!.url).toBe(again.body.data!.audioUrl);

    expect((await t.call(endpoints.clinicCustomMeditationReview, { id: draft.id, title: 'Twice' }, team.token)).status).toBe(409);
    expect((await t.call(endpoints.clinicTextToVoice, { id: draft.id }, team.token)).status).toBe(409);

    // Deleting the composed meditation keeps the library meditation and its audio.
    const removed = await t.call(endpoints.clinicDeleteAiMeditation, { id: draft.id }, team.token);
    expect(removed.status).toBe(200);
    expect(await t.db.select().from(aiMeditations).where(eq(aiMeditations.id, draft.id))).toEqual([]);
    expect(existsSync(mediaPath(again.body.data!.audioUrl!))).toBe(true);
    expect((await t.call(endpoints.frontDiscoveryMeditationDetail, { meditation_id: meditationId }, patient.accessToken)).status).toBe(200);
  });

  it('keeps each library’s composed meditations to itself: another clinic’s ids answer 404', async () => {
    const mine = await createClinicTeam(t);
    const theirs = await createClinicTeam(t);
    const draft = (await t.call(endpoints.clinicPromptToText, { prompt: 'Gratitude for small things' }, mine.token)).body.data!;
    expect(draft.durationMinutes).toBe(5);
    const foreignCategory = await createCategory(t.db, { clinicId: theirs.clinic.id, type: 'meditation' });

    for (const [endpoint, body] of [
      [endpoints.clinicTextToVoice, { id: draft.id }],
      [endpoints.clinicCustomMeditationReview, { id: draft.id, title: 'Mine now' }],
      [endpoints.clinicDeleteAiMeditation, { id: draft.id }],
    ] as const) {
      expect((await t.call(endpoint, body as never, theirs.token)).status, endpoint.path).toBe(404);
    }
    expect((await t.call(endpoints.clinicMeditationHistory, {}, theirs.token)).body.data).toEqual([]);
    const history = await t.call(endpoints.clinicMeditationHistory, { pageNo: 1, perPage: 1 }, mine.token);
    expect(history.body.data!.map((m) => m.id)).toEqual([draft.id]);
    expect(history.body.total_pages).toBe(1);

    // A category of another library is refused on the field when publishing (404, as the meditation studio does).
    await t.call(endpoints.clinicTextToVoice, { id: draft.id, script: 'Thank you.' }, mine.token);
    const refused = await t.call(endpoints.clinicCustomMeditationReview, { id: draft.id, title: 'Thanks', category_ids: [foreignCategory.id] }, mine.token);
    expect(refused.status).toBe(404);
    expect(refused.body.errors?.[0]?.path).toMatch(/^category_ids/);
    expect((await t.db.select().from(aiMeditations).where(eq(aiMeditations.id, draft.id)))[0]!.status).toBe('voiced');
  });

  it('administrators compose for the platform library; bad input answers 422 on its field', async () => {
    const composed = await t.call(endpoints.adminPromptToText, { prompt: 'Morning energy', duration_minutes: 1 }, adminToken);
    expect(composed.status).toBe(201);
    const [row] = await t.db.select().from(aiMeditations).where(eq(aiMeditations.id, composed.body.data!.id));
    expect(row!.clinicId).toBeNull();
    const team = await createClinicTeam(t);
    expect((await t.call(endpoints.clinicTextToVoice, { id: row!.id }, team.token)).status).toBe(404);

    for (const [body, field] of [
      [{ prompt: 'x', duration_minutes: 5 }, 'prompt'],
      [{ prompt: 'Sleep', duration_minutes: 31 }, 'duration_minutes'],
      [{ prompt: 'Sleep', duration_minutes: 0 }, 'duration_minutes'],
    ] as const) {
      const refused = await t.call(endpoints.adminPromptToText, body, adminToken);
      expect(refused.status).toBe(422);
      expect(refused.body.errors?.[0]?.path).toBe(field);
    }
    const empty = await t.call(endpoints.adminTextToVoice, { id: row!.id, script: '[pause 5]' }, adminToken);
    expect(empty.status).toBe(422);
    expect(empty.body.errors?.[0]?.path).toBe('script');
    expect((await t.call(endpoints.clinicPromptToText, { prompt: 'Sleep' }, (await createUserAndLogin(t, 'patient')).session.accessToken)).status).toBe(403);
  });
});

describe('an OpenAI-compatible assistant (OPENAI_BASE_URL)', () => {
  let server: Server;
  let baseUrl: string;
  const seen: Array<{ path: string; body: Record<string, unknown>; auth: string | undefined }> = [];
  let api: TestApp;

  beforeAll(async () => {
    // A local endpoint speaking the protocol: chat completions and speech (a tiny MP3 frame header and silence).
    server = createServer((request, response) => {
      let raw = '';
      request.on('data', (chunk) => (raw += chunk));
      request.on('end', () => {
        const body = JSON.parse(raw) as Record<string, unknown>;
        seen.push({ path: request.url!, body, auth: request.headers.authorization });
        if (request.url === '/v1/chat/completions') {
          response.setHeader('content-type', 'application/json');
          response.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: 'Quiet Shore\n\nBreathe in.\n\n[pause 4]\n\nBreathe out.' } }] }));
        } else if (request.url === '/v1/audio/speech') {
          response.setHeader('content-type', 'audio/mpeg');
          response.end(Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(413)]));
        } else {
          response.statusCode = 404;
          response.end();
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
    api = await createTestApp({ assistant: createOpenAiAssistant({ baseUrl, apiKey: 'sk-test', chatModel: 'model-a', speechModel: 'tts-a' }) });
  });
  afterAll(async () => {
    await api.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('composes with chat completions and voices with the speech endpoint (MP3), passing the key', async () => {
    const clinic = await createClinicTeam(api);
    const composed = await api.call(endpoints.clinicPromptToText, { prompt: 'A quiet shore', duration_minutes: 2 }, clinic.token);
    expect(composed.status).toBe(201);
    expect(composed.body.data).toMatchObject({ title: 'Quiet Shore', script: 'Breathe in.\n\n[pause 4]\n\nBreathe out.' });
    const voiced = await api.call(endpoints.clinicTextToVoice, { id: composed.body.data!.id, voice: 'warm' }, clinic.token);
    expect(voiced.status).toBe(200);
    expect(voiced.body.data!.audioUrl).toMatch(/\.mp3$/);
    const speech = seen.find((call) => call.path === '/v1/audio/speech')!;
    expect(speech.body).toMatchObject({ model: 'tts-a', voice: 'shimmer', input: 'Breathe in.\n\nBreathe out.' });
    expect(speech.auth).toBe('Bearer sk-test');
    expect(seen.find((call) => call.path === '/v1/chat/completions')!.body.model).toBe('model-a');
  });

  it('answers 503 when the endpoint is down, and stores nothing', async () => {
    const down = await createTestApp({ assistant: createOpenAiAssistant({ baseUrl: 'http://127.0.0.1:9/v1', apiKey: undefined, chatModel: 'm', speechModel: 's' }) });
    try {
      const { session } = await createUserAndLogin(down, 'personal');
      const refused = await down.call(endpoints.frontChatText, { message: 'I feel stressed' }, session.accessToken);
      expect(refused.status).toBe(503);
      expect(refused.body.code).toBe('UNAVAILABLE');
      expect((await down.call(endpoints.frontChatHistory, {}, session.accessToken)).body.data).toEqual([]);
    } finally {
      await down.close();
    }
  });
});
