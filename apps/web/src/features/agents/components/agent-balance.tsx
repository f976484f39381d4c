import { Badge, Box, Skeleton, useMatches } from '@mantine/core';
import { IconWallet } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import { formatMoney } from '../../../shared/money/money';
import { currentAgentQueryOptions } from '../api/agents';

/** The wallet balance in the agent header, linking to the wallet transactions. Nothing when it failed. */
export function AgentBalance() {
  const { t, i18n } = useTranslation();
  const localized = useLocalizedPath();
  const agent = useQuery(currentAgentQueryOptions());
  const size = useMatches({ base: 'md', sm: 'lg' });
  if (agent.isPending) return <Skeleton h={26} w={110} radius="xl" />;
  if (!agent.data) return null;
  const amount = formatMoney(agent.data.balance, i18n.language);
  return (
    <Badge
      component={Link}
      to={localized('/panel/profile/wallet-transactions')}
      size={size}
      variant="light"
      radius="xl"
      leftSection={
        <Box component="span" visibleFrom="sm" style={{ display: 'flex' }}>
          <IconWallet size={16} aria-hidden="true" />
        </Box>
      }
      aria-label={t('walletBalance', { amount })}
      title={t('walletBalance', { amount })}
      style={{ cursor: 'pointer', textTransform: 'none' }}
      data-testid="agent-balance"
    >
      <span dir="auto">{amount}</span>
    </Badge>
  );
}
