import { setTimeout as sleep } from 'node:timers/promises';
import {
  COMMS_MESSAGES,
  NOTIFICATION_KIND_NAMES,
  type AudienceInput,
  type CommunicationChannel,
  type OutsideChannel,
} from '@stillpoint/contracts';
import type { Jobs } from '../../adapters/jobs/index.js';
import { readSavedSmsSettings } from '../../adapters/sms/index.js';
import type { AuthContext } from '../../lib/access-tokens.js';
import { AppError, fieldError, notFound } from '../../lib/app-error.js';
import { areaOf, type NotificationService } from '../notifications/notifications.service.js';
import { resolveAudience } from './communications.policy.js';
import type { CommunicationsRepository } from './communications.repository.js';
import { compileTemplate, EXAMPLE_PERSON, htmlParagraphs, templateValues } from './communications.templates.js';

/** The fan-out job of one send: one per send, keyed, so a send is queued once. */
export const COMMUNICATIONS_QUEUE = 'communications-send';
/** Recipients notified per step of the fan-out (each step is one notify(): one statement per table). */
const BATCH = 100;
/**
 * After each step the fan-out rests twice as long as the step took (at least 50 ms): it takes at most about a
 * third of the database's time, so a 10,000-person send leaves the rest to the people using the app.
 */
const MIN_PAUSE_MS = 50;
/** What an SMS is titled (the SMS reads "Stillpoint: <text> <link>"). */
const SMS_TITLE = 'Stillpoint';

export interface CommunicationsDeps {
  repo: CommunicationsRepository;
  notifications: NotificationService;
  jobs: Jobs;
  publicUrl: string;
  /** How e-mail leaves (configuration; shown, never its credentials). */
  mail: { smtpUrl: string | undefined; from: string };
  /** The SMS_* configuration (used when no settings were saved). */
  smsEnv: { url: string | undefined; accountSid: string | undefined; authToken: string | undefined; from: string | undefined };
  db: Parameters<typeof readSavedSmsSettings>[0];
}

interface Words {
  template_id?: number | undefined;
  subject?: string | null | undefined;
  body?: string | null | undefined;
  link?: string | null | undefined;
}

const mask = (secret: string | null | undefined) => (secret ? `•••• ${secret.slice(-4)}` : null);

