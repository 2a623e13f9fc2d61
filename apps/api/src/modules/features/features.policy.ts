import { APP_MESSAGES, type FeatureKey } from '@stillpoint/contracts';
import type { AuthContext } from '../../lib/access-tokens.js';
import { AppError } from '../../lib/app-error.js';
import type { FeaturesService } from './features.service.js';

/**
 * The features check every endpoint can name. Catalogue entries name it declaratively
 * (`feature: 'groups'`: the route plugin calls `requireFeature` before the handler); a service whose
 * feature depends on the data (say, a call shared by two areas) calls it itself.
 * Administrators are never gated.
 */
export async function requireFeature(
  features: FeaturesService,
  auth: Pick<AuthContext, 'userId' | 'role'>,
  key: FeatureKey,
): Promise<void> {
  if (auth.role === 'admin' || auth.role === 'masterAdmin') return;
  if (!(await features.isEnabled({ id: auth.userId, role: auth.role }, key))) {
    throw new AppError('FEATURE_DISABLED', APP_MESSAGES.featureDisabled);
  }
}

/** The gate the catalogue route plugin runs for endpoints that name a feature. */
export function createFeatureGate(features: FeaturesService) {
  return (auth: AuthContext, key: FeatureKey) => requireFeature(features, auth, key);
}
