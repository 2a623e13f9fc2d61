import {
  APP_MESSAGES,
  MESSAGES,
  ROLE_IDS,
  roleForRoleId,
  roleNameForRoleId,
  type PersonDetail,
  type Role,
} from '@stillpoint/contracts';
import type { Mailer } from '../../adapters/mail/index.js';
import { keyFromMediaUrl, type Storage } from '../../adapters/storage/index.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import { hashNewPassword } from '../../lib/passwords.js';
import type { RequestMeta } from '../../lib/route.js';
import type { AuditService } from '../audit/audit.service.js';
import type { MediaService } from '../media/media.service.js';
import { authMails } from '../auth/auth.mails.js';
import type { AuthRepository } from '../auth/auth.repository.js';
import type { SessionGuard } from '../auth/session-guard.js';
import type { LinkKind, OneTimeLinks } from '../auth/one-time-links.js';
import { buildUsersWorkbook } from './people.excel.js';
import { groupRefs, presentPerson } from './people.presenter.js';
import type { PeopleRepository, PersonFilter, PersonRow } from './people.repository.js';

export interface PeopleServiceDeps {
  repo: PeopleRepository;
  /** Identity checks, passwords and sessions are the auth domain's: reused, not copied. */
  authRepo: AuthRepository;
  /** Ends sessions and tells every instance that an account changed (its old access tokens are refused). */
  guard: SessionGuard;
  links: OneTimeLinks;
  mailer: Mailer;
  /** Where avatars live: a deleted person's goes with them. */
  storage: Storage;
  /** Removes the files of media released with a deleted person (their stories), after the commit. */
  media: Pick<MediaService, 'removeReleased'>;
  audit: AuditService;
  publicUrl: string;
}

export interface NewPerson {
  fullName: string;
  email: string;
  username?: string | undefined;
  phone?: string | undefined;
  password?: string | undefined;
}

export interface PersonEdit {
  fullName?: string | undefined;
  email?: string | undefined;
  username?: string | null | undefined;
  phone?: string | null | undefined;
}

/** Who someone is acting as, for the audit trail. */
export interface Actor {
  userId: number;
  clinicId: number | null;
}

const CLINIC_BOUND: readonly string[] = ['clinic', 'employee', 'patient'];

/**
 * People: creating, editing, converting, approving and deleting accounts, for administrators and
 * clinics alike. Routes ask the policy first (who may touch whom); this holds the rules of the change.
 */
