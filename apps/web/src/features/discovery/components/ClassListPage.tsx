import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DiscoveryFamily } from '@stillpoint/contracts';
import { BackLink } from '../../../lib/ui/BackLink';
import { NoticeState } from '../../../lib/ui/NoticeState';
import { QueryState } from '../../../lib/ui/QueryState';
import { usePageTitle } from '../../../lib/ui/use-page-title';
import { usePopularClasses, useRecentClasses, useRecommendedClasses, useSharedClasses } from '../api/discovery-api';
import { CardRow, ClassCardItem } from './Cards';
import { CLASS_LISTS, type ClassListName, type DiscoveryPaths } from './format';

/** Each list's title (the home's row heading) and its read. */
const LISTS = {
  popular: { title: 'discovery.popularClasses', use: usePopularClasses },
  recommended: { title: 'discovery.recommendedClasses', use: useRecommendedClasses },
  recent: { title: 'discovery.recentClasses', use: useRecentClasses },
  shared: { title: 'discovery.sharedClasses', use: useSharedClasses },
} as const;

export const isClassList = (value: string | undefined): value is ClassListName => CLASS_LISTS.includes(value as ClassListName);

/** /<area>/discovery/classes/<list>: the whole of one of the home's class rows ("See all"), as a grid. */
export function ClassListPage({
  family,
  paths,
  list,
}: {
  family: DiscoveryFamily;
  paths: DiscoveryPaths;
  list: string | undefined;
}) {
  const { t } = useTranslation();
  if (!isClassList(list))
    return (
      <NoticeState
        title={t('discovery.classListNotFound')}
        body={t('discovery.classListNotFoundBody')}
        action={t('discovery.backToDiscovery')}
        to={paths.home}
      />
    );
  return <ClassList family={family} paths={paths} list={list} />;
}

function ClassList({ family, paths, list }: { family: DiscoveryFamily; paths: DiscoveryPaths; list: ClassListName }) {
  const { t } = useTranslation();
  const { title, use } = LISTS[list];
  usePageTitle(t(title));
  const query = use(family);
  return (
    <Stack gap="xl">
      <BackLink to={paths.home}>{t('discovery.backToDiscovery')}</BackLink>
      <Title order={1}>{t(title)}</Title>
      <QueryState query={query}>
        {(data) => (
          <CardRow
            id={`class-list-${list}`}
            title={t('discovery.classListCount', { count: data.length })}
            level={2}
            empty={t('discovery.empty')}
          >
            {data.map((card) => (
              <ClassCardItem key={card.id} card={card} paths={paths} />
            ))}
          </CardRow>
        )}
      </QueryState>
    </Stack>
  );
}
