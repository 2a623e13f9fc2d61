import { useId, useState, type ReactNode } from 'react';
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, MESSAGES, type PublicationStatus, type PublishRequirement } from '@stillpoint/contracts';
import { errorMessage } from '../forms';
import { notify } from '../notify';

/**
 * Draft and published in the studio (decision 0011): the state badge of a class, meditation or section,
 * what it still needs, and its Publish / Move to drafts buttons. The studio features (classes,
 * meditations, sections) give the calls; the server refuses a publish that lacks something (409) and the
 * refusal stays on screen beside the button.
 */
export interface Publishable {
  status: PublicationStatus;
  publishedAt: string | null;
  missing: PublishRequirement[];
}

/** A publish or unpublish call: resolves with the server's message. */
export type PublicationCall = () => Promise<{ message: string }>;

/** Never squeezed into an ellipsis by a narrow table column. */
const WHOLE = { minWidth: 'max-content', flexShrink: 0 } as const;

/** "Draft" or "Published", the same everywhere. */
export function PublicationBadge({ item }: { item: Publishable }) {
  const { t } = useTranslation();
  return item.status === 'published' ? (
    <Badge color="teal" variant="light" tt="none" style={WHOLE}>
      {t('publication.published')}
    </Badge>
  ) : (
    <Badge color="gray" variant="outline" tt="none" style={WHOLE}>
      {t('publication.draft')}
    </Badge>
  );
}

/**
 * What the item needs before people can see it, as a sentence ("Add a lesson first"), or null. A published
 * item that lost what it needs (its last lesson, its audio) says it is hidden until it has it again.
 */
export function usePublicationHint(item: Publishable): string | null {
  const { t } = useTranslation();
  const need = item.missing[0];
  if (!need) return null;
  return item.status === 'published' ? t(`publication.hidden.${need}`) : t(`publication.missing.${need}`);
}

/** Runs a publish or unpublish call with a toast; a refusal's message is handed back to stay on screen. */
function usePublicationRun() {
  const [refusal, setRefusal] = useState<string | null>(null);
  const run = async (call: PublicationCall) => {
    setRefusal(null);
    try {
      notify.success((await call()).message);
    } catch (error) {
      const message = errorMessage(error, MESSAGES.somethingWentWrong);
      setRefusal(message);
      notify.error(message);
    }
  };
  return { refusal, run };
}

/**
 * The state of one item in an editor: badge, date, what is missing, Publish or Move to drafts, and (for a
 * clinic) a link to the learner page's preview.
 */
export function PublicationPanel({
  item,
  publish,
  unpublish,
  pending,
  previewTo,
  children,
}: {
  item: Publishable;
  publish: PublicationCall;
  unpublish: PublicationCall;
  pending: boolean;
  /** The learner page of this item, opened as a preview by its own clinic. */
  previewTo?: string | undefined;
  /** More text under the state (what publishing will do). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const hint = usePublicationHint(item);
  const hintId = useId();
  const { refusal, run } = usePublicationRun();
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label={t('publication.region')}>
      <Stack gap="xs">
        <Group justify="space-between" align="center" wrap="wrap" gap="sm">
          <Group gap="sm" align="center">
            <PublicationBadge item={item} />
            <Text size="sm" c="dimmed">
              {item.status === 'published' && item.publishedAt
                ? t('publication.publishedOn', { date: formatDateTime(item.publishedAt) })
                : t('publication.draftHint')}
            </Text>
          </Group>
          <Group gap="xs">
            {previewTo && (
              <Anchor component={Link} to={previewTo} size="sm">
                <Group gap={4} component="span" wrap="nowrap">
                  <IconEye size={16} aria-hidden />
                  {t('publication.preview')}
                </Group>
              </Anchor>
            )}
            {item.status === 'draft' ? (
              <Button size="sm" loading={pending} onClick={() => void run(publish)} aria-describedby={hint ? hintId : undefined}>
                {t('publication.publish')}
              </Button>
            ) : (
              <Button size="sm" variant="default" loading={pending} onClick={() => void run(unpublish)}>
                {t('publication.unpublish')}
              </Button>
            )}
          </Group>
        </Group>
        {hint && (
          <Text size="sm" id={hintId}>
            {hint}
          </Text>
        )}
        {children}
        {refusal && (
          <Alert color="red" role="alert" py="xs">
            {refusal}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

/** The state of one row of a studio list: badge, what is missing, and Publish for a draft. */
export function PublicationCell({
  item,
  title,
  publish,
  pending,
}: {
  item: Publishable;
  /** The item's title, for the button's name. */
  title: string;
  publish: PublicationCall;
  pending: boolean;
}) {
  const { t } = useTranslation();
  const hint = usePublicationHint(item);
  const { run } = usePublicationRun();
  return (
    <Stack gap={4} align="flex-start">
      <Group gap="xs" wrap="nowrap">
        <PublicationBadge item={item} />
        {item.status === 'draft' && item.missing.length === 0 && (
          <Button
            size="compact-sm"
            variant="light"
            loading={pending}
            onClick={() => void run(publish)}
            aria-label={t('publication.publishNamed', { title })}
          >
            {t('publication.publish')}
          </Button>
        )}
      </Group>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Stack>
  );
}
