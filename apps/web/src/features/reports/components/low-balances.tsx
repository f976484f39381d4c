import { Anchor, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/translation';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import { formatMoney } from '../../../shared/money/money';
import { Link } from '../../../shared/router/react';
import { QueryError } from '../../../shared/ui/query-error';
import { lowBalancesQueryOptions } from '../../transactions/api/transactions';

/** Agents whose balance is below their low-balance alert, lowest first (issue #19; ViewReports). */
export function LowBalances() {
  const { t, i18n } = useTranslation('reports');
  const localized = useLocalizedPath();
  const titleId = useId();
  const agents = useQuery(lowBalancesQueryOptions());
  const money = (halalas: number) => formatMoney(halalas, i18n.language);

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby={titleId}
      data-testid="low-balances"
    >
      <Stack gap="sm">
        <Title order={2} fz="h4" id={titleId}>
          {t('lowBalances.title')}
        </Title>
        {agents.isPending ? (
          <Skeleton h={80} />
        ) : agents.isError ? (
          <QueryError onRetry={() => void agents.refetch()} />
        ) : agents.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('lowBalances.empty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={320}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('lowBalances.agent')}</Table.Th>
                  <Table.Th>{t('lowBalances.balance')}</Table.Th>
                  <Table.Th>{t('lowBalances.threshold')}</Table.Th>
                  <Table.Th visibleFrom="sm">{t('lowBalances.available')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {agents.data.map((agent) => (
                  <Table.Tr key={agent.id}>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={localized(`/admin-panel/agents/edit?id=${agent.id}`)}
                        size="sm"
                        dir="auto"
                        aria-label={t('lowBalances.edit', { name: agent.name })}
                      >
                        {agent.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" c={agent.balance < 0 ? 'red' : undefined} dir="auto">
                        {money(agent.balance)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" dir="auto">
                        {money(agent.lowBalanceThreshold)}
                      </Text>
                    </Table.Td>
                    <Table.Td visibleFrom="sm">
                      <Text size="sm" dir="auto">
                        {money(agent.balance + agent.creditLimit)}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
