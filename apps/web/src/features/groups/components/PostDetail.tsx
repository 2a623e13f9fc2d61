import { useState } from 'react';
import { Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconFlag, IconTrash } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { COMMENT_TEXT_MAX, GROUP_MESSAGES, MESSAGES, type Comment } from '@stillpoint/contracts';
import { useEndpointMutation, useEndpointQuery } from '../../../lib/api-hooks';
import { toastOutcome } from '../../../lib/notify';
import { BackLink } from '../../../lib/ui/BackLink';
import { ConfirmModal } from '../../../lib/ui/ConfirmModal';
import { QueryState } from '../../../lib/ui/QueryState';
import { usePageTitle } from '../../../lib/ui/use-page-title';
import { FEED_READS, frontGroups } from '../api/groups';
import { mutedNow, MutedNotice } from './GroupDetail';
import { Byline, MentionText, PostCard } from './PostCard';
import { ReportModal } from './ReportModal';

/**
 * A post on its own page (/…/groups/:groupId/posts/:postId) with its comments, oldest first: members add
 * a comment, delete their own, and report others'.
 */
export function PostDetail({ groupId, postId, base }: { groupId: number; postId: number; base: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [pages, setPages] = useState(1);
  const detail = useEndpointQuery(frontGroups.postDetail, { id: postId, pageNo: 1 });
  const group = useEndpointQuery(frontGroups.groupDetail, { group_id: groupId });
  const groupPath = `${base}/${groupId}`;
  const groupTitle = group.data?.data.group.title;
  usePageTitle(groupTitle ? t('groups.postPage.titleIn', { title: groupTitle }) : t('groups.postPage.title'));
  const mutedUntil = group.data?.data.group.muted_until ?? null;
  const muted = mutedNow(mutedUntil);
  return (
    <Stack gap="lg">
      <BackLink to={groupPath}>{groupTitle ? t('groups.postPage.backTo', { title: groupTitle }) : t('groups.postPage.back')}</BackLink>
      <Title order={1}>{t('groups.postPage.title')}</Title>
      <QueryState query={detail}>
        {({ data, total_pages }) => (
          <Stack gap="lg">
            <PostCard post={data.postDetail} headingId="post-detail-author" mayReact={!muted} onDeleted={() => void navigate(groupPath)} />
            <section aria-labelledby="post-comments">
              <Title order={2} size="h3" id="post-comments" mb="sm">
                {t('groups.post.comments', { count: data.postDetail.comments_count })}
              </Title>
              <Stack gap="sm">
                {data.postComments.length === 0 ? (
                  <Text c="dimmed">{t('groups.comments.none')}</Text>
                ) : (
                  <CommentList comments={data.postComments} />
                )}
                {Array.from({ length: pages - 1 }, (_, index) => index + 2).map((page) => (
                  <CommentsPage key={page} postId={postId} page={page} />
                ))}
                {pages < (total_pages ?? 1) && (
                  <Group justify="center">
                    <Button variant="default" onClick={() => setPages(pages + 1)}>
                      {t('groups.comments.more')}
                    </Button>
                  </Group>
                )}
                {muted ? <MutedNotice until={mutedUntil!} /> : <CommentForm postId={postId} />}
              </Stack>
            </section>
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

function CommentsPage({ postId, page }: { postId: number; page: number }) {
  const detail = useEndpointQuery(frontGroups.postDetail, { id: postId, pageNo: page });
  return <QueryState query={detail}>{({ data }) => <CommentList comments={data.postComments} />}</QueryState>;
}

function CommentList({ comments }: { comments: readonly Comment[] }) {
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {comments.map((comment) => (
        <li key={comment.comment_id}>
          <CommentCard comment={comment} />
        </li>
      ))}
    </Stack>
  );
}

function CommentCard({ comment }: { comment: Comment }) {
  const { t } = useTranslation();
  const [reporting, setReporting] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useEndpointMutation(frontGroups.commentDelete, { invalidates: FEED_READS });
  return (
    <Card component="article" withBorder radius="md" padding="sm" aria-labelledby={`comment-${comment.comment_id}-by`}>
      <Stack gap="xs">
        <div id={`comment-${comment.comment_id}-by`}>
          <Byline author={comment.author} at={comment.created_at} />
        </div>
        <MentionText text={comment.comment} mentions={comment.mentions} />
        <Group gap={4} justify="flex-end">
          {!comment.author.self && (
            <Button size="xs" variant="subtle" color="gray" leftSection={<IconFlag size={14} aria-hidden />} onClick={() => setReporting(true)}>
              {t('groups.comments.report')}
            </Button>
          )}
          {comment.can_delete && (
            <Button size="xs" variant="subtle" color="red" leftSection={<IconTrash size={14} aria-hidden />} onClick={() => setDeleting(true)}>
              {t('groups.comments.delete')}
            </Button>
          )}
        </Group>
      </Stack>
      <ReportModal opened={reporting} postId={comment.post_id} commentId={comment.comment_id} onClose={() => setReporting(false)} />
      <ConfirmModal
        opened={deleting}
        title={t('groups.comments.deleteTitle')}
        text={t('groups.comments.deleteText')}
        confirmLabel={t('groups.comments.yesDelete')}
        cancelLabel={t('groups.keep')}
        pending={remove.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={() =>
          remove.mutate({ comment_id: comment.comment_id }, toastOutcome(GROUP_MESSAGES.commentDeleted, MESSAGES.somethingWentWrong, () => setDeleting(false)))
        }
      />
    </Card>
  );
}

function CommentForm({ postId }: { postId: number }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useEndpointMutation(frontGroups.commentAdd, { invalidates: FEED_READS });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const comment = text.trim();
        if (!comment) return setError(t('groups.comments.empty'));
        setError(null);
        add.mutate({ post_id: postId, comment, mentions: [] }, toastOutcome(GROUP_MESSAGES.commentAdded, MESSAGES.somethingWentWrong, () => setText('')));
      }}
    >
      <Stack gap="xs">
        <Textarea
          label={t('groups.comments.label')}
          autosize
          minRows={2}
          maxLength={COMMENT_TEXT_MAX}
          value={text}
          error={error}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={add.isPending}>
            {t('groups.comments.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
