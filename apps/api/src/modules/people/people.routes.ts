import { APP_MESSAGES, endpoints, FRONT_USER_ROLE_IDS, MESSAGES, ROLE_IDS, type Endpoint } from '@stillpoint/contracts';
import { pageCount, pageOffset } from '../../lib/paging.js';
import { route, type RouteImpl } from '../../lib/route.js';
import type { PeoplePolicy } from './people.policy.js';
import { presentPerson } from './people.presenter.js';
import type { PersonFilter } from './people.repository.js';
import type { PeopleService } from './people.service.js';

const CLINIC_BOUND_ROLE_IDS = [ROLE_IDS.clinic, ROLE_IDS.employee, ROLE_IDS.patient];

/** The lists per role of spec section 3, each a fixed filter over the same paged query. */
const LISTS: Array<[Endpoint, PersonFilter]> = [
  [endpoints.adminListAdmins, { roleids: [ROLE_IDS.admin] }],
  [endpoints.adminListMainAdmins, { roleids: [ROLE_IDS.masterAdmin] }],
  [endpoints.adminListClinicUsers, { roleids: [ROLE_IDS.clinic] }],
  [endpoints.adminListEmployees, { roleids: [ROLE_IDS.employee] }],
  [endpoints.adminListFrontUsers, { roleids: FRONT_USER_ROLE_IDS }],
  [endpoints.adminListPatients, { roleids: [ROLE_IDS.patient] }],
  [endpoints.adminListUnverified, { roleids: CLINIC_BOUND_ROLE_IDS, unverified: true }],
  [endpoints.adminListUnverifiedFront, { roleids: FRONT_USER_ROLE_IDS, unverified: true }],
];

export interface PeopleRoutesDeps {
  people: PeopleService;
  policy: PeoplePolicy;
}

/** Admin users (admin/users/...): lists, detail, create, edit, convert, approve, delete, counts, export. */
export function peopleRoutes({ people, policy }: PeopleRoutesDeps): RouteImpl[] {
  async function page(filter: PersonFilter, input: { pageNo: number; perPage: number; search?: string | undefined }) {
    const { rows, total } = await people.list(
      { ...filter, search: input.search },
      { limit: input.perPage, offset: pageOffset(input) },
    );
    return { data: rows.map(presentPerson), total_pages: pageCount(total, input.perPage) };
  }
  const created =
    (message: string) => async (result: Promise<{ row: Parameters<typeof presentPerson>[0]; invitationSent: boolean }>) => {
      const { row, invitationSent } = await result;
      return { data: { ...presentPerson(row), invitationSent }, message, httpStatus: 201 };
    };

  return [
    route(endpoints.adminUsers, ({ input }) => page(input.roleid === undefined ? {} : { roleids: [input.roleid] }, input)),
    ...LISTS.map(([endpoint, filter]) => route(endpoint as typeof endpoints.adminListAdmins, ({ input }) => page(filter, input))),

    route(endpoints.userDetail, async ({ input, auth, meta }) => ({
      data: await people.detail(auth, await policy.readableByAdmin(input.userid), meta),
    })),
    route(endpoints.deleteUser, async ({ input, auth, meta }) => {
      await people.delete(auth, await policy.managedByAdmin(auth, input.userid, 'delete'), meta);
      return { data: null, message: APP_MESSAGES.userDeleted };
    }),
    route(endpoints.userEdit, async ({ input: { userid, ...fields }, auth, meta }) => ({
      data: presentPerson(await people.adminEdit(auth, await policy.managedByAdmin(auth, userid, 'edit'), fields, meta)),
      message: MESSAGES.userUpdated,
    })),

    route(endpoints.createEmployee, ({ input: { clinicId, ...person }, auth, meta }) =>
      created(APP_MESSAGES.employeeAdded)(people.create(auth, person, { roleid: ROLE_IDS.employee, clinicId }, meta)),
    ),
    route(endpoints.createFrontUser, ({ input: { roleid, ...person }, auth, meta }) =>
      created(MESSAGES.frontUserAdded)(people.create(auth, person, { roleid, clinicId: null }, meta)),
    ),
    route(endpoints.createPatientUser, ({ input: { clinicId, ...person }, auth, meta }) =>
      created(MESSAGES.patientAdded)(people.create(auth, person, { roleid: ROLE_IDS.patient, clinicId }, meta)),
    ),
    route(endpoints.createClinicUser, ({ input: { clinicId, ...person }, auth, meta }) =>
      created(MESSAGES.clinicUserAdded)(people.create(auth, person, { roleid: ROLE_IDS.clinic, clinicId }, meta)),
    ),
    route(endpoints.createAdminUser, ({ input: { roleid, ...person }, auth, meta }) =>
      created(APP_MESSAGES.adminAdded)(people.create(auth, person, { roleid, clinicId: null }, meta)),
    ),

    route(endpoints.changeToPatient, async ({ input, auth, meta }) => ({
      data: presentPerson(
        await people.changeToPatient(auth, await policy.managedByAdmin(auth, input.userid, 'convert'), input.clinicId, meta),
      ),
      message: MESSAGES.userStatusChanged,
    })),
    route(endpoints.changeToPersonalUser, async ({ input, auth, meta }) => ({
      data: presentPerson(
        await people.changeToPersonal(auth, await policy.managedByAdmin(auth, input.userid, 'convert'), input.roleid, meta),
      ),
      message: MESSAGES.userStatusChanged,
    })),
    route(endpoints.confirmedByUser, async ({ input, auth, meta }) => ({
      data: presentPerson(
        await people.setApproval(
          auth,
          await policy.managedByAdmin(auth, input.userid, 'confirmForUser'),
          'confirmedByUser',
          input.status,
          meta,
        ),
      ),
      message: MESSAGES.userStatusChanged,
    })),
    route(endpoints.confirmedByAdmin, async ({ input, auth, meta }) => ({
      data: presentPerson(
        await people.setApproval(
          auth,
          await policy.managedByAdmin(auth, input.userid, 'approve'),
          'confirmedByAdmin',
          input.status,
          meta,
        ),
      ),
      message: MESSAGES.userStatusChanged,
    })),

    route(endpoints.countAllUsers, async () => ({ data: await people.counts() })),
    route(endpoints.userStats, async () => ({ data: await people.stats() })),
    route(endpoints.getClinicPatients, ({ input }) => page({ roleids: [ROLE_IDS.patient], clinicId: input.clinicId }, input)),
    route(endpoints.getClinicEmployees, ({ input }) => page({ roleids: [ROLE_IDS.employee], clinicId: input.clinicId }, input)),

    route(endpoints.generateExcel, ({ auth, meta }) => people.exportWorkbook(auth, undefined, meta)),
    route(endpoints.generateExcelRoleid, ({ input, auth, meta }) => people.exportWorkbook(auth, input.roleid, meta)),
    // Packages arrive with the packages issue; until then there are none to list.
  ];
}
