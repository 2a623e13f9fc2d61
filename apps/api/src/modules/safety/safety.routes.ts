import { endpoints, SAFETY_MESSAGES } from '@stillpoint/contracts';
import { pageCount, pageOffset } from '../../lib/paging.js';
import { route, type RouteImpl } from '../../lib/route.js';
import { clinicActor } from '../people/people.policy.js';
import type { SafetyService } from './safety.service.js';

const acceptLanguage = (headers: Record<string, unknown>) => (typeof headers['accept-language'] === 'string' ? headers['accept-language'] : undefined);

/** Safety: crisis resources and the care team's safety alerts (safety.service.ts). */
export function safetyRoutes(safety: SafetyService): RouteImpl[] {
  const alertRoutes = [
    [endpoints.clinicSafetyAlerts, endpoints.clinicOpenAlertCounts, endpoints.clinicAcknowledgeAlert],
    [endpoints.employeeSafetyAlerts, endpoints.employeeOpenAlertCounts, endpoints.employeeAcknowledgeAlert],
  ] as const;

  return [
    route(endpoints.crisisResources, async ({ input, request }) => ({
      data: await safety.resources(null, { country: input.country, locale: input.locale ?? acceptLanguage(request.headers) }),
    })),
    route(endpoints.myCrisisResources, async ({ input, auth, request }) => ({
      data: await safety.resources(auth, { country: input.country, locale: input.locale ?? acceptLanguage(request.headers) }),
    })),

    route(endpoints.adminCrisisCountries, async () => ({ data: await safety.countries() })),
    route(endpoints.adminSaveCrisisCountry, async ({ input, auth, meta }) => ({
      data: await safety.saveCountry(auth, input, meta),
      message: SAFETY_MESSAGES.countrySaved,
    })),
    route(endpoints.adminDeleteCrisisCountry, async ({ input, auth, meta }) => {
      await safety.deleteCountry(auth, input.code, meta);
      return { data: null, message: SAFETY_MESSAGES.countryDeleted };
    }),

    route(endpoints.clinicCrisisLines, async ({ auth }) => ({ data: await safety.clinicLines(clinicActor(auth).clinicId) })),
    route(endpoints.clinicSaveCrisisLines, async ({ input, auth, meta }) => ({
      data: await safety.saveClinicLines(auth, clinicActor(auth).clinicId, input.lines, meta),
      message: SAFETY_MESSAGES.clinicLinesSaved,
    })),

    ...alertRoutes.flatMap(([list, counts, acknowledge]) => [
      route(list, async ({ input, auth, meta }) => {
        const { rows, total } = await safety.alerts(auth, input, { limit: input.perPage, offset: pageOffset(input) }, meta);
        return { data: rows, total_pages: pageCount(total, input.perPage) };
      }),
      route(counts, async ({ auth }) => ({ data: await safety.openCounts(auth) })),
      route(acknowledge, async ({ input, auth, meta }) => ({
        data: await safety.acknowledge(auth, input.id, meta),
        message: SAFETY_MESSAGES.alertAcknowledged,
      })),
    ]),
  ];
}
