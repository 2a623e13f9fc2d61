import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SessionData } from '@stillpoint/contracts';
import type { ApiResponse } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { clearPrivateQueries } from '../../../lib/query-client';
import { pathAfterLogin } from '../../../lib/return-path';
import { saveSession } from '../../../lib/session';

/**
 * Finishes a login (password or social): success only when status is true and the data carries a role
 * (spec section 5). The session is stored in its family, the server's welcome message shown, and the
 * person taken back to the page they asked for (`next`, the login page's `?next=`) when their role may
 * open it, else to the landing route of the role. Returns false when the answer is not a success.
 */
export function useCompleteLogin() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useCallback(
    (response: ApiResponse<SessionData> | null | undefined, next?: string | null): boolean => {
      if (!response || response.status !== true || !response.data?.role) return false;
      clearPrivateQueries(queryClient);
      saveSession(response.data);
      notify.success(response.message, t('auth.welcomeTitle'));
      void navigate(pathAfterLogin(next, response.data.role), { replace: true });
      return true;
    },
    [navigate, queryClient, t],
  );
}
