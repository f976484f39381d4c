import { Button, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArrowLeft, IconFileUnknown } from '@tabler/icons-react';
import { Link } from '../router/react';

/** An edit page whose record is missing: no `?id=`, a malformed one, or one that does not exist (404). */
export function RecordNotFound({ message, back }: { message: string; back: { to: string; label: string } }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }} maw={720} role="status">
      <Stack gap="md" align="flex-start">
        <ThemeIcon size={44} radius="xl" variant="light" color="gray" aria-hidden="true">
          <IconFileUnknown size={24} />
        </ThemeIcon>
        <Text>{message}</Text>
        <Button
          component={Link}
          to={back.to}
          variant="light"
          leftSection={<IconArrowLeft size={16} aria-hidden="true" className="mirror-in-rtl" />}
        >
          {back.label}
        </Button>
      </Stack>
    </Paper>
  );
}
