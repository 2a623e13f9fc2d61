import { useMutation, useQueryClient } from '@tanstack/react-query';
import { peopleEndpoints } from '@stillpoint/contracts/endpoints/people';
import { apiCall } from '../../../lib/api-client';

/** The kinds of user the administration creates, each with its own call (spec section 7). */
export const CREATE_USER_ENDPOINTS = {
  admin: peopleEndpoints.createAdminUser,
  frontUser: peopleEndpoints.createFrontUser,
  patient: peopleEndpoints.createPatientUser,
  employee: peopleEndpoints.createEmployee,
  clinicUser: peopleEndpoints.createClinicUser,
} as const;
export type NewUserKind = keyof typeof CREATE_USER_ENDPOINTS;
export const NEW_USER_KINDS = Object.keys(CREATE_USER_ENDPOINTS) as NewUserKind[];

export interface NewUserInput {
  fullName: string;
  email: string;
  username?: string | undefined;
  phone?: string | undefined;
  password?: string | undefined;
  clinicId?: number;
  roleid?: number;
}

/** Creates a user of a kind (the form's pick lists supply the clinic id or role id the call needs). */
export async function createUser(kind: NewUserKind, input: NewUserInput) {
  // Each call validates its own input on the server; the form makes sure clinic or role is picked.
  return apiCall(CREATE_USER_ENDPOINTS[kind] as typeof peopleEndpoints.createPatientUser, input as never);
}

/** The user lists, counts and clinics are read again after it. */
export function useCreateUser(kind: NewUserKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewUserInput) => createUser(kind, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['users'] }),
        queryClient.invalidateQueries({ queryKey: ['clinics'] }),
      ]),
  });
}
