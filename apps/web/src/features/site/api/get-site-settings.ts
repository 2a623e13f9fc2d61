import { queryOptions, useQuery } from '@tanstack/react-query';
import { siteEndpoints } from '@stillpoint/contracts/endpoints/site';
import { apiCall } from '../../../lib/api-client';

export async function getSiteSettings(signal?: AbortSignal) {
  return (await apiCall(siteEndpoints.getSiteSettings, {}, { signal })).data;
}

export const siteSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['site-settings'], queryFn: ({ signal }) => getSiteSettings(signal) });

export function useSiteSettings() {
  return useQuery(siteSettingsQueryOptions());
}
