// The group feed scenario of `npm run bench` (issue 14): Harbor's demo circle with 10,000 posts, and its
// member (the demo patient) reading the newest page (front/groups/posts, ten a page), next to the bare
// server's route issuing the same SQL (scripts/bench/bare-server.mjs). The page is one query for the posts
// with their authors and the reader's likes (the total is the group's post count) and one for the page's
// images: never a query per post.

export const FEED_GROUP = 'Harbor anxiety circle';
export const FEED_POSTS = 10_000;

/**
 * Inserts the posts (set-based): authors taken in turn among the group's members, one in five with the
 * demo's first image, the reader liking one in three. The group's post count follows.
 */
export async function insertGroupFeed(query, readerEmail) {
  const [group] = await query(`select id from groups where title = '${FEED_GROUP}'`);
  if (!group) throw new Error('the demo has no Harbor circle: group feed scenario impossible');
  const members = (await query(`select user_id from group_members where group_id = ${group.id} order by id`)).map((row) => row.user_id);
  const [image] = await query(`select id from media_files where kind = 'image' order by id limit 1`);
  const [reader] = await query(`select id from users where email = '${readerEmail}'`);
  const posts = await query(
    `insert into group_posts (group_id, author_id, body, like_count, comment_count, created_at)
     select ${group.id}, (array[${members.join(',')}])[1 + (n % ${members.length})],
            'Bench post ' || n || ': what helped today was a slow walk and three deep breaths before the meeting.',
            n % 7, n % 4, now() - (n || ' minutes')::interval
       from generate_series(1, ${FEED_POSTS}) n
     returning id`,
  );
  if (image) {
    await query(
      `insert into group_post_images (post_id, media_id, position)
       select p.id, ${image.id}, 0 from group_posts p where p.group_id = ${group.id} and p.body like 'Bench post %' and p.id % 5 = 0`,
    );
  }
  await query(
    `insert into group_post_likes (post_id, user_id)
     select p.id, ${reader.id} from group_posts p where p.group_id = ${group.id} and p.body like 'Bench post %' and p.id % 3 = 0
     on conflict do nothing`,
  );
  await query(`update groups set post_count = (select count(*) from group_posts where group_id = ${group.id} and hidden_at is null) where id = ${group.id}`);
  // Fresh planner statistics, as autovacuum (PostgreSQL) or the hourly analyze job (embedded) keep them.
  await query('analyze');
  return { posts: posts.length, query: { group_id: group.id, pageNo: 1, perPage: 10 } };
}
