import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from '../router/react';

/**
 * A page's heading row: an optional link back (arrow mirrored in right-to-left pages), the h1, a short
 * description, and actions at the inline end (below the title on phones).
 */
export function PageHeader({
  title,
  description,
  actions,
  back,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  back?: { to: string; label: string };
}) {
  return (
    <Group justify="space-between" align="flex-end" gap="md" mb="lg" wrap="wrap">
      <Stack gap={4} miw={0} style={{ flex: '1 1 16rem' }}>
        {back && (
          <Anchor component={Link} to={back.to} size="sm" w="fit-content">
            <Group gap={4} wrap="nowrap" component="span">
              <IconArrowLeft size={16} aria-hidden="true" className="mirror-in-rtl" />
              {back.label}
            </Group>
          </Anchor>
        )}
        <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
          {title}
        </Title>
        {description && (
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        )}
      </Stack>
      {actions && (
        <Group gap="sm" wrap="wrap">
          {actions}
        </Group>
      )}
    </Group>
  );
}
