import { useRef, useState } from 'react';
import { Button, Card, FileInput, Group, Stack, Text, Textarea, UnstyledButton, Avatar } from '@mantine/core';
import { IconPhoto, IconSend } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { GROUP_MESSAGES, MENTIONS_MAX, POST_IMAGES_MAX, POST_TEXT_MAX, type GroupMember } from '@stillpoint/contracts';
import { invalidateEndpoints } from '../../../lib/api-hooks';
import { errorMessage } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { UploadProgress } from '../../../lib/ui/UploadProgress';
import { createPost, FEED_READS, frontGroups, type NewPost } from '../api/groups';
import classes from './groups.module.css';

const IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/gif';
const SUGGESTIONS = 6;

/** The `@word` being typed just before the caret, if any: where it starts and what it says so far. */
export function mentionQuery(text: string, caret: number): { start: number; query: string } | null {
  const match = /(?:^|\s)@([^\s@]{0,30})$/.exec(text.slice(0, caret));
  if (!match) return null;
  return { start: caret - match[1]!.length - 1, query: match[1]! };
}

/** The members named in the text (`@Name`) among those picked while writing: what `mentions` sends. */
export function mentionedIds(text: string, picked: ReadonlyMap<number, string>): number[] {
  return [...picked].filter(([, name]) => text.includes(`@${name}`)).map(([id]) => id).slice(0, MENTIONS_MAX);
}

/**
 * Writes a post in a group: text, up to four images through the upload path (with its progress), and
 * @mentions of members picked from the group's participants as one types `@`.
 */
export function Composer({ groupId, participants }: { groupId: number; participants: readonly GroupMember[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const field = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [picked, setPicked] = useState<Map<number, string>>(new Map());
  const [query, setQuery] = useState<{ start: number; query: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const post = useMutation({
    mutationFn: (input: NewPost) => createPost(input, setPercent),
    onSettled: () => setPercent(null),
  });

  const others = participants.filter((member) => !member.person.self);
  const suggestions =
    query === null
      ? []
      : others.filter((member) => member.person.name.toLowerCase().includes(query.query.toLowerCase())).slice(0, SUGGESTIONS);

  function track(value: string, caret: number) {
    setText(value);
    setQuery(mentionQuery(value, caret));
  }

  function pick(member: GroupMember) {
    if (!query) return;
    const caret = query.start + query.query.length + 1;
    const inserted = `@${member.person.name} `;
    const next = text.slice(0, query.start) + inserted + text.slice(caret);
    setText(next);
    setPicked(new Map(picked).set(member.member_id, member.person.name));
    setQuery(null);
    const at = query.start + inserted.length;
    requestAnimationFrame(() => {
      field.current?.focus();
      field.current?.setSelectionRange(at, at);
    });
  }

  function submit() {
    const data = text.trim();
    if (!data) return setError(t('groups.composer.empty'));
    if (images.length > POST_IMAGES_MAX) return setError(t('groups.composer.tooManyImages', { count: POST_IMAGES_MAX }));
    setError(null);
    post.mutate(
      { group_id: groupId, data, mentions: mentionedIds(data, picked), images },
      {
        onSuccess: async (response) => {
          notify.success(response.message || GROUP_MESSAGES.postAdded);
          setText('');
          setImages([]);
          setPicked(new Map());
          await invalidateEndpoints(queryClient, [...FEED_READS, frontGroups.groupsList]);
        },
        onError: (caught) => notify.error(errorMessage(caught, GROUP_MESSAGES.postFailed)),
      },
    );
  }

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="group-composer-title">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Text id="group-composer-title" fw={600}>
            {t('groups.composer.title')}
          </Text>
          <Textarea
            ref={field}
            label={t('groups.composer.label')}
            description={t('groups.composer.hint')}
            autosize
            minRows={3}
            maxLength={POST_TEXT_MAX}
            value={text}
            error={error}
            onChange={(event) => track(event.currentTarget.value, event.currentTarget.selectionStart ?? event.currentTarget.value.length)}
            onKeyUp={(event) => setQuery(mentionQuery(event.currentTarget.value, event.currentTarget.selectionStart ?? 0))}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && query) {
                event.stopPropagation();
                setQuery(null);
              }
            }}
          />
          {suggestions.length > 0 && (
            <div>
              <Text size="xs" c="dimmed" id="group-mention-hint">
                {t('groups.composer.mentionHint')}
              </Text>
              <ul className={classes.suggestions} aria-labelledby="group-mention-hint">
                {suggestions.map((member) => (
                  <li key={member.member_id}>
                    <UnstyledButton onClick={() => pick(member)} p={4} w="100%" aria-label={t('groups.composer.mention', { name: member.person.name })}>
                      <Group gap="xs" wrap="nowrap">
                        <Avatar src={member.person.avatar} alt="" size={24} radius="xl" />
                        <Text size="sm">{member.person.name}</Text>
                      </Group>
                    </UnstyledButton>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <FileInput
            label={t('groups.composer.images', { count: POST_IMAGES_MAX })}
            multiple
            clearable
            accept={IMAGE_TYPES}
            value={images}
            onChange={(files) => setImages(files)}
            leftSection={<IconPhoto size={16} aria-hidden />}
            clearButtonProps={{ 'aria-label': t('groups.composer.clearImages') }}
          />
          <UploadProgress percent={percent} />
          <Group justify="flex-end">
            <Button type="submit" loading={post.isPending} leftSection={<IconSend size={16} aria-hidden />}>
              {t('groups.composer.post')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
