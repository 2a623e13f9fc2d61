import {
  INTERNATIONAL,
  regionOfLocale,
  SAFETY_MESSAGES,
  type ClinicCrisisLines,
  type CrisisLine,
  type CrisisResources,
  type SafetyAlertSource,
} from '@stillpoint/contracts';
import { DEFAULT_CRISIS_RESOURCES } from '@stillpoint/db';
import type { NotificationService } from '../notifications/notifications.service.js';
import type { AuthContext } from '../../lib/access-tokens.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { RequestMeta } from '../../lib/route.js';
import type { Tx } from '../../lib/ordering.js';
import type { AuditService } from '../audit/audit.service.js';
import { detectRisk, riskExcerpt } from './risk-detector.js';
import { alertScope } from './safety.policy.js';
import { presentCrisisCountry, presentCrisisLine, presentSafetyAlert } from './safety.presenter.js';
import type { CrisisLineValues, SafetyRepository } from './safety.repository.js';

export interface SafetyServiceDeps {
  repo: SafetyRepository;
  audit: AuditService;
  /** The notification service: the care team is told through it (in-app, live, and their chosen channels). */
  notifications: Pick<NotificationService, 'notify'>;
}

/** Which country's resources a person sees, and where the choice came from. */
export interface CountryHints {
  /** Chosen by the person on the crisis page (remembered by their browser). */
  country?: string | undefined;
  /** navigator.language, or the request's Accept-Language. */
  locale?: string | undefined;
}

/** What a text that speaks of risk is answered with, in the same request. */
export interface CrisisResponse {
  resources: CrisisResources;
  /** The answer as plain text (stored in the conversation, read aloud by chat voice). */
  text: string;
  /** A safety alert went to the person's care team (patients only). */
  alerted: boolean;
}

/**
 * Safety (DESIGN.md 4b, decision 0009): crisis resources, the response to risk language, and the safety
 * alerts of a patient's care team. Words a person wrote are never logged; an alert's excerpt is read only by
 * the care team, and every read and acknowledgement is audited.
 */
