import { Badge, Box, Skeleton, useMatches } from '@mantine/core';
import { IconWallet } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/translation';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import { formatMoney } from '../../../shared/money/money';
import { Link } from '../../../shared/router/react';
import { currentAgentQueryOptions } from '../api/agents';

/**
 * The wallet in the agent header, linking to the wallet transactions: the balance, or for an agent with
 * credit what they may still spend ("Available": balance + credit limit, decision 0011) and, from xl, the
 * balance too (always in the label and title). Nothing when it failed.
 */
export function AgentBalance() {
  const { t, i18n } = useTranslation();
  const localized = useLocalizedPath();
  const agent = useQuery(currentAgentQueryOptions());
  const size = useMatches({ base: 'md', sm: 'lg' });
  if (agent.isPending) return <Skeleton h={26} w={110} radius="xl" />;
  if (!agent.data) return null;
  const { balance, creditLimit } = agent.data;
  const amount = formatMoney(balance, i18n.language);
  const available = formatMoney(balance + creditLimit, i18n.language);
  const label =
    creditLimit === 0 ? t('walletBalance', { amount }) : t('walletAvailable', { available, amount });
  return (
    <Badge
      component={Link}
      to={localized('/panel/profile/wallet-transactions')}
      size={size}
      variant="light"
      color={balance < 0 ? 'orange' : undefined}
      radius="xl"
      leftSection={
        <Box component="span" visibleFrom="sm" style={{ display: 'flex' }}>
          <IconWallet size={16} aria-hidden="true" />
        </Box>
      }
      aria-label={label}
      title={label}
      style={{ cursor: 'pointer', textTransform: 'none' }}
      data-testid="agent-balance"
    >
      {creditLimit === 0 ? (
        <span dir="auto" data-testid="agent-balance-amount">
          {amount}
        </span>
      ) : (
        <>
          <span>
            {t('available')}{' '}
            <span dir="auto" data-testid="agent-available">
              {available}
            </span>
          </span>
          {/* The header is crowded below xl (seven links): the balance is then in the label and the title. */}
          <Box component="span" visibleFrom="xl" style={{ fontWeight: 400 }}>
            {' · '}
            {t('balance')}{' '}
            <span dir="auto" data-testid="agent-balance-amount">
              {amount}
            </span>
          </Box>
        </>
      )}
    </Badge>
  );
}
