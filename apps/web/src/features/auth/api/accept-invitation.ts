import { useMutation } from '@tanstack/react-query';
import { endpoints, type InputOf } from '@stillpoint/contracts';
import { apiCall } from '../../../lib/api-client';

export type AcceptInvitationInput = InputOf<typeof endpoints.acceptInvitation>;

/** Chooses a password with an invitation link; answers a session. */
export function acceptInvitation(input: AcceptInvitationInput) {
  return apiCall(endpoints.acceptInvitation, input);
}

export function useAcceptInvitation() {
  return useMutation({ mutationFn: acceptInvitation });
}
