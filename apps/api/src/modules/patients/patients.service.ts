import type { RequestMeta } from '../../lib/route.js';
import type { AuditService } from '../audit/audit.service.js';
import type { FeaturesService } from '../features/features.service.js';
import { presentPersonFeatures } from '../people/people.presenter.js';
import type { PersonRow } from '../people/people.repository.js';
import type { PeopleService } from '../people/people.service.js';
import { presentActivity } from './patients.presenter.js';
import type { PatientsRepository } from './patients.repository.js';

const DAY_MS = 86_400_000;

/** Who reads a patient's records, for the audit trail. */
export interface Reader {
  userId: number;
  clinicId: number | null;
}

/**
 * A patient's statistics, activity and chart data. Every read of a patient's records is audited
 * (who, whom, when), whoever reads them.
 */
export interface PatientsServiceDeps {
  repo: PatientsRepository;
  audit: AuditService;
  people: PeopleService;
  features: FeaturesService;
}

export function createPatientsService({ repo, audit, people, features }: PatientsServiceDeps) {
  function recordRead(
    reader: Reader,
    patient: PersonRow,
    what: 'detail' | 'statistics' | 'activity' | 'chart_data',
    meta: RequestMeta,
  ) {
    return audit.record(
      {
        actorUserId: reader.userId,
        action: `patients.${what}_viewed`,
        targetType: 'user',
        targetId: patient.user.id,
        clinicId: patient.user.clinicId,
      },
      meta,
    );
  }

  return {
    /** The patient with their employees and the clinic's feature switches for them. */
    async detail(reader: Reader, patient: PersonRow, meta: RequestMeta) {
      const [[summary], resolved] = await Promise.all([people.withEmployees([patient]), features.resolvedFor(patient.user)]);
      await recordRead(reader, patient, 'detail', meta);
      return { ...summary!, settings: presentPersonFeatures(patient.user.id, resolved) };
    },

    async statistics(reader: Reader, patient: PersonRow, meta: RequestMeta, now = new Date()) {
      const since = new Date(now.getTime() - 30 * DAY_MS);
      const [sessions, activities, employees, practice] = await Promise.all([
        repo.sessionCounts(patient.user.id, since),
        repo.activityCount(patient.user.id, since),
        repo.assignedEmployeeCount(patient.user.id),
        repo.practice(patient.user.id),
      ]);
      await recordRead(reader, patient, 'statistics', meta);
      return {
        userid: patient.user.id,
        memberSince: patient.user.createdAt.toISOString(),
        lastLoginAt: patient.user.lastLoginAt?.toISOString() ?? null,
        logins: sessions.logins,
        logins30Days: sessions.recent,
        activeSessions: sessions.active,
        activities30Days: activities,
        assignedEmployees: employees,
        practice,
      };
    },

    async chartData(reader: Reader, patient: PersonRow, days: number, meta: RequestMeta, now = new Date()) {
      const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
      const since = new Date(today - (days - 1) * DAY_MS);
      const { logins, activities } = await repo.perDay(patient.user.id, since);
      await recordRead(reader, patient, 'chart_data', meta);
      const series = Array.from({ length: days }, (_, i) => {
        const date = new Date(since.getTime() + i * DAY_MS).toISOString().slice(0, 10);
        return {
          date,
          logins: logins.find((row) => row.date === date)?.count ?? 0,
          activities: activities.find((row) => row.date === date)?.count ?? 0,
        };
      });
      return { userid: patient.user.id, series };
    },

    async activity(reader: Reader, patient: PersonRow, page: { limit: number; offset: number }, meta: RequestMeta) {
      const { rows, total } = await repo.activity(patient.user.id, page);
      await recordRead(reader, patient, 'activity', meta);
      return { rows: rows.map(presentActivity), total };
    },
  };
}

export type PatientsService = ReturnType<typeof createPatientsService>;
