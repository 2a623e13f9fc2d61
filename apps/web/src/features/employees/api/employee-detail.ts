import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type InputOf } from '@stillpoint/contracts';
import { employeesEndpoints } from '@stillpoint/contracts/endpoints/employees';
import { apiCall } from '../../../lib/api-client';

/** An employee's detail with the clinic's feature switches for them (clinics/employees/employee_detail). */
export const employeeDetailQueryOptions = (userid: number) =>
  queryOptions({
    queryKey: ['employees', 'detail', userid],
    queryFn: async ({ signal }) => (await apiCall(employeesEndpoints.clinicEmployeeDetail, { userid }, { signal })).data,
  });

export function useEmployeeDetail(userid: number) {
  return useQuery(employeeDetailQueryOptions(userid));
}

export type EmployeeSettingsInput = InputOf<typeof employeesEndpoints.clinicEmployeeSettings>;

/** The clinic's feature switches for its employee (clinics/employees/employee_settings). */
export function useEditEmployeeSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EmployeeSettingsInput) => apiCall(employeesEndpoints.clinicEmployeeSettings, input),
    // The employee's page and the features lists are read again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['employees'] }),
  });
}
