import { countPractice, practicePeriodStart, type PatientIntakeInput, type PracticePeriod } from '@stillpoint/contracts';
import type { RequestMeta } from '../../lib/route.js';
import type { AuditService } from '../audit/audit.service.js';
import type { FeaturesService } from '../features/features.service.js';
import { presentPersonFeatures } from '../people/people.presenter.js';
import type { PersonRow } from '../people/people.repository.js';
import type { PeopleService } from '../people/people.service.js';
import { presentPracticeEntry } from '../practice/practice.presenter.js';
import type { PracticeRepository } from '../practice/practice.repository.js';
import type { PatientsRepository } from './patients.repository.js';

const DAY_MS = 86_400_000;

/** A patient's intake as their care team reads it (patientIntake), or null. */
function presentIntake(row: Awaited<ReturnType<PatientsRepository['intakeOf']>>) {
  if (!row) return null;
  const { dateOfBirth, emergencyContactName, emergencyContactPhone, presentingConcerns, referralSource, createdAt } = row;
  return { dateOfBirth, emergencyContactName, emergencyContactPhone, presentingConcerns, referralSource, recordedAt: createdAt.toISOString() };
}

/** Who reads a patient's records, for the audit trail. */
export interface Reader {
  userId: number;
  clinicId: number | null;
}

/** The parts of a patient's record a read can be about (audit action `patients.<part>_viewed`). */
export type RecordPart = 'detail' | 'statistics' | 'activity' | 'chart_data' | 'tasks' | 'session_notes';

/** Records who read which part of whose record, when (never what it said). */
export function recordRead(audit: AuditService, reader: Reader, patient: PersonRow, part: RecordPart, meta: RequestMeta) {
  return audit.record(
    {
      actorUserId: reader.userId,
      action: `patients.${part}_viewed`,
      targetType: 'user',
      targetId: patient.user.id,
      clinicId: patient.user.clinicId,
    },
    meta,
  );
}

/**
 * A patient's record for their care team: detail, statistics, the practice history per day and as a list.
 * Every read is audited (who, whom, when), whoever reads it. Every practice figure is a counter of
 * patient-record.counters.ts over the practice events the history lists (decision 0012).
 */
export interface PatientsServiceDeps {
  repo: PatientsRepository;
  practice: PracticeRepository;
  audit: AuditService;
  people: PeopleService;
  features: FeaturesService;
}

export function createPatientsService({ repo, practice, audit, people, features }: PatientsServiceDeps) {
  return {
    /** The patient with their employees and the clinic's feature switches for them. */
    async detail(reader: Reader, patient: PersonRow, meta: RequestMeta) {
      const [[summary], resolved, intake] = await Promise.all([
        people.withEmployees([patient]),
        features.resolvedFor(patient.user),
        repo.intakeOf(patient.user.id),
      ]);
      await recordRead(audit, reader, patient, 'detail', meta);
      return { ...summary!, settings: presentPersonFeatures(patient.user.id, resolved), intake: presentIntake(intake) };
    },

    /**
     * Keeps what the care team noted when adding the patient (nothing when every field is empty). Health
     * data: audited as written, never with its content.
     */
    async recordIntake(actor: Reader, patientId: number, input: PatientIntakeInput | undefined, meta: RequestMeta) {
      const text = (value: string | undefined) => (value ? value : null);
      const values = {
        dateOfBirth: input?.dateOfBirth ?? null,
        emergencyContactName: text(input?.emergencyContactName),
        emergencyContactPhone: text(input?.emergencyContactPhone),
        presentingConcerns: text(input?.presentingConcerns),
        referralSource: text(input?.referralSource),
      };
      if (Object.values(values).every((value) => value === null)) return;
      await repo.insertIntake({ patientId, recordedBy: actor.userId, ...values });
      await audit.record(
        { actorUserId: actor.userId, action: 'patients.intake_recorded', targetType: 'user', targetId: patientId, clinicId: actor.clinicId },
        meta,
      );
    },

    async statistics(reader: Reader, patient: PersonRow, meta: RequestMeta, now = new Date()) {
      const userId = patient.user.id;
      const [sessions, employees, last30Days, allTime] = await Promise.all([
        repo.sessionCounts(userId, new Date(now.getTime() - 30 * DAY_MS)),
        repo.assignedEmployeeCount(userId),
        practice.counts(userId, practicePeriodStart('last30Days', now)),
        practice.counts(userId, null),
      ]);
      await recordRead(audit, reader, patient, 'statistics', meta);
      return {
        userid: userId,
        memberSince: patient.user.createdAt.toISOString(),
        lastLoginAt: patient.user.lastLoginAt?.toISOString() ?? null,
        logins: sessions.logins,
        logins30Days: sessions.recent,
        activeSessions: sessions.active,
        assignedEmployees: employees,
        practice: { last30Days, allTime },
      };
    },

    /** The counters per UTC day over the last `days` days (today the last), days without practice at 0. */
    async chartData(reader: Reader, patient: PersonRow, days: number, meta: RequestMeta, now = new Date()) {
      const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
      const since = new Date(today - (days - 1) * DAY_MS);
      const perDay = new Map((await practice.countsPerDay(patient.user.id, since)).map((day) => [day.date, day.counts]));
      await recordRead(audit, reader, patient, 'chart_data', meta);
      const none = countPractice([]);
      const series = Array.from({ length: days }, (_, i) => {
        const date = new Date(since.getTime() + i * DAY_MS).toISOString().slice(0, 10);
        return { date, counts: perDay.get(date) ?? none };
      });
      return { userid: patient.user.id, series };
    },

    /** The practice history of a period, newest first (the spec's "activity"). */
    async activity(
      reader: Reader,
      patient: PersonRow,
      period: PracticePeriod,
      page: { limit: number; offset: number },
      meta: RequestMeta,
      now = new Date(),
    ) {
      const { rows, total } = await practice.history(patient.user.id, practicePeriodStart(period, now), page);
      await recordRead(audit, reader, patient, 'activity', meta);
      return { rows: rows.map(presentPracticeEntry), total };
    },
  };
}

export type PatientsService = ReturnType<typeof createPatientsService>;
