import { defineEndpoint } from '../catalogue/define.js';
import { noData } from '../common.js';
import { invoicesEndpoints } from './invoices.endpoints.js';
import {
  addPackageInput,
  billingPackage,
  currentSubscription,
  editPackageInput,
  packageIdInput,
  packageList,
  packageListInput,
  packagePlan,
  packageStatusInput,
  subscription,
  upgradePlanInput,
  upgradeResult,
} from './billing.schemas.js';

/*
 * Billing, first increment (decision 0038): the administrators' packages family, and the account's
 * subscription calls for the accounts that subscribe (personal and business users, clinic accounts).
 */

const ADMIN = ['admin'] as const;
/** The accounts that subscribe to a package: front users (personal or business) and clinic accounts. */
const SUBSCRIBERS = ['frontuser', 'clinic'] as const;

export const adminPackagesEndpoints = {
  adminPackages: defineEndpoint({
    path: 'admin/packages/packages',
    method: 'GET',
    access: ADMIN,
    summary: 'Every package (active and archived, optionally of one audience or status) as `data`, with `all_tabs`: the features a package can include, grouped per dashboard.',
    input: packageListInput,
    output: packageList,
  }),
  adminAddPackage: defineEndpoint({
    path: 'admin/packages/add_package',
    access: ADMIN,
    creates: true,
    summary: "Add a package: price in minor units (cents) with an ISO currency, billing period, trial days, audience and its features per dashboard ('Package has been Added Successfully').",
    input: addPackageInput,
    output: billingPackage,
  }),
  adminEditPackage: defineEndpoint({
    path: 'admin/packages/edit_package',
    access: ADMIN,
    summary: "Edit a package ('Package has been Updated Successfully'); running subscriptions keep the price of their current period.",
    input: editPackageInput,
    output: billingPackage,
  }),
  adminDeletePackage: defineEndpoint({
    path: 'admin/packages/delete_package',
    access: ADMIN,
    errors: ['CONFLICT'],
    summary: "Delete a package nobody has subscribed to ('Package has been Deleted Successfully'); one with subscriptions: 409, archive it instead.",
    input: packageIdInput,
    output: noData,
  }),
  adminPackageStatus: defineEndpoint({
    path: 'admin/packages/update_status',
    access: ADMIN,
    summary: "Set a package active or archived ('Package Status has been Changed Successfully'); an archived package keeps its subscribers but cannot be newly chosen.",
    input: packageStatusInput,
    output: billingPackage,
  }),
};

export const accountSubscriptionEndpoints = {
  accountCurrentSubscription: defineEndpoint({
    path: 'front/account/current_subscription',
    method: 'GET',
    access: SUBSCRIBERS,
    summary: "Your account's subscription (package, status, current period, cancel at period end), or null.",
    output: currentSubscription,
  }),
  accountPackagePlan: defineEndpoint({
    path: 'front/account/package_plan',
    method: 'GET',
    access: SUBSCRIBERS,
    summary: 'The active packages for your account (personal, business or clinic) with their features and `all_tabs`, to compare.',
    output: packagePlan,
  }),
  accountUpgradePlan: defineEndpoint({
    path: 'front/account/upgrade_plan',
    access: SUBSCRIBERS,
    errors: ['CONFLICT'],
    summary:
      'Choose a package (`package_id`): starts the subscription (a trial when the package has trial days) or changes it, with the proration computed on the server. The current package again: 409; an archived one: 422.',
    input: upgradePlanInput,
    output: upgradeResult,
  }),
  accountCancelSubscription: defineEndpoint({
    path: 'front/account/cancel_subscription',
    method: 'GET',
    access: SUBSCRIBERS,
    errors: ['CONFLICT', 'NOT_FOUND'],
    summary: "Cancel your subscription at the end of its period (GET, as the spec has it); without one: 404; already cancelled: 409.",
    output: subscription,
  }),
};

export { accountInvoiceEndpoints, adminPaymentsEndpoints, clinicBillingEndpoints } from './invoices.endpoints.js';

export const billingEndpoints = { ...adminPackagesEndpoints, ...accountSubscriptionEndpoints, ...invoicesEndpoints };
