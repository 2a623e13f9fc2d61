import { Anchor, Avatar, Group, Text } from '@mantine/core';
import { IconBook, IconHeadphones, IconPlayerPlay } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ItemRef } from '@stillpoint/contracts';

/**
 * Where an item opens, when the page knows (the pages live in the discovery feature). Besides classes,
 * meditations and contents, the top banner's reviews name lessons (with their class).
 */
export type ItemPath = (item: Pick<ItemRef, 'id' | 'classId'> & { type: ItemRef['type'] | 'lesson' }) => string | undefined;

const ICONS = { class: IconBook, meditation: IconHeadphones, content: IconPlayerPlay };

/** An item's picture (or its kind's icon) and its title, linked when it can be opened. */
export function ItemTitle({ item, itemPath }: { item: ItemRef; itemPath?: ItemPath | undefined }) {
  const Icon = ICONS[item.type];
  const to = itemPath?.(item);
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={item.image} alt="" radius="md" size={40} color="primary">
        <Icon size={20} aria-hidden />
      </Avatar>
      {to ? (
        <Anchor component={Link} to={to} fw={500}>
          {item.title}
        </Anchor>
      ) : (
        <Text fw={500}>{item.title}</Text>
      )}
    </Group>
  );
}
