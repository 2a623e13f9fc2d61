import { APP_MESSAGES, discoveryActions, discoveryReads, MESSAGES, type Endpoint } from '@stillpoint/contracts';
import { route, type Handler, type RouteImpl } from '../../lib/route.js';
import type { DiscoveryService } from './discovery.service.js';

type Reads = typeof discoveryReads;

/** Both families of a read (front/discovery/... and clinics/discovery/...) answered by one handler. */
function both<K extends keyof Reads>(name: K, handler: Handler<Reads[K]['front']>): RouteImpl[] {
  const { front, clinic } = discoveryReads[name];
  return [route(front, handler), route(clinic as Endpoint, handler as unknown as Handler<Endpoint>)];
}

export function discoveryRoutes(discovery: DiscoveryService): RouteImpl[] {
  const a = discoveryActions;
  return [
    ...both('home', async ({ auth }) => ({ data: await discovery.home(auth) })),
    ...both('popularClasses', async ({ auth }) => ({ data: await discovery.classList(auth, 'popular') })),
    ...both('recommendedClasses', async ({ auth }) => ({ data: await discovery.classList(auth, 'recommended') })),
    ...both('recentClasses', async ({ auth }) => ({ data: await discovery.classList(auth, 'recent') })),
    ...both('sharedClasses', async ({ auth }) => ({ data: await discovery.classList(auth, 'shared') })),
    ...both('recommendedMeditation', async ({ auth }) => ({
      data: (await discovery.meditationList(auth, 'recommended', { pageNo: 1, perPage: 12 })).data,
    })),
    ...both('recentMeditations', ({ auth, input }) => discovery.meditationList(auth, 'recent', input)),
    ...both('popularMeditations', ({ auth, input }) => discovery.meditationList(auth, 'popular', input)),
    ...both('recommendedMeditations', ({ auth, input }) => discovery.meditationList(auth, 'recommended', input)),
    ...both('allMeditations', ({ auth, input }) => discovery.meditationList(auth, 'all', input)),
    ...both('featuredClass', async ({ auth }) => ({ data: await discovery.featuredClass(auth) })),
    ...both('categoriesByType', async ({ auth, input }) => ({ data: await discovery.categoriesByType(auth, input.type) })),
    ...both('categoryItems', async ({ auth, input }) => ({ data: await discovery.categoryItems(auth, input.cat_id) })),
    ...both('categoryContent', async ({ auth, input }) => ({ data: await discovery.categoryItems(auth, input.id) })),
    ...both('sectionCategories', async ({ auth, input }) => ({ data: await discovery.section(auth, input.id, 'category') })),
    ...both('sectionContent', async ({ auth, input }) => ({ data: await discovery.section(auth, input.id) })),
    ...both('classDetail', async ({ auth, input }) => ({ data: await discovery.classDetail(auth, input.class_id) })),
    ...both('lessonsAndContents', async ({ auth, input }) => ({
      data: await discovery.lessonsAndContents(auth, input.class_id),
    })),
    ...both('classContentAndLessons', async ({ auth, input }) => ({
      data: await discovery.classContentAndLessons(auth, input.id),
    })),
    ...both('lessonContent', async ({ auth, input }) => ({ data: await discovery.lessonContent(auth, input.id) })),
    ...both('lessonContentDetail', async ({ auth, input }) => ({ data: await discovery.contentDetail(auth, input.content_id) })),
    ...both('contentDetail', async ({ auth, input }) => ({ data: await discovery.contentDetailResponse(auth, input.id) })),
    ...both('resourceDetail', async ({ auth, input }) => ({ data: await discovery.resources(auth, input.class_id) })),
    ...both('lessonTasks', async ({ auth, input }) => ({ data: await discovery.lessonTasksOfContent(auth, input.content_id) })),
    ...both('meditationTasks', async ({ auth, input }) => ({ data: await discovery.meditationTasks(auth, input.data_id) })),
    ...both('moreTasks', async ({ auth, input }) => ({ data: await discovery.classTasks(auth, input.class_id) })),
    ...both('meditationDetail', async ({ auth, input }) => ({
      data: await discovery.discoveryMeditationDetail(auth, input.meditation_id),
    })),

    route(a.frontDiscoveryMarkTask, async ({ auth, input }) => ({
      data: await discovery.markTask(auth, input.id, input.completed),
      message: APP_MESSAGES.taskMarked,
    })),
    route(a.frontDiscoveryJoinClass, async ({ auth, input }) => ({
      data: await discovery.join(auth, input.class_id),
      message: MESSAGES.classJoined,
    })),
    route(a.frontDiscoveryLeaveClass, async ({ auth, input }) => ({
      data: await discovery.leave(auth, input.class_id),
      message: APP_MESSAGES.classLeft,
    })),
    route(a.frontDiscoveryCompleteLessonContent, async ({ auth, input }) => ({
      data: await discovery.completeContent(auth, input.content_id),
      message: APP_MESSAGES.contentCompleted,
    })),
    route(a.frontDiscoveryCompleteClass, async ({ auth, input }) => ({
      data: await discovery.completeClass(auth, input.class_id),
      message: APP_MESSAGES.classCompleted,
    })),
    route(a.frontDiscoveryUpdateWatchTime, async ({ auth, input }) => ({
      data: await discovery.saveWatchTime(auth, input.content_id, input.position, input.watched),
    })),
    route(a.frontDiscoveryGetWatchTime, async ({ auth, input }) => ({ data: await discovery.watchTime(auth, input.content_id) })),
    route(a.frontDiscoveryListenTime, async ({ auth, input }) => ({
      data: await discovery.listenTime(auth, input.meditation_id, input.time_listen_duration, input.listened),
    })),
    route(a.frontDiscoveryCountAudio, async ({ auth, input }) => ({
      data: await discovery.countAudio(auth, input.meditation_id),
    })),
    route(a.frontDiscoveryCompleteMeditation, async ({ auth, input }) => ({
      data: await discovery.completeMeditation(auth, input.meditation_id),
      message: APP_MESSAGES.meditationCompleted,
    })),
    route(a.frontDiscoveryNotify, async ({ auth, input }) => ({
      data: await discovery.notify(auth, input.class_id, input.notify),
      message: APP_MESSAGES.notifyUpdated,
    })),
  ];
}
