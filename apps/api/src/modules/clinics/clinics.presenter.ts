import type { ClinicDetail } from '@stillpoint/contracts';
import type { ClinicRowWithCounts } from './clinics.repository.js';

export function presentClinic({ clinic, clinicUsers, employees, patients }: ClinicRowWithCounts): ClinicDetail {
  return {
    id: clinic.id,
    name: clinic.name,
    email: clinic.email,
    phone: clinic.phone,
    address: clinic.address,
    country: clinic.country,
    clinicUsers,
    employees,
    patients,
    createdAt: clinic.createdAt.toISOString(),
  };
}
