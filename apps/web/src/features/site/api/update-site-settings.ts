import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type InputOf } from '@stillpoint/contracts';
import { siteEndpoints } from '@stillpoint/contracts/endpoints/site';
import { apiCall } from '../../../lib/api-client';
import { siteSettingsQueryOptions } from './get-site-settings';

export type SiteSettingsUpdate = InputOf<typeof siteEndpoints.updateSiteSettings>;

export function updateSiteSettings(input: SiteSettingsUpdate) {
  return apiCall(siteEndpoints.updateSiteSettings, input);
}

/** Saves the settings; the settings, the public texts and the maintenance status are read again. */
export function useUpdateSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSiteSettings,
    onSuccess: (response) => {
      queryClient.setQueryData(siteSettingsQueryOptions().queryKey, response.data);
      void queryClient.invalidateQueries({ queryKey: ['public'] });
    },
  });
}
