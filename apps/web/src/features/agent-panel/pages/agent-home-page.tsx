import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { IconHammer } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSignedInAgent } from '../../../shared/auth/use-auth';

/** /panel: the booking page. A welcome until the booking flow is built. */
export function AgentHomePage() {
  const { t } = useTranslation('dashboard');
  const agent = useSignedInAgent();
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack gap="sm">
        <Title order={1} fz="h2">
          {t('agent.welcome', { name: agent?.name ?? '' })}
        </Title>
        <Text c="dimmed">{t('agent.intro')}</Text>
        <Alert variant="light" icon={<IconHammer size={18} aria-hidden="true" />}>
          {t('agent.bookingSoon')}
        </Alert>
      </Stack>
    </Paper>
  );
}