export function createPeopleService(deps: PeopleServiceDeps) {
  const { repo, authRepo, guard, links, audit } = deps;

  async function assertIdentityFree(email: string | undefined, username: string | null | undefined, exceptUserId?: number) {
    if (email) {
      const owner = await authRepo.findUserByEmail(email);
      if (owner && owner.user.id !== exceptUserId) throw fieldError('CONFLICT', 'email', APP_MESSAGES.emailTaken);
    }
    if (username) {
      const owner = await authRepo.findUserByUsername(username);
      if (owner && owner.user.id !== exceptUserId) throw fieldError('CONFLICT', 'username', APP_MESSAGES.usernameTaken);
    }
  }

  async function assertClinicExists(clinicId: number, path = 'clinicId') {
    if (!(await authRepo.findClinic(clinicId))) throw fieldError('NOT_FOUND', path, 'This clinic does not exist');
  }

  /** Sends a one-time link; a mail failure is reported as the spec's 'Email Sending Field'. */
  async function sendLink(row: PersonRow, kind: LinkKind) {
    try {
      await links.send(row.user, kind, row.clinicName);
    } catch {
      throw new AppError('UNAVAILABLE', MESSAGES.emailSendingField);
    }
  }

  async function reload(id: number): Promise<PersonRow> {
    return (await repo.find(id))!;
  }

  /** Profile fields; a new e-mail or username must be free (the person keeps their sessions). */
  async function edit(actor: Actor, row: PersonRow, fields: PersonEdit, meta: RequestMeta) {
    await assertIdentityFree(fields.email, fields.username, row.user.id);
    const values = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
    if (Object.keys(values).length) await repo.update(row.user.id, values);
    await audit.record(
      {
        actorUserId: actor.userId,
        action: 'people.updated',
        targetType: 'user',
        targetId: row.user.id,
        clinicId: row.user.clinicId,
        meta: { fields: Object.keys(values) },
      },
      meta,
    );
    return reload(row.user.id);
  }

  const service = {
    find: (id: number) => repo.find(id),

    async list(filter: PersonFilter, page: { limit: number; offset: number }) {
      return repo.list(filter, page);
    },

    /**
     * Creates an account. With a password it can log in at once (whoever creates it vouches for the
     * address); without one, the person is e-mailed an invitation link to choose a password. A mail that
     * cannot be sent does not undo the account: `invitationSent` is false and the link can be sent again.
     */
    async create(actor: Actor, input: NewPerson, placement: { roleid: number; clinicId: number | null }, meta: RequestMeta) {
      await assertIdentityFree(input.email, input.username);
      if (placement.clinicId !== null) await assertClinicExists(placement.clinicId);
      const passwordHash = input.password ? await hashNewPassword(input.password) : null;
      const role = roleForRoleId(placement.roleid);
      const id = await repo.insert({
        role,
        roleid: placement.roleid,
        email: input.email,
        username: input.username ?? null,
        fullName: input.fullName,
        phone: input.phone ?? null,
        passwordHash,
        emailVerifiedAt: input.password ? new Date() : null,
        confirmedByUser: Boolean(input.password),
        confirmedByAdmin: true,
        clinicId: placement.clinicId,
      });
      const row = await reload(id);
      let invitationSent = false;
      if (!input.password) {
        try {
          await links.send(row.user, 'invitation', row.clinicName);
          invitationSent = true;
        } catch {
          invitationSent = false;
        }
      }
      await audit.record(
        {
          actorUserId: actor.userId,
          action: 'people.created',
          targetType: 'user',
          targetId: id,
          clinicId: placement.clinicId,
          meta: { role, invitationSent },
        },
        meta,
      );
      return { row, invitationSent };
    },

    /**
     * A clinic invites a person by e-mail: a patient account without a password and an invitation link.
     * Inviting again someone already invited by the same clinic sends a fresh link.
     */
    async invitePatient(actor: Actor & { clinicId: number }, email: string, fullName: string | undefined, meta: RequestMeta) {
      const existing = await authRepo.findUserByEmail(email);
      if (existing) {
        const reinvite =
          existing.user.role === 'patient' && existing.user.clinicId === actor.clinicId && existing.user.passwordHash === null;
        if (!reinvite) throw fieldError('CONFLICT', 'email', APP_MESSAGES.emailTaken);
        const row = await reload(existing.user.id);
        await sendLink(row, 'invitation');
        await audit.record(
          {
            actorUserId: actor.userId,
            action: 'people.invited',
            targetType: 'user',
            targetId: row.user.id,
            clinicId: actor.clinicId,
            meta: { again: true },
          },
          meta,
        );
        return row;
      }
      const id = await repo.insert({
        role: 'patient',
        roleid: ROLE_IDS.patient,
        email,
        fullName: fullName ?? email.split('@')[0]!,
        clinicId: actor.clinicId,
        confirmedByUser: false,
        confirmedByAdmin: true,
      });
      const row = await reload(id);
      await sendLink(row, 'invitation');
      await audit.record(
        { actorUserId: actor.userId, action: 'people.invited', targetType: 'user', targetId: id, clinicId: actor.clinicId },
        meta,
      );
      return row;
    },

    edit,

    /**
     * An administrator's edit: profile fields, a new password (sessions end), another clinic for a
     * clinic-bound person (assignments and clinic switches go; access tokens signed before are refused and
     * the sessions go on with the new clinic), or the other front-user kind (likewise).
     */
    async adminEdit(
      actor: Actor,
      row: PersonRow,
      input: PersonEdit & { password?: string | undefined; clinicId?: number | undefined; roleid?: number | undefined },
      meta: RequestMeta,
    ) {
      const { password, clinicId, roleid, ...profile } = input;
      if (clinicId !== undefined && clinicId !== row.user.clinicId) {
        if (!CLINIC_BOUND.includes(row.user.role))
          throw fieldError('VALIDATION', 'clinicId', 'Only clinic accounts, employees and patients belong to a clinic');
        await assertClinicExists(clinicId);
      }
      if (roleid !== undefined && roleid !== row.user.roleid && row.user.role !== 'frontuser') {
        throw fieldError('VALIDATION', 'roleid', 'Only front users switch between personal development and business');
      }
      // Checked before anything changes, so a refused password leaves the person as they were.
      const passwordHash = password ? await hashNewPassword(password) : undefined;
      let updated = await edit(actor, row, profile, meta);
      if (passwordHash) {
        // A password set by someone else ends every session: whoever knew the old one is out.
        await authRepo.setPassword(row.user.id, passwordHash, false);
        await guard.endAllSessions(row.user.id, 'password_change');
      }
      const newClinic = clinicId !== undefined && clinicId !== row.user.clinicId;
      const newRoleId = roleid !== undefined && roleid !== row.user.roleid;
      if (newClinic || newRoleId) {
        // Sessions go on; their access tokens are refused (security version) and the next refresh brings the new clinic or role id.
        await repo.changeRole(row.user.id, { role: row.user.role, roleid: roleid ?? row.user.roleid, clinicId: clinicId ?? row.user.clinicId });
        await guard.accountChanged(row.user.id);
      }
      if (password || clinicId !== undefined || roleid !== undefined) {
        updated = await reload(row.user.id);
        await audit.record(
          {
            actorUserId: actor.userId,
            action: 'people.admin_updated',
            targetType: 'user',
            targetId: row.user.id,
            clinicId: updated.user.clinicId,
            meta: { password: Boolean(password), clinicId, roleid },
          },
          meta,
        );
      }
      return updated;
    },

    /** Deletes a person (docs/people-deletion.md). The last master admin stays. */
    async delete(actor: Actor, row: PersonRow, meta: RequestMeta) {
      if (row.user.role === 'masterAdmin') {
        const { total } = await repo.list({ roleids: [ROLE_IDS.masterAdmin] }, { limit: 1, offset: 0 });
        if (total <= 1) throw new AppError('CONFLICT', 'The last master admin cannot be deleted');
      }
      await deps.media.removeReleased(await repo.delete(row.user.id));
      // Its sessions went with it; every instance forgets them now rather than within a second.
      await guard.accountChanged(row.user.id);
      const avatar = keyFromMediaUrl(row.user.avatarUrl);
      if (avatar) await deps.storage.delete(avatar);
      await audit.record(
        {
          actorUserId: actor.userId,
          action: 'people.deleted',
          targetType: 'user',
          targetId: row.user.id,
          clinicId: row.user.clinicId,
          meta: { role: row.user.role },
        },
        meta,
      );
    },

    /** A front user becomes a patient of a clinic. */
    async changeToPatient(actor: Actor, row: PersonRow, clinicId: number, meta: RequestMeta) {
      if (row.user.role !== 'frontuser') throw new AppError('CONFLICT', 'Only a front user can be changed to a patient');
      await assertClinicExists(clinicId);
      await repo.changeRole(row.user.id, { role: 'patient', roleid: ROLE_IDS.patient, clinicId });
      await guard.accountChanged(row.user.id);
      await audit.record(
        { actorUserId: actor.userId, action: 'people.changed_to_patient', targetType: 'user', targetId: row.user.id, clinicId },
        meta,
      );
      return reload(row.user.id);
    },

    /** A patient becomes a personal user: no clinic, assignments and clinic switches dropped. */
    async changeToPersonal(actor: Actor, row: PersonRow, roleid: number, meta: RequestMeta) {
      if (row.user.role !== 'patient') throw new AppError('CONFLICT', 'Only a patient can be changed to a personal user');
      await repo.changeRole(row.user.id, { role: 'frontuser', roleid, clinicId: null });
      await guard.accountChanged(row.user.id);
      await audit.record(
        {
          actorUserId: actor.userId,
          action: 'people.changed_to_personal',
          targetType: 'user',
          targetId: row.user.id,
          clinicId: row.user.clinicId,
          meta: { roleid },
        },
        meta,
      );
      return reload(row.user.id);
    },

    /**
     * Sets an approval flag. An approval by the clinic or an administrator is announced by e-mail;
     * withdrawing it ends the person's sessions (they cannot log in until approved again).
     */
    async setApproval(
      actor: Actor,
      row: PersonRow,
      flag: 'confirmedByUser' | 'confirmedByAdmin',
      status: boolean,
      meta: RequestMeta,
    ) {
      const before = row.user[flag];
      await repo.update(row.user.id, { [flag]: status });
      if (flag === 'confirmedByAdmin' && !status) await guard.endAllSessions(row.user.id, 'approval_withdrawn');
      if (flag === 'confirmedByAdmin' && status && !before) {
        try {
          await deps.mailer.send(authMails.approved(row.user.email, row.user.fullName, `${deps.publicUrl}/login`));
        } catch {
          // The approval stands; the person can log in whether or not the e-mail arrived.
        }
      }
      await audit.record(
        {
          actorUserId: actor.userId,
          action: `people.${flag === 'confirmedByUser' ? 'confirmed_by_user' : 'confirmed_by_admin'}`,
          targetType: 'user',
          targetId: row.user.id,
          clinicId: row.user.clinicId,
          meta: { status },
        },
        meta,
      );
      return reload(row.user.id);
    },

    /** E-mails a one-time link to choose a password: an invitation if none was ever set. */
    async sendPasswordLink(actor: Actor, row: PersonRow, meta: RequestMeta) {
      await sendLink(row, row.user.passwordHash === null ? 'invitation' : 'password_set');
      await audit.record(
        {
          actorUserId: actor.userId,
          action: 'people.password_link_sent',
          targetType: 'user',
          targetId: row.user.id,
          clinicId: row.user.clinicId,
        },
        meta,
      );
    },

    /** A person's detail for an administrator (audited: who read whose record, when). */
    async detail(reader: Actor, row: PersonRow, meta: RequestMeta): Promise<PersonDetail> {
      const [employees, patients, activeSessions] = await Promise.all([
        row.user.role === 'patient' ? repo.employeesOf([row.user.id]) : Promise.resolve([]),
        row.user.role === 'employee' ? repo.patientsOf([row.user.id]) : Promise.resolve([]),
        repo.activeSessions(row.user.id),
      ]);
      await audit.record(
        {
          actorUserId: reader.userId,
          action: 'people.detail_viewed',
          targetType: 'user',
          targetId: row.user.id,
          clinicId: row.user.clinicId,
        },
        meta,
      );
      return {
        ...presentPerson(row),
        assignedEmployees: employees.map(({ userid, fullName }) => ({ userid, fullName })),
        assignedPatients: patients.map(({ userid, fullName }) => ({ userid, fullName })),
        activeSessions,
      };
    },

    /** Patients with the employees they are assigned to. */
    async withEmployees(rows: PersonRow[]) {
      const employees = groupRefs(await repo.employeesOf(rows.map((row) => row.user.id)), 'patientId');
      return rows.map((row) => ({ ...presentPerson(row), assignedEmployees: employees(row.user.id) }));
    },
    /** Employees with the patients assigned to them. */
    async withPatients(rows: PersonRow[]) {
      const patients = groupRefs(await repo.patientsOf(rows.map((row) => row.user.id)), 'employeeId');
      return rows.map((row) => ({ ...presentPerson(row), assignedPatients: patients(row.user.id) }));
    },

    /** The employee's patients become exactly `patientIds`; any id not a patient of the clinic is 404. */
    /**
     * A clinic adds a patient and, when `employeeId` is given, assigns them at once to that employee of the
     * clinic (checked before anything is stored: 404 on employeeId otherwise).
     */
    async createClinicPatient(actor: Actor & { clinicId: number }, input: NewPerson & { employeeId?: number | undefined }, meta: RequestMeta) {
      const { employeeId, ...person } = input;
      if (employeeId !== undefined) {
        const employee = await repo.find(employeeId);
        if (!employee || employee.user.role !== 'employee' || employee.user.clinicId !== actor.clinicId)
          throw fieldError('NOT_FOUND', 'employeeId', 'This employee does not exist');
      }
      const created = await service.create(actor, person, { roleid: ROLE_IDS.patient, clinicId: actor.clinicId }, meta);
      if (employeeId !== undefined) {
        await repo.addAssignment(actor.clinicId, employeeId, created.row.user.id, actor.userId);
        await audit.record(
          {
            actorUserId: actor.userId,
            action: 'people.patient_assigned',
            targetType: 'user',
            targetId: created.row.user.id,
            clinicId: actor.clinicId,
            meta: { employeeId },
          },
          meta,
        );
      }
      return created;
    },

    async assignPatients(actor: Actor & { clinicId: number }, employee: PersonRow, patientIds: number[], meta: RequestMeta) {
      const unique = [...new Set(patientIds)];
      const found = new Set(await repo.clinicPatientIds(actor.clinicId, unique));
      const missing = unique.filter((id) => !found.has(id));
      if (missing.length) {
        const index = patientIds.indexOf(missing[0]!);
        throw fieldError('NOT_FOUND', `patientIds.${index}`, 'This patient does not exist');
      }
      await repo.replaceAssignments(actor.clinicId, employee.user.id, unique, actor.userId);
      await audit.record(
        {
          actorUserId: actor.userId,
          action: 'people.patients_assigned',
          targetType: 'user',
          targetId: employee.user.id,
          clinicId: actor.clinicId,
          meta: { patientIds: unique },
        },
        meta,
      );
    },

    /** Every user, or those of one role id, as an .xlsx workbook (audited: it is a copy of personal data). */
    async exportWorkbook(actor: Actor, roleid: number | undefined, meta: RequestMeta) {
      const filter = roleid === undefined ? {} : { roleids: [roleid] };
      const data = await buildUsersWorkbook(repo.iterate(filter), roleid === undefined ? 'Users' : `Users role ${roleid}`);
      await audit.record({ actorUserId: actor.userId, action: 'people.exported', meta: { roleid: roleid ?? null } }, meta);
      const day = new Date().toISOString().slice(0, 10);
      return { data, filename: roleid === undefined ? `users-${day}.xlsx` : `users-role-${roleid}-${day}.xlsx` };
    },

    async counts() {
      const [byRole, clinics] = await Promise.all([repo.countsByRole(), repo.clinicCount()]);
      const count = (...roleids: number[]) =>
        byRole.filter((row) => roleids.includes(row.roleid)).reduce((sum, row) => sum + row.total, 0);
      return {
        total: byRole.reduce((sum, row) => sum + row.total, 0),
        masterAdmins: count(ROLE_IDS.masterAdmin),
        // Admins include master admins (spec section 1: "admin (includes masterAdmin)"), as frontUsers include both kinds.
        admins: count(ROLE_IDS.masterAdmin, ROLE_IDS.admin),
        clinicUsers: count(ROLE_IDS.clinic),
        employees: count(ROLE_IDS.employee),
        patients: count(ROLE_IDS.patient),
        personalDevelopment: count(ROLE_IDS.personalDevelopment),
        business: count(ROLE_IDS.business),
        frontUsers: count(ROLE_IDS.personalDevelopment, ROLE_IDS.business),
        clinics,
        unverified: byRole.reduce((sum, row) => sum + row.unverified, 0),
      };
    },

    async stats(now = new Date()) {
      const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1));
      const [byRole, months] = await Promise.all([repo.countsByRole(), repo.signupsByMonth(start)]);
      const signupsByMonth = Array.from({ length: 12 }, (_, i) => {
        const month = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + i, 1)).toISOString().slice(0, 7);
        return { month, count: months.find((row) => row.month === month)?.count ?? 0 };
      });
      return {
        byRole: Object.values(ROLE_IDS).map((roleid) => {
          const row = byRole.find((r) => r.roleid === roleid);
          const total = row?.total ?? 0;
          return {
            roleid,
            role: roleForRoleId(roleid) as Role,
            roleName: roleNameForRoleId(roleid),
            total,
            verified: total - (row?.unverified ?? 0),
            unverified: row?.unverified ?? 0,
            recent: row?.recent ?? 0,
          };
        }),
        signupsByMonth,
      };
    },
  };
  return service;
}

export type PeopleService = ReturnType<typeof createPeopleService>;
