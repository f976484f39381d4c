import { Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * The booking is in: a tick, the reference (what the traveller quotes), the status, the summary and the
 * ways on. `standalone` is the public site's page, where this is the page's own heading (h1); in the
 * agent panel it sits under the page header (h2).
 */
export function BookingDone({
  standalone = false,
  text,
  reference,
  status,
  summary,
  actions,
}: {
  standalone?: boolean;
  text: { title: string; intro: string; reference: string; status: string };
  reference: string;
  status: ReactNode;
  summary: ReactNode;
  actions: ReactNode;
}) {
  return (
    <Paper
      withBorder
      radius={standalone ? 'lg' : 'md'}
      shadow={standalone ? 'sm' : undefined}
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby="booking-done-title"
    >
      <Stack gap="lg">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon size={standalone ? 52 : 48} radius="xl" color="teal" variant="light" aria-hidden="true">
            <IconCircleCheck size={standalone ? 32 : 30} />
          </ThemeIcon>
          <Stack gap={4} miw={0}>
            <Title
              order={standalone ? 1 : 2}
              fz={standalone ? { base: 'h3', sm: 'h2' } : 'h3'}
              id="booking-done-title"
            >
              {text.title}
            </Title>
            <Text c="dimmed" size="sm">
              {text.intro}
            </Text>
          </Stack>
        </Group>
        <Group gap={standalone ? 'xl' : 'md'} wrap="wrap" align="center">
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {text.reference}
            </Text>
            <Text
              fw={700}
              fz="xl"
              dir="ltr"
              data-testid="booking-reference"
              style={{ letterSpacing: '0.04em' }}
            >
              {reference}
            </Text>
          </Stack>
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {text.status}
            </Text>
            {status}
          </Stack>
        </Group>
        {summary}
        <Group gap="sm" wrap="wrap">
          {actions}
        </Group>
      </Stack>
    </Paper>
  );
}
