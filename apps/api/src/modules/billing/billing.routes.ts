import { BILLING_MESSAGES, endpoints } from '@stillpoint/contracts';
import { route, type RouteImpl } from '../../lib/route.js';
import type { BillingService } from './billing.service.js';

/** Billing (decision 0038): the administrators' packages family and the account's subscription calls. */
export function billingRoutes(billing: BillingService): RouteImpl[] {
  return [
    route(endpoints.adminPackages, async ({ input }) => ({ data: await billing.list(input) })),
    route(endpoints.adminAddPackage, async ({ input }) => ({ data: await billing.add(input), message: BILLING_MESSAGES.added, httpStatus: 201 })),
    route(endpoints.adminEditPackage, async ({ input }) => ({ data: await billing.edit(input), message: BILLING_MESSAGES.updated })),
    route(endpoints.adminDeletePackage, async ({ input }) => {
      await billing.remove(input.id);
      return { data: null, message: BILLING_MESSAGES.deleted };
    }),
    route(endpoints.adminPackageStatus, async ({ input }) => ({ data: await billing.setStatus(input.id, input.status), message: BILLING_MESSAGES.statusChanged })),
    route(endpoints.getBusniessPackages, async () => ({ data: await billing.businessPackages() })),

    route(endpoints.accountCurrentSubscription, async ({ auth }) => ({ data: await billing.current(auth) })),
    route(endpoints.accountPackagePlan, async ({ auth }) => ({ data: await billing.plan(auth) })),
    route(endpoints.accountUpgradePlan, async ({ input, auth }) => {
      const { result, message } = await billing.choose(auth, input.package_id);
      return { data: result, message };
    }),
    route(endpoints.accountCancelSubscription, async ({ auth }) => ({ data: await billing.cancel(auth), message: BILLING_MESSAGES.cancelled })),
  ];
}
