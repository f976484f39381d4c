import { Group, Paper, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconWallet } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/translation';
import { formatMoney } from '../../../shared/money/money';
import { currentAgentQueryOptions } from '../../agents/api/agents';

/** The wallet's current balance (GET /agents/currentAgentData, the same query as the header's). */
export function BalanceSummary() {
  const { t, i18n } = useTranslation('wallet');
  const agent = useQuery(currentAgentQueryOptions());
  return (
    <Paper withBorder radius="md" p="lg" bg="masar.0" maw={520}>
      <Group gap="md" wrap="nowrap">
        <ThemeIcon size={48} radius="md" variant="white" aria-hidden="true">
          <IconWallet size={26} />
        </ThemeIcon>
        <Stack gap={2} miw={0}>
          <Text fw={500}>{t('balance.title')}</Text>
          {agent.data ? (
            <Text fz={28} fw={700} c="masar.8" data-testid="wallet-balance">
              <span dir="auto">{formatMoney(agent.data.balance, i18n.language)}</span>
            </Text>
          ) : agent.isError ? (
            <Text c="dimmed">{t('balance.unavailable')}</Text>
          ) : (
            <Skeleton h={36} w={180} />
          )}
          <Text size="sm" c="dimmed">
            {t('balance.hint')}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
