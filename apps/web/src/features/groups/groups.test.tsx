import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, type Comment, type GroupMember, type GroupSummary, type Post, type Report } from '@stillpoint/contracts';
import { adminGroupsEndpoints, clinicGroupsEndpoints, groupsEndpoints as front } from '@stillpoint/contracts/endpoints/community';
import { notify } from '../../lib/notify';
import { relativeTime } from '../../lib/ui/RelativeTime';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { mentionedIds, mentionQuery } from './components/Composer';
import { GroupDetail } from './components/GroupDetail';
import { GroupsList } from './components/GroupsList';
import { PostDetail } from './components/PostDetail';
import { GroupFields } from './manage/GroupForm';
import { ReportsQueue } from './manage/ReportsQueue';

const person = (name: string, self = false) => ({ userid: null, name, avatar: '/avatar.png', self, team: false });

const group: GroupSummary = {
  id: 3,
  title: 'Harbor anxiety circle',
  description: 'A circle for worry.',
  image: null,
  clinic_id: 1,
  visibility: 'open',
  member_count: 3,
  post_count: 1,
  joined: true,
  favourite: false,
  invited: false,
  muted_until: null,
  created_at: '2026-01-01T00:00:00.000Z',
};
const post: Post = {
  id: 7,
  group_id: 3,
  author: person('Priya N.'),
  data: 'Thanks @Paul Patel for the tip',
  images: [],
  mentions: [{ member_id: 2, name: 'Paul Patel' }],
  likes_count: 1,
  comments_count: 1,
  liked: false,
  can_delete: false,
  hidden: false,
  reports_count: 0,
  created_at: new Date(Date.now() - 3 * 60_000).toISOString(),
};
const members: GroupMember[] = [
  { member_id: 1, person: person('Me', true), joined_at: '2026-01-01T00:00:00.000Z', muted_until: null },
  { member_id: 2, person: person('Paul Patel'), joined_at: '2026-01-01T00:00:00.000Z', muted_until: null },
  { member_id: 9, person: person('Priya N.'), joined_at: '2026-01-01T00:00:00.000Z', muted_until: null },
];

type Handler = (body: unknown, url: string) => { status?: number; body: unknown } | undefined;

