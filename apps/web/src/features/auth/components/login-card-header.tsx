import { Stack, Text, Title } from '@mantine/core';

export function LoginCardHeader({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <Stack gap={4} mb="lg">
      <Title order={1} fz="h2">
        {title}
      </Title>
      <Text c="dimmed" size="sm">
        {subtitle}
      </Text>
    </Stack>
  );
}
