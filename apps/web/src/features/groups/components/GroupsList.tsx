import { useState } from 'react';
import { Anchor, Card, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GROUP_FILTERS, GROUPS_PER_PAGE } from '@stillpoint/contracts';
import { useEndpointQuery } from '../../../lib/api-hooks';
import { Pager } from '../../../lib/ui/Pager';
import { PersonName } from '../../../lib/ui/PersonName';
import { QueryState } from '../../../lib/ui/QueryState';
import { RelativeTime } from '../../../lib/ui/RelativeTime';
import { SearchForm } from '../../../lib/ui/SearchForm';
import { frontGroups } from '../api/groups';
import { GroupCard } from './GroupCard';
import classes from './groups.module.css';

const TABS = [...GROUP_FILTERS, 'activity'] as const;
type Tab = (typeof TABS)[number];
type Filter = (typeof GROUP_FILTERS)[number];

/**
 * The groups a person may join or has joined (9 a page, spec section 9): all, joined, favourites, and the
 * recent activity of their groups. The tab is kept in the address (`?tab=`).
 */
export function GroupsList({ base }: { base: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as Tab;
  const tab: Tab = TABS.includes(asked) ? asked : 'all';
  return (
    <Tabs value={tab} onChange={(value) => setParams(value && value !== 'all' ? { tab: value } : {})} keepMounted={false}>
      <Tabs.List aria-label={t('groups.list.sections')}>
        {TABS.map((key) => (
          <Tabs.Tab key={key} value={key}>
            {t(`groups.list.tab.${key}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {GROUP_FILTERS.map((filter) => (
        <Tabs.Panel key={filter} value={filter} pt="md">
          <GroupsPage filter={filter} base={base} />
        </Tabs.Panel>
      ))}
      <Tabs.Panel value="activity" pt="md">
        <RecentActivity base={base} />
      </Tabs.Panel>
    </Tabs>
  );
}

function GroupsPage({ filter, base }: { filter: Filter; base: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const list = useEndpointQuery(
    frontGroups.groupsList,
    { filter, pageNo: page, perPage: GROUPS_PER_PAGE, ...(search ? { search } : {}) },
    { keepPrevious: true },
  );
  const label = t(`groups.list.tab.${filter}`);
  return (
    <Stack gap="md">
      <SearchForm
        region={t('groups.list.searchRegion', { list: label })}
        label={t('groups.list.searchLabel')}
        value={search}
        onSearch={(next) => {
          setSearch(next);
          setPage(1);
        }}
      />
      <QueryState query={list}>
        {({ data, total_pages }) =>
          data.length === 0 ? (
            <Text c="dimmed">{t(search ? 'groups.list.empty.search' : `groups.list.empty.${filter}`)}</Text>
          ) : (
            <Stack gap="md" aria-busy={list.isPlaceholderData}>
              <SimpleGrid component="ul" aria-label={label} cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" p={0} m={0} style={{ listStyle: 'none' }}>
                {data.map((group) => (
                  <li key={group.id}>
                    <GroupCard group={group} base={base} />
                  </li>
                ))}
              </SimpleGrid>
              <Pager total={total_pages ?? 1} value={page} onChange={setPage} />
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}

const ACTIVITY_PER_PAGE = 5;

/** The newest posts and comments in the groups a person joined (front/groups/recent_posts and forum_comments). */
export function RecentActivity({ base }: { base: string }) {
  const { t } = useTranslation();
  const [postsPage, setPostsPage] = useState(1);
  const [commentsPage, setCommentsPage] = useState(1);
  const posts = useEndpointQuery(frontGroups.recentPosts, { pageNo: postsPage, perPage: ACTIVITY_PER_PAGE }, { keepPrevious: true });
  const comments = useEndpointQuery(frontGroups.forumComments, { pageNo: commentsPage, perPage: ACTIVITY_PER_PAGE }, { keepPrevious: true });
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <section aria-labelledby="groups-recent-posts">
        <Title order={2} size="h3" id="groups-recent-posts" mb="sm">
          {t('groups.activity.posts')}
        </Title>
        <QueryState query={posts}>
          {({ data, total_pages }) =>
            data.length === 0 ? (
              <Text c="dimmed">{t('groups.activity.noPosts')}</Text>
            ) : (
              <Stack gap="sm">
                <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby="groups-recent-posts">
                  {data.map((post) => (
                    <li key={post.id}>
                      <Card withBorder padding="sm" radius="md">
                        <Text size="sm" c="dimmed">
                          <PersonName person={post.author} fw={600} c="var(--mantine-color-text)" /> · {post.group_title} · <RelativeTime at={post.created_at} />
                        </Text>
                        <Text className={classes.postText} lineClamp={3} mt={4}>
                          {post.data}
                        </Text>
                        <Anchor component={Link} to={`${base}/${post.group_id}/posts/${post.id}`} size="sm" mt={4}>
                          {t('groups.activity.openPost', { count: post.comments_count })}
                        </Anchor>
                      </Card>
                    </li>
                  ))}
                </Stack>
                <Pager total={total_pages ?? 1} value={postsPage} onChange={setPostsPage} />
              </Stack>
            )
          }
        </QueryState>
      </section>
      <section aria-labelledby="groups-recent-comments">
        <Title order={2} size="h3" id="groups-recent-comments" mb="sm">
          {t('groups.activity.comments')}
        </Title>
        <QueryState query={comments}>
          {({ data, total_pages }) =>
            data.length === 0 ? (
              <Text c="dimmed">{t('groups.activity.noComments')}</Text>
            ) : (
              <Stack gap="sm">
                <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby="groups-recent-comments">
                  {data.map((comment) => (
                    <li key={comment.comment_id}>
                      <Card withBorder padding="sm" radius="md">
                        <Text size="sm" c="dimmed">
                          <PersonName person={comment.author} fw={600} c="var(--mantine-color-text)" /> · {comment.group_title} ·{' '}
                          <RelativeTime at={comment.created_at} />
                        </Text>
                        <Text className={classes.postText} lineClamp={3} mt={4}>
                          {comment.comment}
                        </Text>
                        <Anchor component={Link} to={`${base}/${comment.group_id}/posts/${comment.post_id}`} size="sm" mt={4}>
                          {t('groups.activity.openConversation')}
                        </Anchor>
                      </Card>
                    </li>
                  ))}
                </Stack>
                <Pager total={total_pages ?? 1} value={commentsPage} onChange={setCommentsPage} />
              </Stack>
            )
          }
        </QueryState>
      </section>
    </SimpleGrid>
  );
}
