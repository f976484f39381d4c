import { Paper, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/** A titled frame for one chart: a section named by its heading; `empty` replaces the chart when set. */
export function ChartCard({
  title,
  testId,
  empty,
  children,
}: {
  title: string;
  testId: string;
  /** What to say instead of an empty chart. */
  empty?: string | null;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId} data-testid={testId}>
      <Title order={3} fz="h5" id={titleId} mb="xs">
        {title}
      </Title>
      {empty ? (
        <Text c="dimmed" size="sm" py="xl" ta="center">
          {empty}
        </Text>
      ) : (
        children
      )}
    </Paper>
  );
}
