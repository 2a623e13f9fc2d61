import { Anchor, Box, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconDownload, IconExternalLink, IconFileText, IconHeadphones, IconPhoto, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ResourceItem } from '@stillpoint/contracts';
import classes from './discovery.module.css';

const KIND_ICONS = { image: IconPhoto, audio: IconHeadphones, video: IconPlayerPlay, document: IconFileText };

/** A class's or a meditation's resources: links open in a new tab, stored files download. */
export function ResourceList({
  resources,
  headingId = 'discovery-resources',
}: {
  resources: ResourceItem[];
  headingId?: string;
}) {
  const { t } = useTranslation();
  if (resources.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId} mb="sm">
        {t('discovery.resourcesTitle')}
      </Title>
      <Stack gap="xs" component="ul" className={classes.contentList}>
        {resources.map((resource) => {
          const Icon = resource.media ? KIND_ICONS[resource.media.kind] : IconExternalLink;
          const href = resource.media?.url ?? resource.url;
          return (
            <Paper key={resource.id} component="li" withBorder radius="md" p="sm">
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <ThemeIcon variant="light" radius="md" size="lg" aria-hidden>
                  <Icon size={18} />
                </ThemeIcon>
                <Stack gap={2} style={{ minWidth: 0 }}>
                  {href ? (
                    <Anchor
                      href={href}
                      fw={500}
                      {...(resource.media
                        ? { download: resource.media.originalName ?? true }
                        : { target: '_blank', rel: 'noopener noreferrer' })}
                    >
                      <Group gap={6} component="span" wrap="nowrap">
                        {resource.title}
                        {resource.media ? <IconDownload size={14} aria-hidden /> : <IconExternalLink size={14} aria-hidden />}
                      </Group>
                    </Anchor>
                  ) : (
                    <Text fw={500}>{resource.title}</Text>
                  )}
                  {resource.description && (
                    <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {resource.description}
                    </Text>
                  )}
                </Stack>
              </Group>
            </Paper>
          );
        })}
      </Stack>
    </Box>
  );
}
