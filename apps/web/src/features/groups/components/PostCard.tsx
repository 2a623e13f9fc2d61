import { useState, type ReactNode } from 'react';
import { Anchor, Avatar, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconFlag, IconHeart, IconHeartFilled, IconMessageCircle, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MESSAGES, type Post } from '@stillpoint/contracts';
import { useEndpointMutation } from '../../../lib/api-hooks';
import { toastOutcome } from '../../../lib/notify';
import { ConfirmModal } from '../../../lib/ui/ConfirmModal';
import { PersonName } from '../../../lib/ui/PersonName';
import { RelativeTime } from '../../../lib/ui/RelativeTime';
import { FEED_READS, frontGroups } from '../api/groups';
import { ReportModal } from './ReportModal';
import classes from './groups.module.css';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Plain text with line breaks kept and the members it mentions (`@Name`) set apart. */
export function MentionText({ text, mentions, lineClamp }: { text: string; mentions: readonly { name: string }[]; lineClamp?: number }) {
  const names = [...new Set(mentions.map((mention) => mention.name))].filter(Boolean).sort((a, b) => b.length - a.length);
  let parts: ReactNode[] = [text];
  if (names.length) {
    const pattern = new RegExp(`(@(?:${names.map(escape).join('|')}))`, 'g');
    parts = text.split(pattern).map((part, index) =>
      index % 2 === 1 ? (
        <span key={index} className={classes.mention}>
          {part}
        </span>
      ) : (
        part
      ),
    );
  }
  return (
    <Text className={classes.postText} {...(lineClamp ? { lineClamp } : {})}>
      {parts}
    </Text>
  );
}

/** The author, their avatar and when they wrote. */
export function Byline({ author, at, extra }: { author: Post['author']; at: string; extra?: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="center">
      <Avatar src={author.avatar} alt="" radius="xl" size={36} />
      <Stack gap={0}>
        <PersonName person={author} fw={600} size="sm" />
        <Text size="xs" c="dimmed">
          <RelativeTime at={at} />
          {extra}
        </Text>
      </Stack>
    </Group>
  );
}

/**
 * A post in a group's feed or on its own page: author, text with mentions, images, likes and comments, and
 * what the reader may do (like or unlike, report, delete their own). After a change the group detail, its
 * feed and the post are read again (spec section 4).
 */
export function PostCard({
  post,
  detailPath,
  headingId,
  onDeleted,
  mayReact = true,
}: {
  post: Post;
  /** The post's own page (the comments link); none on that page itself. */
  detailPath?: string;
  headingId?: string;
  onDeleted?: () => void;
  /** Members who may post may like; a muted member reads only. */
  mayReact?: boolean;
}) {
  const { t } = useTranslation();
  const [reporting, setReporting] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const like = useEndpointMutation(frontGroups.postLike, { invalidates: FEED_READS });
  const unlike = useEndpointMutation(frontGroups.postUnlike, { invalidates: FEED_READS });
  const remove = useEndpointMutation(frontGroups.postDelete, { invalidates: [...FEED_READS, frontGroups.groupsList] });
  const outcome = toastOutcome('', MESSAGES.somethingWentWrong);
  const who = { name: post.author.name };
  const likeLabel = t(post.liked ? 'groups.post.unlikeNamed' : 'groups.post.likeNamed', who);
  return (
    <Card component="article" withBorder radius="md" padding="md" aria-labelledby={headingId ?? `post-${post.id}-by`}>
      <Stack gap="sm">
        <div id={headingId ?? `post-${post.id}-by`}>
          <Byline author={post.author} at={post.created_at} />
        </div>
        <MentionText text={post.data} mentions={post.mentions} />
        {post.images.length > 0 && (
          <div className={classes.imageGrid}>
            {post.images.map((image, index) => (
              <a key={image.id} href={image.url} target="_blank" rel="noreferrer">
                <img src={image.url} alt={t('groups.post.imageAlt', { number: index + 1, name: post.author.name })} loading="lazy" />
              </a>
            ))}
          </div>
        )}
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Group gap="xs">
            <Button
              size="xs"
              variant={post.liked ? 'light' : 'subtle'}
              color={post.liked ? 'pink' : 'gray'}
              leftSection={post.liked ? <IconHeartFilled size={16} aria-hidden /> : <IconHeart size={16} aria-hidden />}
              aria-pressed={post.liked}
              aria-label={`${likeLabel} (${t('groups.post.likes', { count: post.likes_count })})`}
              disabled={!mayReact && !post.liked}
              loading={like.isPending || unlike.isPending}
              onClick={() => (post.liked ? unlike : like).mutate({ post_id: post.id }, outcome)}
            >
              {t('groups.post.likes', { count: post.likes_count })}
            </Button>
            {detailPath ? (
              <Anchor component={Link} to={detailPath} size="sm">
                <Group gap={4} component="span">
                  <IconMessageCircle size={16} aria-hidden />
                  {t('groups.post.comments', { count: post.comments_count })}
                </Group>
              </Anchor>
            ) : (
              <Text size="sm" c="dimmed">
                {t('groups.post.comments', { count: post.comments_count })}
              </Text>
            )}
            {post.hidden && <Badge color="gray">{t('groups.post.hidden')}</Badge>}
          </Group>
          <Group gap={4}>
            {!post.author.self && (
              <Button size="xs" variant="subtle" color="gray" leftSection={<IconFlag size={14} aria-hidden />} onClick={() => setReporting(true)}>
                {t('groups.post.report')}
              </Button>
            )}
            {post.can_delete && (
              <Button size="xs" variant="subtle" color="red" leftSection={<IconTrash size={14} aria-hidden />} onClick={() => setDeleting(true)}>
                {t('groups.post.delete')}
              </Button>
            )}
          </Group>
        </Group>
      </Stack>
      <ReportModal opened={reporting} postId={post.id} onClose={() => setReporting(false)} />
      <ConfirmModal
        opened={deleting}
        title={t('groups.post.deleteTitle')}
        text={t('groups.post.deleteText')}
        confirmLabel={t('groups.post.yesDelete')}
        cancelLabel={t('groups.keep')}
        pending={remove.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={() =>
          remove.mutate(
            { id: post.id },
            toastOutcome(t('groups.post.deleted'), MESSAGES.somethingWentWrong, () => {
              setDeleting(false);
              onDeleted?.();
            }),
          )
        }
      />
    </Card>
  );
}
