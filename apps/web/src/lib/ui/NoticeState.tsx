import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle } from './use-page-title';

/** A whole-page notice (not found, not available): heading, a sentence and one way on. */
export function NoticeState({ title, body, action, to }: { title: string; body: string; action: string; to: string }) {
  usePageTitle(title);
  return (
    <Stack align="center" gap="md" py={60} ta="center">
      <Title order={1}>{title}</Title>
      <Text c="dimmed" maw={440}>
        {body}
      </Text>
      <Button component={Link} to={to} variant="light">
        {action}
      </Button>
    </Stack>
  );
}
