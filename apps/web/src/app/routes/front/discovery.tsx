import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ItemRef } from '@stillpoint/contracts';
import { useAccountDetails } from '../../../features/account/api/get-account-details';
import { CategoryPage } from '../../../features/discovery/components/CategoryPage';
import { ClassListPage } from '../../../features/discovery/components/ClassListPage';
import { ClassPage } from '../../../features/discovery/components/ClassPage';
import { ContentPage } from '../../../features/discovery/components/ContentPage';
import { MeditationPlayer } from '../../../features/discovery/components/MeditationPlayer';
import { MeditationsPage } from '../../../features/discovery/components/MeditationsPage';
import {
  FavouriteButton,
  RatingPanel,
  WatchListButton,
  familyForArea,
  type EngagementFamily,
} from '../../../features/engagement';
import { featureEnabled } from '../../layouts/menus';
import { DiscoveryGate as Gate, familyOf, type DiscoveryArea } from './discovery-home';
import { ClassEngagementPanels } from './engagement';
import { discoveryPathsOf } from './item-paths';
import { useAddToMyTasks } from './tasks';

/** The discovery pages other than the home (discovery-home.tsx), loaded when one of them is opened. */

const pathsOf = discoveryPathsOf;
const idParam = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : 0);

/** Whether the account has favourites (the heart buttons call a feature of their own). */
function useFavouritesOn(): boolean {
  return featureEnabled(useAccountDetails('front').data?.features, 'favorites');
}

/** /<area>/discovery/class/:classId, with the engagement panels below the class. */
export function DiscoveryClassPage({ area }: { area: DiscoveryArea }) {
  const { classId } = useParams();
  const family = familyForArea(area);
  const taskAction = useAddToMyTasks(area);
  return (
    <Gate>
      <ClassPage
        key={classId}
        family={familyOf(area)}
        paths={pathsOf(area)}
        classId={idParam(classId)}
        actions={(klass) => <ItemButtons family={family} type="class" id={klass.id} title={klass.title} />}
        extras={(klass) => <ClassEngagementPanels area={area} classId={klass.id} title={klass.title} />}
        taskAction={taskAction}
      />
    </Gate>
  );
}

/** The favourite and watch-list buttons of an item. */
function ItemButtons({
  family,
  type,
  id,
  title,
}: {
  family: EngagementFamily;
  type: ItemRef['type'];
  id: number;
  title: string;
}) {
  const favourites = useFavouritesOn();
  return (
    <>
      {favourites && <FavouriteButton family={family} type={type} dataId={id} title={title} />}
      <WatchListButton family={family} type={type} dataId={id} />
    </>
  );
}

/** /<area>/discovery/class/:classId/content/:contentId, with its buttons and its lesson's ratings. */
export function DiscoveryContentPage({ area }: { area: DiscoveryArea }) {
  const { t } = useTranslation();
  const { classId, contentId } = useParams();
  const family = familyForArea(area);
  const taskAction = useAddToMyTasks(area);
  return (
    <Gate>
      <ContentPage
        key={contentId}
        family={familyOf(area)}
        paths={pathsOf(area)}
        classId={idParam(classId)}
        contentId={idParam(contentId)}
        actions={(content) => <ItemButtons family={family} type="content" id={content.id} title={content.title} />}
        extras={(content) => (
          <RatingPanel
            key={`lesson-rating-${content.lessonId}`}
            family={family}
            target={{ data_type: 'lessons', data_id: content.lessonId }}
            headingId="lesson-rating"
            title={t('engagement.rating.lessonTitle', { title: content.lessonTitle })}
          />
        )}
        taskAction={taskAction}
      />
    </Gate>
  );
}

/** /<area>/discovery/meditation/:meditationId, with its buttons and ratings. */
export function DiscoveryMeditationPage({ area }: { area: DiscoveryArea }) {
  const { meditationId } = useParams();
  const family = familyForArea(area);
  const taskAction = useAddToMyTasks(area);
  return (
    <Gate>
      <MeditationPlayer
        key={meditationId}
        family={familyOf(area)}
        paths={pathsOf(area)}
        meditationId={idParam(meditationId)}
        actions={(meditation) => <ItemButtons family={family} type="meditation" id={meditation.id} title={meditation.title} />}
        extras={(meditation) => (
          <RatingPanel
            key={`meditation-rating-${meditation.id}`}
            family={family}
            target={{ data_type: 'meditations', data_id: meditation.id }}
            headingId="meditation-rating"
          />
        )}
        taskAction={taskAction}
      />
    </Gate>
  );
}

/** /<area>/discovery/meditations: browse every meditation (search, category, pages). */
export function DiscoveryMeditationsPage({ area }: { area: DiscoveryArea }) {
  return (
    <Gate>
      <MeditationsPage family={familyOf(area)} paths={pathsOf(area)} />
    </Gate>
  );
}

export function DiscoveryCategoryPage({ area }: { area: DiscoveryArea }) {
  const { categoryId } = useParams();
  return (
    <Gate>
      <CategoryPage key={categoryId} family={familyOf(area)} paths={pathsOf(area)} categoryId={idParam(categoryId)} />
    </Gate>
  );
}

/** /<area>/discovery/classes/:list: the whole of one of the home's class rows ("See all"). */
export function DiscoveryClassListPage({ area }: { area: DiscoveryArea }) {
  const { list } = useParams();
  return (
    <Gate>
      <ClassListPage key={list} family={familyOf(area)} paths={pathsOf(area)} list={list} />
    </Gate>
  );
}
