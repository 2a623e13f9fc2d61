import { useMutation } from '@tanstack/react-query';
import { type InputOf } from '@stillpoint/contracts';
import { authEndpoints } from '@stillpoint/contracts/endpoints/auth';
import { apiCall } from '../../../lib/api-client';

export type ClinicRegisterInput = InputOf<typeof authEndpoints.clinicRegister>;

export function registerClinic(input: ClinicRegisterInput) {
  return apiCall(authEndpoints.clinicRegister, input);
}

export function useRegisterClinic() {
  return useMutation({ mutationFn: registerClinic });
}
