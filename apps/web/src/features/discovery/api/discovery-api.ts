import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { discoveryActions, discoveryReads, type DiscoveryFamily, type InputOf, type OutputOf } from '@stillpoint/contracts';
import { apiCall } from '../../../lib/api-client';

/*
 * Discovery calls. Every read exists for both session families (front/discovery/... for patients,
 * employees and personal users, clinics/discovery/... for clinic accounts): the family picks the endpoint.
 * The actions (join, complete, watch and listen time...) are the front family's only.
 */
type Reads = typeof discoveryReads;
type ReadName = keyof Reads;

export function readEndpoint<K extends ReadName>(name: K, family: DiscoveryFamily): Reads[K]['front'] {
  return discoveryReads[name][family] as Reads[K]['front'];
}

async function read<K extends ReadName>(
  name: K,
  family: DiscoveryFamily,
  input: InputOf<Reads[K]['front']>,
  signal?: AbortSignal,
) {
  return apiCall(readEndpoint(name, family), input, { signal });
}

function readQuery<K extends ReadName>(name: K, family: DiscoveryFamily, input: InputOf<Reads[K]['front']>) {
  return queryOptions({
    queryKey: ['discovery', family, name, input],
    queryFn: async ({ signal }) => (await read(name, family, input, signal)).data as OutputOf<Reads[K]['front']>,
  });
}

export const useDiscoveryHome = (family: DiscoveryFamily) => useQuery(readQuery('home', family, {}));
export const usePopularClasses = (family: DiscoveryFamily) => useQuery(readQuery('popularClasses', family, {}));
export const useRecentClasses = (family: DiscoveryFamily) => useQuery(readQuery('recentClasses', family, {}));
export const useSharedClasses = (family: DiscoveryFamily) => useQuery(readQuery('sharedClasses', family, {}));
export const useRecommendedClasses = (family: DiscoveryFamily) => useQuery(readQuery('recommendedClasses', family, {}));
export const useFeaturedClass = (family: DiscoveryFamily) => useQuery(readQuery('featuredClass', family, {}));
export const useCategoriesByType = (family: DiscoveryFamily, type: 'class' | 'meditation') =>
  useQuery(readQuery('categoriesByType', family, { type }));
export const useCategoryItems = (family: DiscoveryFamily, catId: number) =>
  useQuery({ ...readQuery('categoryItems', family, { cat_id: catId }), enabled: catId > 0 });
export const useClassDetail = (family: DiscoveryFamily, classId: number) =>
  useQuery({ ...readQuery('classDetail', family, { class_id: classId }), enabled: classId > 0 });
export const useClassTasks = (family: DiscoveryFamily, classId: number) =>
  useQuery({ ...readQuery('moreTasks', family, { class_id: classId }), enabled: classId > 0 });
export const useContentDetail = (family: DiscoveryFamily, contentId: number) =>
  useQuery({ ...readQuery('lessonContentDetail', family, { content_id: contentId }), enabled: contentId > 0 });
export const useLessonTasks = (family: DiscoveryFamily, contentId: number) =>
  useQuery({ ...readQuery('lessonTasks', family, { content_id: contentId }), enabled: contentId > 0 });
export const useMeditationDetail = (family: DiscoveryFamily, meditationId: number) =>
  useQuery({ ...readQuery('meditationDetail', family, { meditation_id: meditationId }), enabled: meditationId > 0 });
/** The paged meditation lists (POST, with search and category): recent, popular, recommended, all. */
export type MeditationList = 'recentMeditations' | 'popularMeditations' | 'recommendedMeditations' | 'allMeditations';
export type MeditationListInput = InputOf<Reads['allMeditations']['front']>;

export const meditationListQuery = (family: DiscoveryFamily, list: MeditationList, input: MeditationListInput) =>
  queryOptions({
    queryKey: ['discovery', family, list, input],
    queryFn: async ({ signal }) => {
      const response = await read(list, family, input, signal);
      return { meditations: response.data as OutputOf<Reads['allMeditations']['front']>, totalPages: response.total_pages ?? 0 };
    },
    placeholderData: keepPreviousData,
  });

export const useMeditationList = (family: DiscoveryFamily, list: MeditationList, input: MeditationListInput) =>
  useQuery(meditationListQuery(family, list, input));
export const useAllMeditations = (family: DiscoveryFamily, input: MeditationListInput) =>
  useMeditationList(family, 'allMeditations', input);

/** How many meditations a tab of the home's meditations shelf shows (it reads twice as many: some are shown above). */
export const HOME_MEDITATION_TAB_SIZE = 8;
/** The page of a meditation list that a tab of the home reads. */
export const HOME_MEDITATION_PAGE: MeditationListInput = { pageNo: 1, perPage: HOME_MEDITATION_TAB_SIZE * 2 };

/**
 * Starts every list the discovery home reads on arrival (components/DiscoveryHome.tsx), into the entries
 * its hooks read, so that a landing's lists are on their way before the home's chunk has even arrived.
 */
export function prefetchDiscoveryHome(queryClient: QueryClient, family: DiscoveryFamily): Promise<unknown> {
  return Promise.all([
    queryClient.prefetchQuery(readQuery('home', family, {})),
    queryClient.prefetchQuery(readQuery('featuredClass', family, {})),
    queryClient.prefetchQuery(readQuery('recommendedClasses', family, {})),
    queryClient.prefetchQuery(readQuery('recentClasses', family, {})),
    queryClient.prefetchQuery(readQuery('sharedClasses', family, {})),
    queryClient.prefetchQuery(readQuery('categoriesByType', family, { type: 'class' })),
    queryClient.prefetchQuery(readQuery('categoriesByType', family, { type: 'meditation' })),
    queryClient.prefetchQuery(meditationListQuery(family, 'popularMeditations', HOME_MEDITATION_PAGE)),
  ]);
}

/** An action of the front family; discovery's reads are read again after it unless told otherwise. */
function useAction<K extends keyof typeof discoveryActions>(name: K, options: { refresh?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<(typeof discoveryActions)[K]>) => apiCall(discoveryActions[name], input),
    onSuccess: () => (options.refresh === false ? undefined : queryClient.invalidateQueries({ queryKey: ['discovery'] })),
  });
}

export const useJoinClass = () => useAction('frontDiscoveryJoinClass');
export const useLeaveClass = () => useAction('frontDiscoveryLeaveClass');
export const useCompleteContent = () => useAction('frontDiscoveryCompleteLessonContent');
export const useCompleteClass = () => useAction('frontDiscoveryCompleteClass');
export const useMarkTask = () => useAction('frontDiscoveryMarkTask');
export const useNotifyClass = () => useAction('frontDiscoveryNotify');
export const useCompleteMeditation = () => useAction('frontDiscoveryCompleteMeditation');
export const useCountAudio = () => useAction('frontDiscoveryCountAudio', { refresh: false });

/** Saves a position without refreshing anything (called while playing and on leaving). */
export function saveWatchTime(input: InputOf<typeof discoveryActions.frontDiscoveryUpdateWatchTime>) {
  return apiCall(discoveryActions.frontDiscoveryUpdateWatchTime, input);
}
export function saveListenTime(input: InputOf<typeof discoveryActions.frontDiscoveryListenTime>) {
  return apiCall(discoveryActions.frontDiscoveryListenTime, input);
}