export function createSafetyService({ repo, audit, notifications }: SafetyServiceDeps) {
  /** The international list as shipped, should a database lack it (it is seeded on every first start). */
  function builtInInternational(): { code: string; name: string; emergencyNumber: string | null; notes: string | null; lines: CrisisLine[] } {
    const intl = DEFAULT_CRISIS_RESOURCES.find((country) => country.code === INTERNATIONAL)!;
    return {
      code: intl.code,
      name: intl.name,
      emergencyNumber: intl.emergencyNumber,
      notes: intl.notes ?? null,
      lines: intl.lines.map((line, index) => ({ id: -(index + 1), name: line.name, phone: line.phone ?? null, sms: line.sms ?? null, url: line.url ?? null, notes: line.notes ?? null })),
    };
  }

  async function resources(auth: AuthContext | null, hints: CountryHints): Promise<CrisisResources> {
    // A clinic's lines and country for its patients, employees and its own account (personal users and
    // the signed-out have none).
    const clinicId = auth && (auth.role === 'patient' || auth.role === 'employee' || auth.role === 'clinic') ? auth.clinicId : null;
    const [countries, clinic, clinicLines] = await Promise.all([
      repo.countryNames(),
      clinicId !== null ? repo.clinic(clinicId) : Promise.resolve(undefined),
      clinicId !== null ? repo.clinicLines(clinicId) : Promise.resolve([]),
    ]);
    const known = new Set(countries.map((country) => country.code));
    const region = regionOfLocale(hints.locale);
    const [code, countrySource] =
      hints.country && known.has(hints.country)
        ? [hints.country, 'chosen' as const]
        : clinic?.country && known.has(clinic.country)
          ? [clinic.country, 'clinic' as const]
          : region && known.has(region)
            ? [region, 'locale' as const]
            : [INTERNATIONAL, 'default' as const];
    const found = await repo.country(code);
    const country = found ? { ...found.country, lines: found.lines.map(presentCrisisLine) } : builtInInternational();
    return {
      country: { code: country.code, name: country.name, emergencyNumber: country.emergencyNumber, notes: country.notes },
      countrySource,
      clinic: clinic && clinicLines.length ? { name: clinic.name, lines: clinicLines.map(presentCrisisLine) } : null,
      lines: country.lines,
      countries: countries.length ? countries : [{ code: INTERNATIONAL, name: country.name }],
    };
  }

  /**
   * Tells the care team an alert is waiting: urgent, and without health detail (no patient name, no
   * clinic, nothing of what was said): e-mail, SMS and push are not safe channels for it, so every channel
   * carries the same few words and the alert itself is read after signing in.
   */
  async function tellCareTeam(clinicId: number, patientId: number) {
    const team = await repo.careTeam(clinicId, patientId);
    await notifications.notify({
      userIds: team.map((member) => member.id),
      kind: 'safety_alert',
      urgent: true,
      title: 'A safety alert needs your attention',
      body: 'Sign in to Stillpoint to see it and acknowledge it.',
      link: (member) => (member.role === 'clinic' ? '/clinic/safety' : '/employee/safety-alerts'),
    });
  }

  /**
   * The one alert mechanism: for a patient of a clinic, a safety alert for the care team (audited without the
   * words). Given a transaction, the alert commits with what raised it; `tell` then notifies the care team
   * (after the commit; once while the patient has open alerts). Others (personal users, staff): no alert.
   */
  async function raiseAlert(
    auth: AuthContext,
    alert: { source: SafetyAlertSource; signals: string[]; excerpt: string },
    meta: RequestMeta,
    tx?: Tx,
  ): Promise<{ alerted: boolean; tell: () => Promise<void> }> {
    const clinicId = auth.role === 'patient' ? await repo.patientClinic(auth.userId, tx) : null;
    if (clinicId === null) return { alerted: false, tell: async () => {} };
    const { id, hadOpen } = await repo.insertAlert({ patientId: auth.userId, clinicId, ...alert }, tx);
    await audit.record({ actorUserId: auth.userId, action: 'safety.alert_raised', targetType: 'safety_alert', targetId: id, clinicId, meta: { source: alert.source, signals: alert.signals } }, meta, tx);
    // One message while alerts are open: the care team already knows to look until someone acknowledges.
    return { alerted: true, tell: async () => (hadOpen ? undefined : tellCareTeam(clinicId, auth.userId)) };
  }

  return {
    resources,
    raiseAlert,

    /**
     * Asks the risk detector about a text a person wrote. On risk: their crisis resources and an answer in
     * words; for a patient of a clinic, a safety alert for the care team (and an e-mail without detail when
     * they had no open alert yet). Null when there is no risk. The text itself is never logged.
     */
    async respondToRisk(auth: AuthContext, text: string, source: SafetyAlertSource, hints: CountryHints, meta: RequestMeta): Promise<CrisisResponse | null> {
      const detection = detectRisk(text);
      if (!detection.risk) return null;
      const raised = await raiseAlert(auth, { source, signals: detection.signals, excerpt: riskExcerpt(text) }, meta);
      await raised.tell();
      const alerted = raised.alerted;
      const found = await resources(auth, hints);
      return { resources: found, text: crisisAnswerText(found, alerted), alerted };
    },

    // --- administration: crisis resources per country -------------------------------------------------

    async countries() {
      return (await repo.countries()).map(presentCrisisCountry);
    },

    async saveCountry(auth: AuthContext, input: { code: string; name: string; emergency_number: string | null; notes: string | null; lines: CrisisLineValues[] }, meta: RequestMeta) {
      await repo.saveCountry({ code: input.code, name: input.name, emergencyNumber: input.emergency_number, notes: input.notes, updatedBy: auth.userId }, input.lines);
      await audit.record({ actorUserId: auth.userId, action: 'safety.crisis_country_saved', meta: { code: input.code, lines: input.lines.length } }, meta);
      return presentCrisisCountry((await repo.country(input.code))!);
    },

    async deleteCountry(auth: AuthContext, code: string, meta: RequestMeta) {
      if (code === INTERNATIONAL) throw new AppError('CONFLICT', SAFETY_MESSAGES.internationalKept);
      if (!(await repo.deleteCountry(code))) throw notFound('Country not found');
      await audit.record({ actorUserId: auth.userId, action: 'safety.crisis_country_deleted', meta: { code } }, meta);
    },

    // --- a clinic's own lines -------------------------------------------------------------------------

    async clinicLines(clinicId: number): Promise<ClinicCrisisLines> {
      const [clinic, lines] = await Promise.all([repo.clinic(clinicId), repo.clinicLines(clinicId)]);
      if (!clinic) throw notFound();
      return { clinicName: clinic.name, country: clinic.country, lines: lines.map(presentCrisisLine) };
    },

    async saveClinicLines(auth: AuthContext, clinicId: number, lines: CrisisLineValues[], meta: RequestMeta): Promise<ClinicCrisisLines> {
      await repo.replaceClinicLines(clinicId, lines);
      await audit.record({ actorUserId: auth.userId, action: 'safety.clinic_lines_saved', clinicId, meta: { lines: lines.length } }, meta);
      return this.clinicLines(clinicId);
    },

    // --- safety alerts --------------------------------------------------------------------------------

    /** A page of alerts the caller may read; the read is audited (the excerpts are health data). */
    async alerts(auth: AuthContext, input: { state: 'open' | 'all'; patient_id?: number | undefined }, page: { limit: number; offset: number }, meta: RequestMeta) {
      const scope = alertScope(auth);
      const { rows, total } = await repo.listAlerts(scope, { open: input.state === 'open', patientId: input.patient_id }, page);
      if (rows.length) {
        await audit.record(
          {
            actorUserId: auth.userId,
            action: 'safety.alerts_viewed',
            clinicId: scope.clinicId,
            ...(input.patient_id !== undefined ? { targetType: 'user', targetId: input.patient_id } : {}),
            meta: { state: input.state, alertIds: rows.map((row) => row.alert.id) },
          },
          meta,
        );
      }
      return { rows: rows.map(presentSafetyAlert), total };
    },

    openCounts: (auth: AuthContext) => repo.openCounts(alertScope(auth)),

    /** Records who acknowledged an alert and when (audited); it stays in the history. */
    async acknowledge(auth: AuthContext, id: number, meta: RequestMeta, now = new Date()) {
      const scope = alertScope(auth);
      const found = await repo.findAlert(scope, id);
      if (!found) throw notFound('Safety alert not found');
      if (found.alert.acknowledgedAt || !(await repo.acknowledge(id, auth.userId, now))) {
        throw new AppError('CONFLICT', SAFETY_MESSAGES.alreadyAcknowledged);
      }
      await audit.record(
        { actorUserId: auth.userId, action: 'safety.alert_acknowledged', targetType: 'safety_alert', targetId: id, clinicId: scope.clinicId, meta: { patientId: found.alert.patientId } },
        meta,
      );
      return presentSafetyAlert((await repo.findAlert(scope, id))!);
    },
  };
}

