import { queryOptions, useQuery } from '@tanstack/react-query';
import { peopleEndpoints } from '@stillpoint/contracts/endpoints/people';
import { apiCall } from '../../../lib/api-client';

/** The clinics as pick-list options (value: id, label: name), for the forms that place a user in a clinic. */
export const clinicOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['clinics', 'options'],
    queryFn: async ({ signal }) =>
      (await apiCall(peopleEndpoints.adminAllClinics, {}, { signal })).data.map((clinic) => ({
        value: String(clinic.id),
        label: clinic.name,
      })),
  });

export function useClinicOptions(enabled = true) {
  return useQuery({ ...clinicOptionsQueryOptions(), enabled });
}
