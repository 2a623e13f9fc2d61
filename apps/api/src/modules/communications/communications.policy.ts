import type { AudienceInput } from '@stillpoint/contracts';
import type { Audience } from '@stillpoint/db';
import { AppError } from '../../lib/app-error.js';
import type { CommunicationsRepository } from './communications.repository.js';

/**
 * Checks an audience names what exists: a clinic that is not there, or a chosen person who is not, is a 404
 * naming the field (an administrator sees every clinic and person, so nothing is hidden here).
 */
export async function resolveAudience(repo: CommunicationsRepository, input: AudienceInput): Promise<Audience> {
  switch (input.type) {
    case 'users': {
      const ids = [...new Set(input.user_ids)];
      const found = await repo.existingUsers(ids);
      const missing = ids.findIndex((id) => !found.has(id));
      if (missing >= 0)
        throw new AppError('NOT_FOUND', 'This person was not found', [
          { path: `audience.user_ids.${missing}`, message: 'This person was not found' },
        ]);
      return { type: 'users', userIds: ids };
    }
    case 'role':
      return { type: 'role', role: input.role };
    case 'clinic':
      if (!(await repo.clinicExists(input.clinic_id)))
        throw new AppError('NOT_FOUND', 'This clinic was not found', [
          { path: 'audience.clinic_id', message: 'This clinic was not found' },
        ]);
      return { type: 'clinic', clinicId: input.clinic_id };
    case 'all':
      return { type: 'all' };
  }
}
