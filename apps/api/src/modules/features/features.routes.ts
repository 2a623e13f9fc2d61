import { APP_MESSAGES, endpoints, FRONT_USER_ROLE_IDS, ROLE_IDS } from '@stillpoint/contracts';
import { pageCount, pageOffset } from '../../lib/paging.js';
import { route, type RouteImpl } from '../../lib/route.js';
import { clinicActor, type PeoplePolicy } from '../people/people.policy.js';
import { presentPerson, presentPersonFeatures } from '../people/people.presenter.js';
import type { PersonFilter, PersonRow } from '../people/people.repository.js';
import type { PeopleService } from '../people/people.service.js';
import type { FeaturesService } from './features.service.js';

export interface FeaturesRoutesDeps {
  features: FeaturesService;
  people: PeopleService;
  policy: PeoplePolicy;
}

/** Features per user kind (admin), per user (admin), and a clinic's view of its patients' and employees' features. */
export function featuresRoutes({ features, people, policy }: FeaturesRoutesDeps): RouteImpl[] {
  async function withFeatures(filter: PersonFilter, input: { pageNo: number; perPage: number; search?: string | undefined }) {
    const { rows, total } = await people.list(
      { ...filter, search: input.search },
      { limit: input.perPage, offset: pageOffset(input) },
    );
    const resolved = await features.forPeople(rows.map((row) => row.user));
    return {
      data: rows.map((row: PersonRow) => ({
        person: presentPerson(row),
        features: presentPersonFeatures(row.user.id, resolved.get(row.user.id)!),
      })),
      total_pages: pageCount(total, input.perPage),
    };
  }

  return [
    route(endpoints.adminFeatures, async () => ({ data: await features.groups() })),
    route(endpoints.adminUpdateFeatures, async ({ input, auth, meta }) => ({
      data: await features.updateDefaults(auth.userId, input.kind, input.features, meta),
      message: APP_MESSAGES.featuresUpdated,
    })),
    route(endpoints.adminIndividualFeatures, ({ input }) => {
      // The spec: the patient list when type is clinic, else the user list.
      const roleids =
        input.type === 'clinic'
          ? [ROLE_IDS.patient]
          : input.type === 'clinic_users'
            ? [ROLE_IDS.clinic, ROLE_IDS.employee]
            : FRONT_USER_ROLE_IDS;
      return withFeatures({ roleids, ...(input.type !== 'user' && input.clinicId ? { clinicId: input.clinicId } : {}) }, input);
    }),
    route(endpoints.clinicIndividualFeatures, ({ input, auth }) =>
      withFeatures(
        {
          roleids: [input.type === 'employees' ? ROLE_IDS.employee : ROLE_IDS.patient],
          clinicId: clinicActor(auth).clinicId,
        },
        input,
      ),
    ),

    route(endpoints.userFeatures, async ({ input }) => {
      const row = await policy.readableByAdmin(input.userid);
      return { data: presentPersonFeatures(row.user.id, await features.resolvedFor(row.user)) };
    }),
    route(endpoints.updateUserFeatures, async ({ input, auth, meta }) => {
      const row = await policy.managedByAdmin(auth, input.userid, 'features');
      return {
        data: presentPersonFeatures(row.user.id, await features.setForPerson(auth, row.user, 'admin', input.features, meta)),
        message: APP_MESSAGES.featuresUpdated,
      };
    }),
  ];
}
