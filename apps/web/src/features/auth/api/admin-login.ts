import { useMutation } from '@tanstack/react-query';
import { endpoints, type InputOf } from '@stillpoint/contracts';
import { apiCall } from '../../../lib/api-client';

export type AdminLoginInput = InputOf<typeof endpoints.adminLogin>;

export function adminLogin(input: AdminLoginInput) {
  return apiCall(endpoints.adminLogin, { email: input.email.trim(), password: input.password });
}

export function useAdminLogin() {
  return useMutation({ mutationFn: adminLogin });
}
