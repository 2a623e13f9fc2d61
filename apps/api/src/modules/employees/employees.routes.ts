import { APP_MESSAGES, endpoints, MESSAGES, ROLE_IDS } from '@stillpoint/contracts';
import type { AuthContext } from '../../lib/access-tokens.js';
import { pageCount, pageOffset } from '../../lib/paging.js';
import { route, type RouteImpl } from '../../lib/route.js';
import type { FeaturesService } from '../features/features.service.js';
import { clinicActor, type PeoplePolicy } from '../people/people.policy.js';
import { presentPerson, presentPersonFeatures } from '../people/people.presenter.js';
import type { PersonRow } from '../people/people.repository.js';
import type { PeopleService } from '../people/people.service.js';

export interface EmployeesRoutesDeps {
  people: PeopleService;
  policy: PeoplePolicy;
  features: FeaturesService;
}

/** The clinic's employees (clinics/employees/...). Another clinic's ids answer 404. */
export function employeesRoutes({ people, policy, features }: EmployeesRoutesDeps): RouteImpl[] {
  const employeeOf = (auth: AuthContext, userid: number) => policy.ofClinic(auth, userid, 'employee');
  const withPatients = async (row: PersonRow) => (await people.withPatients([row]))[0]!;

  return [
    route(endpoints.clinicAllEmployees, async ({ input, auth }) => {
      const { rows, total } = await people.list(
        { roleids: [ROLE_IDS.employee], clinicId: clinicActor(auth).clinicId, search: input.search },
        { limit: input.perPage, offset: pageOffset(input) },
      );
      return { data: await people.withPatients(rows), total_pages: pageCount(total, input.perPage) };
    }),
    route(endpoints.clinicEmployeeDetail, async ({ input, auth }) => {
      const employee = await employeeOf(auth, input.userid);
      return {
        data: {
          ...(await withPatients(employee)),
          settings: presentPersonFeatures(employee.user.id, await features.resolvedFor(employee.user)),
        },
      };
    }),
    route(endpoints.clinicCreateEmployee, async ({ input, auth, meta }) => {
      const { row, invitationSent } = await people.create(
        auth,
        input,
        { roleid: ROLE_IDS.employee, clinicId: clinicActor(auth).clinicId },
        meta,
      );
      return { data: { ...presentPerson(row), invitationSent }, message: APP_MESSAGES.employeeAdded, httpStatus: 201 };
    }),
    route(endpoints.clinicEditEmployee, async ({ input: { userid, ...fields }, auth, meta }) => ({
      data: await withPatients(await people.edit(auth, await employeeOf(auth, userid), fields, meta)),
      message: MESSAGES.employeeUpdated,
    })),
    route(endpoints.clinicEmployeeSettings, async ({ input, auth, meta }) => {
      const employee = await employeeOf(auth, input.userid);
      return {
        data: presentPersonFeatures(
          employee.user.id,
          await features.setForPerson(auth, employee.user, 'clinic', input.features, meta),
        ),
        message: MESSAGES.employeeSettingUpdated,
      };
    }),
    route(endpoints.clinicAssignPatients, async ({ input, auth, meta }) => {
      const employee = await employeeOf(auth, input.userid);
      await people.assignPatients(clinicActor(auth), employee, input.patientIds, meta);
      return { data: await withPatients(employee), message: MESSAGES.patientsAssigned };
    }),
    route(endpoints.clinicDeleteEmployee, async ({ input, auth, meta }) => {
      await people.delete(auth, await employeeOf(auth, input.userid), meta);
      return { data: null, message: APP_MESSAGES.employeeDeleted };
    }),
  ];
}
