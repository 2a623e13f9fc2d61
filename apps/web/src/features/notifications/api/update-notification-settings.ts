import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Audience, type InputOf } from '@stillpoint/contracts';
import { accountEndpoints } from '@stillpoint/contracts/endpoints/account';
import { apiCall } from '../../../lib/api-client';
import { notificationSettingsQueryOptions } from './get-notification-settings';

export type NotificationSettingsUpdate = InputOf<typeof accountEndpoints.frontAccountNotificationSettings>;

export function updateNotificationSettings(audience: Audience, input: NotificationSettingsUpdate) {
  const endpoint = audience === 'admin' ? accountEndpoints.adminAccountNotificationSettings : accountEndpoints.frontAccountNotificationSettings;
  return apiCall(endpoint, input);
}

export function useUpdateNotificationSettings(audience: Audience) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NotificationSettingsUpdate) => updateNotificationSettings(audience, input),
    onSuccess: (response) => {
      queryClient.setQueryData(notificationSettingsQueryOptions(audience).queryKey, response.data);
    },
  });
}