export type SafetyService = ReturnType<typeof createSafetyService>;

/** How a line is reached, in words ("call 988, text 988, https://988lifeline.org"). */
function reach(line: CrisisLine): string {
  return [line.phone && `call ${line.phone}`, line.sms && `text ${line.sms}`, line.url].filter(Boolean).join(', ');
}

/**
 * The crisis answer in words: warmth, the emergency number first, the lines (the clinic's first), and what
 * happens next. Plain paragraphs, as the chat stores them and the voice reads them.
 */
export function crisisAnswerText(resources: CrisisResources, alerted: boolean): string {
  const emergency = resources.country.emergencyNumber
    ? `If you are in danger or might act on these thoughts, call ${resources.country.emergencyNumber} now, or go to the nearest emergency department.`
    : 'If you are in danger or might act on these thoughts, call your local emergency number now (112 from most mobile phones, 911 in North America), or go to the nearest emergency department.';
  const lines = [...(resources.clinic?.lines ?? []), ...resources.lines].map((line) => `${line.name}: ${reach(line)}${line.notes ? ` (${line.notes})` : ''}`);
  return [
    "I'm really sorry you're feeling this way. You don't have to carry this alone, and you deserve support from a person right now.",
    emergency,
    lines.length ? `You can talk to someone now:\n${lines.join('\n')}` : '',
    alerted
      ? 'Your care team has been told, so they can reach out to you. You can also contact them yourself.'
      : 'If you have a therapist or a doctor, please let them know how you are feeling.',
  ]
    .filter(Boolean)
    .join('\n\n');
}
