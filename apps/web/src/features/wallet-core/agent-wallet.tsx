import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { Agent } from '@masar/contract/auth';
import { IconCash, IconCreditCard } from '@tabler/icons-react';
import { useState } from 'react';
import { useAdminCan } from '../../shared/auth/use-permission';
import { useTranslation } from '../../shared/i18n/translation';
import { useLocalizedPath } from '../../shared/i18n/use-localized-path';
import { formatMoney } from '../../shared/money/money';
import { Link } from '../../shared/router/react';
import type { PaymentsParams } from '../transactions/api/transactions';
import { BalanceDialog } from './balance-dialog';
import { CreditDialog } from './credit-dialog';
import { PaymentsTable, type PaymentsTableChange } from './payments-table';

/**
 * The agent's wallet on the admin's agent page (the form above shows the balance): "Change balance" for
 * ManagePayments holders, and the agent's ledger for ViewPayments holders, paged here rather than in the
 * URL (the page's URL names the agent).
 */
export function AgentWallet({ agent }: { agent: Agent }) {
  const { t, i18n } = useTranslation('payments');
  const money = (halalas: number) => formatMoney(halalas, i18n.language);
  const localized = useLocalizedPath();
  const canView = useAdminCan('ViewPayments');
  const canManage = useAdminCan('ManagePayments');
  const [changing, setChanging] = useState(false);
  const [crediting, setCrediting] = useState(false);
  const [ledger, setLedger] = useState<PaymentsParams>({
    agentId: agent.id,
    page: 1,
    limit: 10,
    sort: '-createdAt',
  });
  const change = (next: PaymentsTableChange) =>
    setLedger((current) => ({
      ...current,
      page: next.page ?? 1,
      limit: next.limit === undefined ? current.limit : (next.limit ?? 10),
      sort: next.sort ?? current.sort,
      after: next.after ?? undefined,
    }));

  if (!canView && !canManage) return null;
  return (
    <Stack gap="sm" mt="xl" component="section" aria-labelledby="agent-wallet-title">
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Title order={2} fz="h4" id="agent-wallet-title">
          {t('balance.ledger')}
        </Title>
        <Group gap="md" wrap="wrap">
          {canView && (
            <Anchor component={Link} to={localized(`/admin-panel/payments?agentId=${agent.id}`)} size="sm">
              {t('balance.allPayments')}
            </Anchor>
          )}
          {canManage && (
            <Button
              variant="default"
              leftSection={<IconCreditCard size={18} aria-hidden="true" />}
              onClick={() => setCrediting(true)}
            >
              {t('credit.open')}
            </Button>
          )}
          {canManage && (
            <Button leftSection={<IconCash size={18} aria-hidden="true" />} onClick={() => setChanging(true)}>
              {t('balance.change')}
            </Button>
          )}
        </Group>
      </Group>
      <Text size="sm" data-testid="agent-credit-summary">
        {t('credit.summary', {
          balance: money(agent.balance),
          limit: money(agent.creditLimit),
          available: money(agent.balance + agent.creditLimit),
        })}
        {agent.lowBalanceThreshold !== null &&
          ` · ${t('credit.alertAt', { threshold: money(agent.lowBalanceThreshold) })}`}
      </Text>
      {canView && (
        <PaymentsTable params={ledger} onChange={change} filtered={false} emptyText={t('list.agentEmpty')} />
      )}
      {canManage && <BalanceDialog agent={agent} opened={changing} onClose={() => setChanging(false)} />}
      {canManage && (
        <CreditDialog
          key={`${agent.creditLimit}-${agent.lowBalanceThreshold}`}
          agent={agent}
          opened={crediting}
          onClose={() => setCrediting(false)}
        />
      )}
    </Stack>
  );
}
