import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type Audience } from '@stillpoint/contracts';
import { apiCall } from '../../../lib/api-client';

export async function getNotificationSettings(audience: Audience, signal?: AbortSignal) {
  const endpoint = audience === 'admin' ? endpoints.adminAccountNotifications : endpoints.frontAccountNotifications;
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
