import { APP_MESSAGES } from '@stillpoint/contracts';
import { keyFromMediaUrl, type Storage } from '../../adapters/storage/index.js';
import { AppError, fieldError, notFound } from '../../lib/app-error.js';
import type { RequestMeta } from '../../lib/route.js';
import type { Weblinks } from '../../lib/weblinks.js';
import type { AuditService } from '../audit/audit.service.js';
import type { SessionGuard } from '../auth/session-guard.js';
import type { MediaService } from '../media/media.service.js';
import type { ClinicsRepository, PatientDisposal } from './clinics.repository.js';

interface ClinicFields {
  name?: string | undefined;
  email?: string | null | undefined;
  phone?: string | null | undefined;
  address?: string | null | undefined;
  country?: string | null | undefined;
}

export interface ClinicsServiceDeps {
  repo: ClinicsRepository;
  audit: AuditService;
  weblinks: Weblinks;
  storage: Storage;
  /** Removes the files of the media released with a deleted clinic, after the commit. */
  media: Pick<MediaService, 'removeReleased'>;
  /** Tells every instance whose account changed or went with the clinic (their old access tokens are refused). */
  guard: Pick<SessionGuard, 'accountChanged'>;
  publicUrl: string;
}

/** Clinics (the tenants): create, change, delete without orphans, and registration web links. */
export function createClinicsService(deps: ClinicsServiceDeps) {
  const { repo, audit } = deps;

  async function existing(id: number) {
    const row = await repo.find(id);
    if (!row) throw notFound();
    return row;
  }

  return {
    list: () => repo.list(),
    existing,

    async create(actorUserId: number, fields: ClinicFields & { name: string }, meta: RequestMeta) {
      const id = await repo.insert({
        name: fields.name,
        email: fields.email ?? null,
        phone: fields.phone ?? null,
        address: fields.address ?? null,
        country: fields.country ?? null,
      });
      await audit.record({ actorUserId, action: 'clinics.created', targetType: 'clinic', targetId: id, clinicId: id }, meta);
      return existing(id);
    },

    async update(actorUserId: number, id: number, fields: ClinicFields, meta: RequestMeta) {
      await existing(id);
      const values = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
      if (Object.keys(values).length) await repo.update(id, values);
      await audit.record(
        {
          actorUserId,
          action: 'clinics.updated',
          targetType: 'clinic',
          targetId: id,
          clinicId: id,
          meta: { fields: Object.keys(values) },
        },
        meta,
      );
      return existing(id);
    },

    /** See docs/people-deletion.md. A clinic with patients needs an explicit disposal (409 otherwise). */
    async delete(
      actorUserId: number,
      id: number,
      disposal: { patients?: PatientDisposal | undefined; moveToClinicId?: number | undefined },
      meta: RequestMeta,
    ) {
      await existing(id);
      if (disposal.patients === 'move' && !(await repo.find(disposal.moveToClinicId!))) {
        throw fieldError('NOT_FOUND', 'moveToClinicId', 'This clinic does not exist');
      }
      const result = await repo.deleteWithPeople(id, disposal);
      if (result === 'has_patients') {
        throw new AppError('CONFLICT', APP_MESSAGES.clinicHasPeople, [
          { path: 'patients', message: APP_MESSAGES.clinicHasPeople },
        ]);
      }
      const { avatars, released, changedUserIds, ...counts } = result;
      for (const userId of changedUserIds) await deps.guard.accountChanged(userId);
      for (const key of avatars.map(keyFromMediaUrl)) if (key) await deps.storage.delete(key);
      await deps.media.removeReleased(released);
      await audit.record(
        { actorUserId, action: 'clinics.deleted', targetType: 'clinic', targetId: id, meta: { ...disposal, ...counts } },
        meta,
      );
      return { id, ...counts };
    },

    /** A signed link (valid `days` days) whose sign-up page registers a new patient into the clinic. */
    async weblink(actorUserId: number, clinicId: number, days: number, meta: RequestMeta) {
      const { clinic } = await existing(clinicId);
      const expiresAt = new Date(Date.now() + days * 86_400_000);
      const token = await deps.weblinks.sign(clinic.id, expiresAt);
      await audit.record(
        {
          actorUserId,
          action: 'clinics.weblink_generated',
          targetType: 'clinic',
          targetId: clinic.id,
          clinicId: clinic.id,
          meta: { days },
        },
        meta,
      );
      return {
        url: `${deps.publicUrl}/register/clinic?token=${encodeURIComponent(token)}`,
        token,
        clinicId: clinic.id,
        clinicName: clinic.name,
        expiresAt: expiresAt.toISOString(),
      };
    },
  };
}

export type ClinicsService = ReturnType<typeof createClinicsService>;