export function createCommunicationsService(deps: CommunicationsDeps) {
  const { repo, jobs } = deps;

  async function templateOf(channel: CommunicationChannel, id: number) {
    const row = await repo.template(channel, id);
    if (!row)
      throw new AppError('NOT_FOUND', 'This template was not found', [
        { path: 'template_id', message: 'This template was not found' },
      ]);
    return row;
  }

  /** The words of a send: what was written here, else the template's. Checked to be readable templates. */
  async function wordsOf(channel: CommunicationChannel, words: Words) {
    const template = words.template_id !== undefined ? await templateOf(channel, words.template_id) : undefined;
    const subject = channel === 'sms' ? SMS_TITLE : (words.subject ?? template?.subject ?? '');
    const body = words.body ?? template?.body ?? '';
    const link = words.link !== undefined ? words.link : (template?.link ?? null);
    compileTemplate(subject, 'subject');
    compileTemplate(body, 'body');
    return { templateId: template?.id ?? null, subject, body, link };
  }

  /** Records a send and queues its fan-out job (at its time, when scheduled). Nothing is sent here. */
  async function queue(
    channel: CommunicationChannel,
    audienceInput: AudienceInput,
    words: Words,
    auth: AuthContext,
    sendAt?: Date,
  ) {
    const audience = await resolveAudience(repo, audienceInput);
    const chosen = await wordsOf(channel, words);
    const row = await repo.addCommunication({
      channel,
      templateId: chosen.templateId,
      subject: chosen.subject,
      body: chosen.body,
      link: chosen.link,
      audience,
      sendAt: sendAt ?? null,
      state: sendAt ? 'scheduled' : 'queued',
      createdBy: auth.userId,
    });
    await jobs.enqueue(COMMUNICATIONS_QUEUE, { id: row.id }, { key: `comm:${row.id}`, ...(sendAt ? { runAt: sendAt } : {}) });
    return row;
  }

  /**
   * The fan-out of one send: the audience in batches of 100 in id order, each batch one keyed notify()
   * (kind announcement, the send's channel) with the words rendered per person. Progress is saved after
   * each batch; a run again after a crash resumes there, and the notify key (`comm:<id>`) makes a batch
   * done twice notify (and deliver to) no one twice.
   */
  async function run(id: number) {
    const row = await repo.communication(id);
    if (!row || !(await repo.start(id))) return;
    const subject = compileTemplate(row.subject, 'subject');
    const body = compileTemplate(row.body, 'body');
    const channels: OutsideChannel[] = [row.channel as OutsideChannel];
    let cursor = row.cursor;
    for (;;) {
      const stepStarted = performance.now();
      const ids = await repo.audienceBatch(row.audience, cursor, BATCH);
      if (ids.length === 0) break;
      const values = (recipient: { fullName: string; email: string; clinicName: string | null; roleid: number }) =>
        templateValues(recipient, deps.publicUrl);
      await deps.notifications.notify({
        userIds: ids,
        kind: 'announcement',
        title: (recipient) => subject.text(values(recipient)),
        body: (recipient) => body.text(values(recipient)),
        link: (recipient) => (row.link ? `${areaOf(recipient.role)}/${row.link}` : areaOf(recipient.role)),
        channels,
        key: `comm:${row.id}`,
        communicationId: row.id,
        data: { communication_id: row.id },
      });
      cursor = ids[ids.length - 1]!;
      await repo.progress(id, cursor, ids.length);
      if (ids.length < BATCH) break;
      await sleep(Math.max(MIN_PAUSE_MS, 2 * (performance.now() - stepStarted)));
    }
    await repo.finish(id);
  }

  async function smsConfig() {
    const saved = await readSavedSmsSettings(deps.db);
    if (saved) {
      return {
        provider: saved.url ? ('http' as const) : ('outbox' as const),
        source: 'settings' as const,
        url: saved.url || null,
        account_sid: saved.account_sid || null,
        from: saved.from || null,
        auth_token: mask(saved.auth_token),
      };
    }
    const env = deps.smsEnv;
    return {
      provider: env.url ? ('http' as const) : ('outbox' as const),
      source: 'environment' as const,
      url: env.url ?? null,
      account_sid: env.accountSid ?? null,
      from: env.from ?? null,
      auth_token: mask(env.authToken),
    };
  }

  return {
    run,

    async registerJobs() {
      // A fan-out of 10,000 people takes a while: a run still going after 10 minutes is taken as crashed.
      await jobs.define<{ id: number }>(COMMUNICATIONS_QUEUE, (job) => run(job.data.id), {
        retryLimit: 5,
        retryDelaySeconds: 10,
        expireInSeconds: 600,
        concurrency: 2,
      });
    },

    templates: (channel: CommunicationChannel) => repo.templates(channel),

    async addTemplate(
      channel: CommunicationChannel,
      input: { name: string; subject?: string | null; body: string; link?: string | null },
      auth: AuthContext,
    ) {
      if (input.subject) compileTemplate(input.subject, 'subject');
      compileTemplate(input.body, 'body');
      return repo.addTemplate({
        channel,
        name: input.name,
        subject: input.subject ?? null,
        body: input.body,
        link: input.link ?? null,
        createdBy: auth.userId,
      });
    },

    async updateTemplate(
      channel: CommunicationChannel,
      input: { id: number; name: string; subject?: string | null; body: string; link?: string | null },
    ) {
      if (input.subject) compileTemplate(input.subject, 'subject');
      compileTemplate(input.body, 'body');
      const row = await repo.updateTemplate(channel, input.id, {
        name: input.name,
        subject: input.subject ?? null,
        body: input.body,
        link: input.link ?? null,
      });
      if (!row) throw notFound();
      return row;
    },

    async deleteTemplate(channel: CommunicationChannel, id: number) {
      if (!(await repo.deleteTemplate(channel, id))) throw notFound();
    },

    /** One person, now (in the background). */
    send: (channel: CommunicationChannel, userId: number, words: Words, auth: AuthContext) =>
      queue(channel, { type: 'users', user_ids: [userId] }, words, auth).catch(renameUserField),
    /** An audience, now (accepted at once: one job fans out). */
    bulkSend: (channel: CommunicationChannel, audience: AudienceInput, words: Words, auth: AuthContext) =>
      queue(channel, audience, words, auth),

    async customLink(
      input: { audience: AudienceInput; title: string; body: string; target_type: 'class' | 'meditation'; target_id: number },
      auth: AuthContext,
    ) {
      if (!(await repo.itemExists(input.target_type, input.target_id))) {
        throw new AppError('NOT_FOUND', `This ${input.target_type} was not found`, [
          { path: 'target_id', message: `This ${input.target_type} was not found` },
        ]);
      }
      const link = `discovery/${input.target_type === 'class' ? 'class' : 'meditation'}/${input.target_id}`;
      return queue('push', input.audience, { subject: input.title, body: input.body, link }, auth);
    },

    async schedule(
      input: {
        audience: AudienceInput;
        channel: CommunicationChannel;
        template_id?: number | undefined;
        title: string | null;
        body: string | null;
        link: string | null;
        send_at: string;
      },
      auth: AuthContext,
    ) {
      const sendAt = new Date(input.send_at);
      if (sendAt.getTime() <= Date.now()) throw fieldError('VALIDATION', 'send_at', 'Choose a time in the future');
      if (input.template_id === undefined) {
        if (!input.body) throw fieldError('VALIDATION', 'body', 'Write the message or choose a template');
        if (input.channel !== 'sms' && !input.title)
          throw fieldError('VALIDATION', 'title', 'Enter a title or choose a template');
      }
      return queue(
        input.channel,
        input.audience,
        { template_id: input.template_id, subject: input.title, body: input.body, ...(input.link ? { link: input.link } : {}) },
        auth,
        sendAt,
      );
    },

    async cancelScheduled(id: number) {
      const outcome = await repo.cancel(id);
      if (!outcome.found) throw notFound();
      if (!outcome.cancelled) throw new AppError('CONFLICT', 'This notification has gone already (or was cancelled)');
    },

    listSends: (filter: { channel?: CommunicationChannel; scheduled?: boolean; limit: number; offset: number }) =>
      repo.listCommunications(filter),
    logs: (filter: Parameters<CommunicationsRepository['logs']>[0]) => repo.logs(filter),

    async preview(input: {
      channel: CommunicationChannel;
      subject?: string | undefined;
      body: string;
      user_id?: number | undefined;
    }) {
      const person = input.user_id !== undefined ? await repo.person(input.user_id) : EXAMPLE_PERSON;
      if (!person)
        throw new AppError('NOT_FOUND', 'This person was not found', [{ path: 'user_id', message: 'This person was not found' }]);
      const values = templateValues(person, deps.publicUrl);
      const subject =
        input.channel === 'sms' || input.subject === undefined ? null : compileTemplate(input.subject, 'subject').text(values);
      const body = compileTemplate(input.body, 'body');
      return { subject, text: body.text(values), html: input.channel === 'email' ? htmlParagraphs(body.html(values)) : null };
    },

    emailConfig() {
      let host: string | null = null;
      if (deps.mail.smtpUrl) {
        try {
          host = new URL(deps.mail.smtpUrl).hostname;
        } catch {
          host = null;
        }
      }
      return { transport: deps.mail.smtpUrl ? ('smtp' as const) : ('outbox' as const), from: deps.mail.from, host };
    },

    smsConfig,

    async updateSmsConfig(input: {
      url?: string | undefined;
      account_sid?: string | undefined;
      auth_token?: string | undefined;
      from?: string | undefined;
    }) {
      const current = (await readSavedSmsSettings(deps.db)) ?? {};
      const next = {
        url: input.url !== undefined ? input.url || null : (current.url ?? null),
        account_sid: input.account_sid !== undefined ? input.account_sid || null : (current.account_sid ?? null),
        auth_token: input.auth_token ? input.auth_token : (current.auth_token ?? null),
        from: input.from !== undefined ? input.from || null : (current.from ?? null),
      };
      if (next.url) {
        for (const field of ['account_sid', 'auth_token', 'from'] as const) {
          if (!next[field]) throw fieldError('VALIDATION', field, 'The provider needs this as well');
        }
      }
      await repo.saveSettings('sms', next);
      return smsConfig();
    },

    async hooks() {
      const saved = new Map((await repo.hooks()).map((row) => [row.kind, row]));
      return NOTIFICATION_KIND_NAMES.map((kind) => {
        const row = saved.get(kind);
        return { kind, email: row?.email ?? true, sms: row?.sms ?? true, push: row?.push ?? true };
      });
    },

    async updateHooks(
      hooks: { kind: string; email?: boolean | undefined; sms?: boolean | undefined; push?: boolean | undefined }[],
    ) {
      await repo.saveHooks(hooks);
      deps.notifications.hooksChanged();
    },

    clinics: () => repo.clinics(),
    async clinicUsers(clinicId: number) {
      if (!(await repo.clinicExists(clinicId))) throw notFound();
      return repo.clinicUsers(clinicId);
    },
    phoneNumbers: (filter: { search?: string | undefined; limit: number; offset: number }) => repo.phoneNumbers(filter),
    messages: COMMS_MESSAGES,
  };
}

/** A single send names its person as user_id. */
function renameUserField(error: unknown): never {
  if (error instanceof AppError && error.errors?.[0]?.path.startsWith('audience.user_ids')) {
    throw new AppError('NOT_FOUND', error.message, [{ path: 'user_id', message: error.message }]);
  }
  throw error;
}

export type CommunicationsService = ReturnType<typeof createCommunicationsService>;
