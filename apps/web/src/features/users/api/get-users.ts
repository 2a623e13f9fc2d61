import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { peopleEndpoints } from '@stillpoint/contracts/endpoints/people';
import { apiCall } from '../../../lib/api-client';

/**
 * The user lists of the administration, one per tab (spec section 3), in tab order. "All users" comes
 * first: admin/users/users without a role id searches every role (name, e-mail, username).
 */
export const USER_LISTS = {
  all: peopleEndpoints.adminUsers,
  admins: peopleEndpoints.adminListAdmins,
  mainAdmins: peopleEndpoints.adminListMainAdmins,
  clinicUsers: peopleEndpoints.adminListClinicUsers,
  employees: peopleEndpoints.adminListEmployees,
  frontUsers: peopleEndpoints.adminListFrontUsers,
  patients: peopleEndpoints.adminListPatients,
  unverified: peopleEndpoints.adminListUnverified,
  unverifiedFront: peopleEndpoints.adminListUnverifiedFront,
} as const;
export type UserList = keyof typeof USER_LISTS;

export interface UsersQuery {
  list: UserList;
  pageNo: number;
  perPage: number;
  search?: string;
}

export async function getUsers({ list, ...input }: UsersQuery, signal?: AbortSignal) {
  const response = await apiCall(USER_LISTS[list], input, { signal });
  return { people: response.data, totalPages: response.total_pages ?? 0 };
}

export const usersQueryOptions = (input: UsersQuery) =>
  queryOptions({
    queryKey: ['users', 'list', input],
    queryFn: ({ signal }) => getUsers(input, signal),
    placeholderData: keepPreviousData,
  });

export function useUsers(input: UsersQuery) {
  return useQuery(usersQueryOptions(input));
}
