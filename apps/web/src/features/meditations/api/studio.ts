import { type Endpoint, type MeditationStudioName } from '@stillpoint/contracts';
import { meditationsEndpoints } from '@stillpoint/contracts/endpoints/meditations';

/** Which library the studio edits: a clinic's own (clinics/...) or the platform's (admin/...). */
export type StudioFamily = 'clinic' | 'admin';

type ClinicEndpoint<N extends MeditationStudioName> = (typeof meditationsEndpoints)[`clinic${Capitalize<N>}`];

/**
 * The catalogue entry of a studio operation for a family. Both families share one definition (same input
 * and output), so the clinic entry's type describes either.
 */
export function studioEndpoint<N extends MeditationStudioName>(family: StudioFamily, name: N): ClinicEndpoint<N> {
  const key = `${family}${name.charAt(0).toUpperCase()}${name.slice(1)}`;
  return (meditationsEndpoints as unknown as Record<string, Endpoint>)[key] as ClinicEndpoint<N>;
}

/** Query keys: everything of a family's studio sits under ['meditations', family]. */
export const studioKeys = {
  all: (family: StudioFamily) => ['meditations', family] as const,
  list: (family: StudioFamily, input: object) => ['meditations', family, 'list', input] as const,
  detail: (family: StudioFamily, id: number) => ['meditations', family, 'detail', id] as const,
  categories: (family: StudioFamily) => ['meditations', family, 'categories'] as const,
  library: (family: StudioFamily, input: object) => ['meditations', family, 'library', input] as const,
};
