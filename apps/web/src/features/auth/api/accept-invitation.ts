import { useMutation } from '@tanstack/react-query';
import { type InputOf } from '@stillpoint/contracts';
import { authEndpoints } from '@stillpoint/contracts/endpoints/auth';
import { apiCall } from '../../../lib/api-client';

export type AcceptInvitationInput = InputOf<typeof authEndpoints.acceptInvitation>;

/** Chooses a password with an invitation link; answers a session. */
export function acceptInvitation(input: AcceptInvitationInput) {
  return apiCall(authEndpoints.acceptInvitation, input);
}

export function useAcceptInvitation() {
  return useMutation({ mutationFn: acceptInvitation });
}
