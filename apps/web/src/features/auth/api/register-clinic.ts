import { useMutation } from '@tanstack/react-query';
import { endpoints, type InputOf } from '@stillpoint/contracts';
import { apiCall } from '../../../lib/api-client';

export type ClinicRegisterInput = InputOf<typeof endpoints.clinicRegister>;

export function registerClinic(input: ClinicRegisterInput) {
  return apiCall(endpoints.clinicRegister, input);
}

export function useRegisterClinic() {
  return useMutation({ mutationFn: registerClinic });
}
