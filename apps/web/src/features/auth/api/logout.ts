import { useMutation } from '@tanstack/react-query';
import { type Audience } from '@stillpoint/contracts';
import { authEndpoints } from '@stillpoint/contracts/endpoints/auth';
import { apiCall } from '../../../lib/api-client';
import { clearSession, getRefreshToken } from '../../../lib/session';

/**
 * Ends the session on the server with its refresh token, then forgets it here. The local session is
 * cleared even when the server cannot be reached: logging out must always work.
 */
export async function logout(audience: Audience): Promise<string | null> {
  const refreshToken = getRefreshToken(audience);
  let message: string | null = null;
  if (refreshToken) {
    try {
      const response = await apiCall(audience === 'admin' ? authEndpoints.adminLogout : authEndpoints.frontLogout, { refreshToken });
      message = response.message;
    } catch {
      // Already ended on the server, or the server is away: nothing more to do.
    }
  }
  clearSession(audience);
  return message;
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
