import type { AuthContext } from '../../lib/access-tokens.js';
import { AppError } from '../../lib/app-error.js';
import type { AlertScope } from './safety.repository.js';

/**
 * Who reads and acknowledges which safety alerts: a clinic account, its patients' (patients still of the
 * clinic); an employee, their assigned patients' only. Any other alert id answers 404 (the repository reads
 * within the scope, so another clinic's alert is simply not found). The catalogue admits only these roles.
 */
export function alertScope(auth: AuthContext): AlertScope {
  if (auth.clinicId === null) throw new AppError('FORBIDDEN');
  if (auth.role === 'clinic') return { kind: 'clinic', clinicId: auth.clinicId };
  if (auth.role === 'employee') return { kind: 'employee', clinicId: auth.clinicId, employeeId: auth.userId };
  throw new AppError('FORBIDDEN');
}
