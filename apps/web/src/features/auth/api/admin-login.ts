import { useMutation } from '@tanstack/react-query';
import { type InputOf } from '@stillpoint/contracts';
import { authEndpoints } from '@stillpoint/contracts/endpoints/auth';
import { apiCall } from '../../../lib/api-client';

export type AdminLoginInput = InputOf<typeof authEndpoints.adminLogin>;

export function adminLogin(input: AdminLoginInput) {
  return apiCall(authEndpoints.adminLogin, { email: input.email.trim(), password: input.password });
}

export function useAdminLogin() {
  return useMutation({ mutationFn: adminLogin });
}
