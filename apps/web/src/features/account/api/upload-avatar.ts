import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Audience } from '@stillpoint/contracts';
import { accountEndpoints } from '@stillpoint/contracts/endpoints/account';
import { apiUpload, type UploadProgress } from '../../../lib/api-client';
import { updateSessionUser } from '../../../lib/session';
import { accountDetailsQueryOptions } from './get-account-details';

export function uploadAvatar(audience: Audience, file: Blob, onProgress?: UploadProgress) {
  const endpoint = audience === 'admin' ? accountEndpoints.adminAccountImage : accountEndpoints.frontAccountImage;
  return apiUpload(endpoint, file, onProgress ? { onProgress } : {});
}

/** Uploads the avatar; the stored user (navbar) and the account details show the new one. */
export function useUploadAvatar(audience: Audience, onProgress?: UploadProgress) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: Blob) => uploadAvatar(audience, file, onProgress),
    onSuccess: (response) => {
      updateSessionUser(audience, { avatar: response.data.avatar });
      void queryClient.invalidateQueries({ queryKey: accountDetailsQueryOptions(audience).queryKey });
    },
  });
}
