import { useMutation } from '@tanstack/react-query';
import { isEmail } from '@stillpoint/contracts';
import { authEndpoints } from '@stillpoint/contracts/endpoints/auth';
import { apiCall } from '../../../lib/api-client';

export interface FrontLoginValues {
  /** An e-mail address or a username. */
  identifier: string;
  password: string;
}

/** Spec section 5: an identifier that looks like an e-mail is sent as `email`, otherwise as `username`. */
export function toFrontLoginInput({ identifier, password }: FrontLoginValues) {
  const id = identifier.trim();
  return isEmail(id) ? { email: id, password } : { username: id, password };
}

export function frontLogin(values: FrontLoginValues) {
  return apiCall(authEndpoints.frontLogin, toFrontLoginInput(values));
}

export function useFrontLogin() {
  return useMutation({ mutationFn: frontLogin });
}
