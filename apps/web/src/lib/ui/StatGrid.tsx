import { Paper, SimpleGrid, Text } from '@mantine/core';

/**
 * A few figures as labelled tiles (a description list): open and done tasks, assignments, feelings (tasks),
 * a patient's practice counters and sign-ins (patient record).
 */
export function StatGrid({
  stats,
  cols = 3,
  baseCols = Math.min(2, cols),
}: {
  stats: readonly (readonly [label: string, value: number | string])[];
  cols?: number;
  /** Columns on a phone (two by default). */
  baseCols?: number;
}) {
  return (
    <SimpleGrid component="dl" cols={{ base: baseCols, sm: cols }} spacing="sm" m={0}>
      {stats.map(([label, value]) => (
        <Paper key={label} withBorder radius="md" p="sm">
          <Text component="dt" size="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" m={0} fw={700} size="xl">
            {value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
