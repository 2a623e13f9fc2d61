import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { landingRouteFor, type SessionData } from '@stillpoint/contracts';
import type { ApiResponse } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { clearPrivateQueries } from '../../../lib/query-client';
import { saveSession } from '../../../lib/session';

/**
 * Finishes a login (password or social): success only when status is true and the data carries a role
 * (spec section 5). The session is stored in its family, the server's welcome message shown, and the
 * person taken to the landing route of the role. Returns false when the answer is not a success.
 */
export function useCompleteLogin() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useCallback(
    (response: ApiResponse<SessionData> | null | undefined): boolean => {
      if (!response || response.status !== true || !response.data?.role) return false;
      clearPrivateQueries(queryClient);
      saveSession(response.data);
      notify.success(response.message, t('auth.welcomeTitle'));
      void navigate(landingRouteFor(response.data.role), { replace: true });
      return true;
    },
    [navigate, queryClient, t],
  );
}