/** Answers the calls by path; records what was posted (JSON bodies, or FormData for uploads). */
function serve(routes: Record<string, Handler>) {
  const posted: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = url.split('?')[0]!;
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      if (init?.method === 'POST') posted.push({ path, body });
      const answer = routes[path]?.(body, url);
      if (!answer) return jsonResponse(404, { status: false, message: `no route ${path}` });
      return jsonResponse(answer.status ?? 200, answer.body);
    }),
  );
  return posted;
}
const ok = (data: unknown, extra: Record<string, unknown> = {}) => ({ body: { status: true, message: 'Success', data, ...extra } });

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.accessToken, 'front-access-token');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('GroupsList', () => {
  it('asks for 9 groups a page with the tab as filter, and favourites a group with the verbatim message', async () => {
    const urls: string[] = [];
    const success = vi.spyOn(notify, 'success').mockReturnValue('');
    const posted = serve({
      [front.groupsList.url]: (_body, url) => {
        urls.push(url);
        return ok([group], { total_pages: 1 });
      },
      [front.groupFavourite.url]: () => ({ body: { status: true, message: 'Group has been Added To Favourite Successfully', data: { ...group, favourite: true } } }),
    });
    renderWithProviders(<GroupsList base="/patient/groups" />, { path: '/patient/groups?tab=joined' });
    const list = await screen.findByRole('list', { name: 'Joined' });
    const card = within(list).getByRole('article', { name: 'Harbor anxiety circle' });
    expect(within(card).getByText('3 members · 1 post')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Harbor anxiety circle' }).getAttribute('href')).toBe('/patient/groups/3');
    expect(urls[0]).toContain('filter=joined');
    expect(urls[0]).toContain('perPage=9');
    fireEvent.click(within(card).getByRole('button', { name: 'Add Harbor anxiety circle to your favourites' }));
    await waitFor(() => expect(posted).toEqual([{ path: front.groupFavourite.url, body: { group_id: 3 } }]));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Group has been Added To Favourite Successfully'));
  });
});

describe('the composer', () => {
  it('finds the @word before the caret and keeps only the picked members still named in the text', () => {
    expect(mentionQuery('Hello @Pa', 9)).toEqual({ start: 6, query: 'Pa' });
    expect(mentionQuery('mail@example', 12)).toBeNull();
    expect(mentionQuery('Hello @Paul Patel and', 21)).toBeNull();
    const picked = new Map([
      [2, 'Paul Patel'],
      [9, 'Priya N.'],
    ]);
    expect(mentionedIds('Thanks @Paul Patel!', picked)).toEqual([2]);
  });
});

describe('GroupDetail', () => {
  function serveDetail(detail: Partial<{ group: GroupSummary; total_pages: number }> = {}) {
    return serve({
      [front.groupDetail.url]: () =>
        ok({ group: detail.group ?? group, posts: [post], total_pages: detail.total_pages ?? 2, participants: members, post_count: 11, can_moderate: false }),
      [front.groupPosts.url]: () => ok([{ ...post, id: 8, data: 'An older post', mentions: [] }], { total_pages: 2 }),
      [front.postLike.url]: () => ({ body: { status: true, message: 'You Like This Post', data: { ...post, liked: true } } }),
    });
  }

  it('shows the feed with mentions and counts, loads the next page on demand, and likes a post', async () => {
    const success = vi.spyOn(notify, 'success').mockReturnValue('');
    const posted = serveDetail();
    renderWithProviders(<GroupDetail groupId={3} base="/patient/groups" canInvite={false} />, { path: '/patient/groups/3' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Harbor anxiety circle' })).toBeTruthy();
    expect(screen.getByText('@Paul Patel').className).toContain('mention');
    expect(screen.getByRole('link', { name: '1 comment' }).getAttribute('href')).toBe('/patient/groups/3/posts/7');
    expect(screen.getByText('3 minutes ago')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show more posts' }));
    expect(await screen.findByText('An older post')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more posts' })).toBeNull();
    fireEvent.click(screen.getAllByRole('button', { name: "Like Priya N.'s post (1 like)" })[0]!);
    await waitFor(() => expect(posted).toContainEqual({ path: front.postLike.url, body: { post_id: 7 } }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('You Like This Post'));
  });

  it('suggests members to mention as one types @, without the writer', async () => {
    serveDetail();
    renderWithProviders(<GroupDetail groupId={3} base="/patient/groups" canInvite={false} />, { path: '/patient/groups/3' });
    const field = await screen.findByRole('textbox', { name: 'Your post' });
    fireEvent.change(field, { target: { value: 'Hi @P', selectionStart: 5 } });
    const suggestions = await screen.findByRole('list', { name: 'Members to mention' });
    expect(within(suggestions).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['Mention Paul Patel', 'Mention Priya N.']);
    fireEvent.click(within(suggestions).getByRole('button', { name: 'Mention Paul Patel' }));
    expect((field as HTMLTextAreaElement).value).toBe('Hi @Paul Patel ');
  });

  it('tells a muted member why they cannot post', async () => {
    serveDetail({ group: { ...group, muted_until: '2099-01-01T00:00:00.000Z' } });
    renderWithProviders(<GroupDetail groupId={3} base="/patient/groups" canInvite={false} />, { path: '/patient/groups/3' });
    expect(await screen.findByText('A moderator has paused your posting in this group')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Your post' })).toBeNull();
  });
});

describe('PostDetail', () => {
  it('adds a comment and deletes my own after confirming', async () => {
    const success = vi.spyOn(notify, 'success').mockReturnValue('');
    const mine: Comment = { comment_id: 40, post_id: 7, author: person('Me', true), comment: 'So true', mentions: [], can_delete: true, hidden: false, created_at: post.created_at };
    const posted = serve({
      [front.postDetail.url]: () => ok({ postDetail: post, postComments: [mine], total_pages: 1 }),
      [front.groupDetail.url]: () => ok({ group, posts: [], total_pages: 1, participants: members, post_count: 1, can_moderate: false }),
      [front.commentAdd.url]: () => ({ body: { status: true, message: 'Comment has been Added Successfully', data: mine } }),
      [front.commentDelete.url]: () => ({ body: { status: true, message: 'Comment has Been Deleted Successfully', data: null } }),
    });
    renderWithProviders(<PostDetail groupId={3} postId={7} base="/patient/groups" />, { path: '/patient/groups/3/posts/7' });
    expect(await screen.findByRole('link', { name: 'Back to Harbor anxiety circle' })).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Your comment' }), { target: { value: 'Me too' } });
    fireEvent.click(screen.getByRole('button', { name: 'Comment' }));
    await waitFor(() => expect(posted).toContainEqual({ path: front.commentAdd.url, body: { post_id: 7, comment: 'Me too', mentions: [] } }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Comment has been Added Successfully'));
    const comment = screen.getByRole('article', { name: /^Me/ });
    expect(within(comment).queryByRole('button', { name: 'Report' })).toBeNull();
    fireEvent.click(within(comment).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this comment?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete the comment' }));
    await waitFor(() => expect(posted).toContainEqual({ path: front.commentDelete.url, body: { comment_id: 40 } }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Comment has Been Deleted Successfully'));
  });
});

describe('GroupFields (the management form)', () => {
  it('asks for a title before sending', async () => {
    serve({});
    renderWithProviders(<GroupFields family="clinic" group={null} onDone={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add the group' }));
    expect(await screen.findByText('Enter a title')).toBeTruthy();
  });

  it('offers to remove the cover of a group that has one', () => {
    serve({});
    renderWithProviders(<GroupFields family="admin" group={{ ...group, image: '/api/media/groups/3/cover.png' }} onDone={() => undefined} />);
    expect((screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe('Harbor anxiety circle');
    expect(screen.getByRole('checkbox', { name: 'Remove the current cover' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });
});

describe('ReportsQueue', () => {
  const report: Report = {
    id: 5,
    group_id: 3,
    group_title: 'Harbor anxiety circle',
    post_id: 7,
    comment_id: null,
    excerpt: 'Something unkind',
    hidden: false,
    author: person('Priya Natarajan'),
    author_member_id: 9,
    reason: 'Rude',
    reporters: 2,
    status: 'open',
    created_at: post.created_at,
  };

  it('hides a reported post and mutes its author', async () => {
    vi.spyOn(notify, 'success').mockReturnValue('');
    const posted = serve({
      [clinicGroupsEndpoints.reports.url]: () => ok([report], { total_pages: 1 }),
      [clinicGroupsEndpoints.moderate.url]: () => ({ body: { status: true, message: 'Done: the group has been updated', data: null } }),
      [clinicGroupsEndpoints.mute.url]: () => ({ body: { status: true, message: 'The member has been muted in this group', data: members[2] } }),
    });
    renderWithProviders(<ReportsQueue family="clinic" />);
    const card = await screen.findByRole('article', { name: 'A post in Harbor anxiety circle' });
    expect(within(card).getByText('Reported by 2 people')).toBeTruthy();
    expect(within(card).getByText('Something unkind')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Hide the post' }));
    await waitFor(() => expect(posted).toContainEqual({ path: clinicGroupsEndpoints.moderate.url, body: { report_id: 5, action: 'hide' } }));
    fireEvent.click(within(card).getByRole('button', { name: 'Mute the author' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mute Priya Natarajan in this group' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mute' }));
    await waitFor(() => expect(posted).toContainEqual({ path: clinicGroupsEndpoints.mute.url, body: { group_id: 3, member_id: 9, days: 7 } }));
  });

  it('uses the administrators’ calls on the admin page', async () => {
    serve({ [adminGroupsEndpoints.reports.url]: () => ok([], { total_pages: 1 }) });
    renderWithProviders(<ReportsQueue family="admin" />);
    expect(await screen.findByText('No open reports. All is calm.')).toBeTruthy();
  });
});

describe('relativeTime', () => {
  it('says how long ago in the largest whole unit', () => {
    const now = new Date('2026-05-10T12:00:00.000Z');
    expect(relativeTime(new Date('2026-05-10T11:57:00.000Z'), now)).toBe('3 minutes ago');
    expect(relativeTime(new Date('2026-05-09T12:00:00.000Z'), now)).toBe('yesterday');
    expect(relativeTime(new Date('2026-05-10T11:59:50.000Z'), now)).toBe('now');
  });
});
