import { APP_MESSAGES, endpoints, MESSAGES, ROLE_IDS, type Endpoint } from '@stillpoint/contracts';
import type { AuthContext } from '../../lib/access-tokens.js';
import { pageCount, pageOffset } from '../../lib/paging.js';
import { route, type Handler, type RouteImpl } from '../../lib/route.js';
import type { FeaturesService } from '../features/features.service.js';
import { clinicActor, type PeoplePolicy } from '../people/people.policy.js';
import { presentPerson, presentPersonFeatures } from '../people/people.presenter.js';
import type { PersonFilter } from '../people/people.repository.js';
import type { PeopleService } from '../people/people.service.js';
import type { PatientsService } from './patients.service.js';

export interface PatientsRoutesDeps {
  patients: PatientsService;
  people: PeopleService;
  policy: PeoplePolicy;
  features: FeaturesService;
}

/** One handler for the clinic's and the employee's twin of a record read (same input and output). */
function both<A extends Endpoint, B extends Endpoint>(clinic: A, employee: B, handler: Handler<A>): RouteImpl[] {
  return [route(clinic, handler), route(employee, handler as unknown as Handler<B>)];
}

const STATUS_FILTER: Record<'all' | 'pending' | 'approved', PersonFilter> = {
  all: {},
  pending: { unverified: true },
  approved: { unverified: false },
};

/**
 * The clinic's patients (clinics/patients/...) and an employee's assigned patients (front/employee/...), with
 * the reads of a patient's record in both families.
 */
export function patientsRoutes({ patients, people, policy, features }: PatientsRoutesDeps): RouteImpl[] {
  async function listWithEmployees(
    filter: PersonFilter,
    input: { pageNo: number; perPage: number; search?: string | undefined },
  ) {
    const { rows, total } = await people.list(
      { ...filter, roleids: [ROLE_IDS.patient], search: input.search },
      { limit: input.perPage, offset: pageOffset(input) },
    );
    return { data: await people.withEmployees(rows), total_pages: pageCount(total, input.perPage) };
  }
  const patientOf = (auth: AuthContext, userid: number) => policy.ofClinic(auth, userid, 'patient');
  /** A patient of the record's reader: the clinic's own patient, or a patient assigned to the employee (else 404). */
  const recordPatient = (auth: AuthContext, userid: number) =>
    auth.role === 'clinic' ? patientOf(auth, userid) : policy.assignedToEmployee(auth, userid);
  const withEmployees = async (row: Parameters<PeopleService['withEmployees']>[0][number]) =>
    (await people.withEmployees([row]))[0]!;

  return [
    route(endpoints.clinicAllPatients, ({ input, auth }) =>
      listWithEmployees({ ...STATUS_FILTER[input.status], clinicId: clinicActor(auth).clinicId }, input),
    ),
    route(endpoints.clinicEditPatient, async ({ input: { userid, ...fields }, auth, meta }) => ({
      data: await withEmployees(await people.edit(auth, await patientOf(auth, userid), fields, meta)),
      message: MESSAGES.userUpdated,
    })),
    route(endpoints.clinicCreatePatientUser, async ({ input, auth, meta }) => {
      const { intake, ...person } = input;
      const { row, invitationSent } = await people.createClinicPatient(clinicActor(auth), person, meta);
      await patients.recordIntake(clinicActor(auth), row.user.id, intake, meta);
      return { data: { ...presentPerson(row), invitationSent }, message: MESSAGES.patientAdded, httpStatus: 201 };
    }),
    // Packages arrive with the packages issue; until then there are none to give.
    route(endpoints.clinicPatientSettings, async ({ input, auth, meta }) => {
      const patient = await patientOf(auth, input.userid);
      return {
        data: presentPersonFeatures(
          patient.user.id,
          await features.setForPerson(auth, patient.user, 'clinic', input.features, meta),
        ),
        message: APP_MESSAGES.patientSettingsUpdated,
      };
    }),
    route(endpoints.clinicInvitePatient, async ({ input, auth, meta }) => {
      const row = await people.invitePatient(clinicActor(auth), input.email, input.fullName, meta);
      return { data: { userid: row.user.id, email: row.user.email }, message: MESSAGES.invitationsSent };
    }),
    route(endpoints.clinicApproveByUser, async ({ input, auth, meta }) => ({
      data: await withEmployees(
        await people.setApproval(auth, await patientOf(auth, input.userid), 'confirmedByUser', input.status, meta),
      ),
      message: MESSAGES.userStatusChanged,
    })),
    route(endpoints.clinicApproveByAdmin, async ({ input, auth, meta }) => ({
      data: await withEmployees(
        await people.setApproval(auth, await patientOf(auth, input.userid), 'confirmedByAdmin', input.status, meta),
      ),
      message: MESSAGES.userStatusChanged,
    })),
    route(endpoints.clinicDeletePatient, async ({ input, auth, meta }) => {
      await people.delete(auth, await patientOf(auth, input.userid), meta);
      return { data: null, message: APP_MESSAGES.patientDeleted };
    }),
    ...both(endpoints.clinicPatientChartData, endpoints.employeePatientChartData, async ({ input, auth, meta }) => ({
      data: await patients.chartData(auth, await recordPatient(auth, input.userid), input.days, meta),
    })),
    route(endpoints.clinicPatientDetail, async ({ input, auth, meta }) => ({
      data: await patients.detail(auth, await patientOf(auth, input.userid), meta),
    })),
    ...both(endpoints.clinicPatientStatistics, endpoints.employeePatientStatistics, async ({ input, auth, meta }) => ({
      data: await patients.statistics(auth, await recordPatient(auth, input.userid), meta),
    })),
    ...both(endpoints.clinicPatientActivity, endpoints.employeePatientActivity, async ({ input, auth, meta }) => {
      const page = { limit: input.perPage, offset: pageOffset(input) };
      const { rows, total } = await patients.activity(auth, await recordPatient(auth, input.userid), input.period, page, meta);
      return { data: rows, total_pages: pageCount(total, input.perPage) };
    }),
    route(endpoints.clinicSendPassword, async ({ input, auth, meta }) => {
      await people.sendPasswordLink(auth, await patientOf(auth, input.userid), meta);
      return { data: null, message: MESSAGES.emailSent };
    }),

    route(endpoints.employeeAssignedPatients, ({ input, auth }) =>
      listWithEmployees({ clinicId: clinicActor(auth).clinicId, assignedTo: auth.userId }, input),
    ),
    route(endpoints.employeePatientDetail, async ({ input, auth, meta }) => ({
      data: await patients.detail(auth, await policy.assignedToEmployee(auth, input.userid), meta),
    })),
  ];
}
