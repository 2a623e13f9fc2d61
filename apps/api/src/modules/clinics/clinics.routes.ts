import { APP_MESSAGES, endpoints } from '@stillpoint/contracts';
import { route } from '../../lib/route.js';
import { presentClinic } from './clinics.presenter.js';
import type { ClinicsService } from './clinics.service.js';

/** Clinic administration (admin/users/... clinic calls of spec section 7). */
export function clinicsRoutes(clinics: ClinicsService) {
  return [
    route(endpoints.adminAllClinics, async () => ({ data: (await clinics.list()).map(presentClinic) })),
    route(endpoints.createClinic, async ({ input, auth, meta }) => ({
      data: presentClinic(await clinics.create(auth.userId, input, meta)),
      message: APP_MESSAGES.clinicAdded,
      httpStatus: 201,
    })),
    route(endpoints.updateClinic, async ({ input: { id, ...fields }, auth, meta }) => ({
      data: presentClinic(await clinics.update(auth.userId, id, fields, meta)),
      message: APP_MESSAGES.clinicUpdated,
    })),
    route(endpoints.deleteClinic, async ({ input: { id, ...disposal }, auth, meta }) => ({
      data: await clinics.delete(auth.userId, id, disposal, meta),
      message: APP_MESSAGES.clinicDeleted,
    })),
    route(endpoints.generateWeblink, async ({ input, auth, meta }) => ({
      data: await clinics.weblink(auth.userId, input.clinicId, input.days, meta),
      message: APP_MESSAGES.weblinkGenerated,
    })),
  ];
}
