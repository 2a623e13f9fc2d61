import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Audience } from '@stillpoint/contracts';
import { accountEndpoints } from '@stillpoint/contracts/endpoints/account';
import { apiCall } from '../../../lib/api-client';

export async function getNotificationSettings(audience: Audience, signal?: AbortSignal) {
  const endpoint = audience === 'admin' ? accountEndpoints.adminAccountNotifications : accountEndpoints.frontAccountNotifications;
  return (await apiCall(endpoint, {}, { signal })).data;
}

export const notificationSettingsQueryOptions = (audience: Audience) =>
  queryOptions({
    queryKey: ['account', audience, 'notification-settings'],
    queryFn: ({ signal }) => getNotificationSettings(audience, signal),
  });

export function useNotificationSettings(audience: Audience) {
  return useQuery(notificationSettingsQueryOptions(audience));
}
