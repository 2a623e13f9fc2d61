import { Paper, SimpleGrid, Text } from '@mantine/core';

/** Labelled facts about someone (a description list in two columns). */
export function FactList({ facts }: { facts: readonly (readonly [label: string, value: string])[] }) {
  return (
    <Paper withBorder radius="lg" p="lg">
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="sm" m={0}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="sm" c="dimmed">
              {label}
            </Text>
            <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
