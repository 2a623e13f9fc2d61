import type { Area } from '@stillpoint/contracts';
import { discoveryPaths, type DiscoveryPaths } from '../../../features/discovery/components/format';
import type { ItemPath } from '../../../features/engagement';

/** The front areas (every area but the administration's). */
export type FrontArea = Exclude<Area, 'admin'>;

/** Where discovery's pages live in an area: /<area>/discovery. */
export const discoveryPathsOf = (area: FrontArea): DiscoveryPaths => discoveryPaths(`/${area}/discovery`);

/**
 * Where an item named by the engagement lists (favourites, watch list, the home's reviews) opens: a class
 * on its class page, a meditation in the player, a content in the viewer, a lesson on its class's page.
 */
export function itemPathFor(area: FrontArea): ItemPath {
  const paths = discoveryPathsOf(area);
  return (item) => {
    switch (item.type) {
      case 'class':
        return paths.classPage(item.id);
      case 'meditation':
        return paths.meditation(item.id);
      case 'content':
        return item.classId ? paths.content(item.classId, item.id) : undefined;
      case 'lesson':
        return item.classId ? paths.classPage(item.classId) : undefined;
      default:
        return undefined;
    }
  };
}
