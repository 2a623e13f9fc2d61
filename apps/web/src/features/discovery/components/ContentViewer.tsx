import { Link } from 'react-router';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ContentDetail } from '@stillpoint/contracts';
import { saveWatchTime } from '../api/discovery-api';
import { embedUrl, safeHtml, type DiscoveryPaths } from './format';
import { PdfViewer } from '../../../lib/ui/PdfViewer';
import { usePositionSaver } from './use-position-saver';
import classes from './discovery.module.css';

function SavedMedia({ content, kind, readOnly }: { content: ContentDetail; kind: 'audio' | 'video'; readOnly: boolean }) {
  const { t } = useTranslation();
  const ref = usePositionSaver(
    content.positionSeconds,
    readOnly
      ? null
      : (position, watched) => void saveWatchTime({ content_id: content.id, position, watched }).catch(() => undefined),
  );
  if (!content.media) return <Alert color="yellow">{t('discovery.noMedia')}</Alert>;
  return kind === 'video' ? (
    <video
      ref={ref}
      className={classes.media}
      src={content.media.url}
      controls
      preload="metadata"
      aria-label={t('discovery.videoTitle', { title: content.title })}
    />
  ) : (
    <audio ref={ref} src={content.media.url} controls preload="metadata" style={{ width: '100%' }} aria-label={content.title} />
  );
}

/** Shows a content of any type: text, document (PDF in the page), video (file or embed), audio, image, class or lesson link. */
export function ContentViewer({
  content,
  paths,
  readOnly,
}: {
  content: ContentDetail;
  paths: DiscoveryPaths;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  switch (content.type) {
    case 'text':
      return <div className={classes.richText} dangerouslySetInnerHTML={{ __html: safeHtml(content.body) }} />;
    case 'document': {
      if (!content.media)
        return content.url ? (
          <Anchor href={content.url} target="_blank" rel="noopener noreferrer">
            {t('discovery.openLink')}
          </Anchor>
        ) : (
          <Alert color="yellow">{t('discovery.noMedia')}</Alert>
        );
      if (content.media.contentType === 'application/pdf')
        return <PdfViewer url={content.media.url} title={content.title} name={content.media.originalName} />;
      return (
        <Anchor href={content.media.url} download={content.media.originalName ?? undefined}>
          {t('discovery.downloadFile', { name: content.media.originalName ?? content.title })}
        </Anchor>
      );
    }
    case 'video': {
      if (content.videoSource === 'video' || (!content.url && content.media))
        return <SavedMedia content={content} kind="video" readOnly={readOnly} />;
      const embed = embedUrl(content.videoSource, content.url);
      if (!embed)
        return content.url ? (
          <Anchor href={content.url} target="_blank" rel="noopener noreferrer">
            {t('discovery.openLink')}
          </Anchor>
        ) : (
          <Alert color="yellow">{t('discovery.noMedia')}</Alert>
        );
      return (
        <iframe
          className={classes.embed}
          src={embed}
          title={t('discovery.videoTitle', { title: content.title })}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
          loading="lazy"
        />
      );
    }
    case 'audio':
      return <SavedMedia content={content} kind="audio" readOnly={readOnly} />;
    case 'image':
      return content.media ? (
        <img
          src={content.media.url}
          alt={content.body ? content.body.replace(/<[^>]*>/g, '') : content.title}
          className={classes.heroImage}
          style={{ maxHeight: '70vh', objectFit: 'contain' }}
        />
      ) : (
        <Alert color="yellow">{t('discovery.noMedia')}</Alert>
      );
    case 'class':
    case 'lesson':
      return content.target ? (
        <Button component={Link} to={paths.classPage(content.target.classId)} variant="light">
          {t('discovery.openTarget', { title: content.target.title })}
        </Button>
      ) : (
        <Text c="dimmed">{t('discovery.noMedia')}</Text>
      );
    default:
      return null;
  }
}

export function ContentBody({ content }: { content: ContentDetail }) {
  if (content.type === 'text' || content.type === 'image' || !content.body) return null;
  return (
    <Stack gap="xs">
      <div className={classes.richText} dangerouslySetInnerHTML={{ __html: safeHtml(content.body) }} />
    </Stack>
  );
}
