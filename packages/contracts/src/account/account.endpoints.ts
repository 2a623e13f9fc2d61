import { defineEndpoint } from '../catalogue/define.js';
import { accountDetails } from './account.schemas.js';

export const accountEndpoints = {
  frontAccountDetails: defineEndpoint({
    path: 'front/account/details',
    summary: 'The signed-in account: name, role, clinic, avatar.',
    output: accountDetails,
    access: ['clinic', 'employee', 'patient', 'frontuser'],
  }),
  adminAccountDetails: defineEndpoint({
    path: 'admin/account/details',
    summary: 'The signed-in administrator account.',
    output: accountDetails,
    access: ['admin'],
  }),
};
