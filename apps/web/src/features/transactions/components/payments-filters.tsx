import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { agentOptionLabel } from '../../../shared/format/agent-option';
import { useTranslation } from '../../../shared/i18n/translation';
import { LedgerFilters } from '../../wallet-core/ledger-filters';
import { paymentAgentsQueryOptions } from '../api/transactions';
import type { PaymentsSearch } from './use-payments-search';

/** The ledger filters with an agent picker first; every value lives in the URL. */
export function PaymentsFilters({ search }: { search: PaymentsSearch }) {
  const { t } = useTranslation('payments');
  const agents = useQuery(paymentAgentsQueryOptions());
  return (
    <LedgerFilters state={search} extraKeys={['agentId']}>
      <Select
        label={t('filters.agent')}
        placeholder={t('filters.anyAgent')}
        data={(agents.data ?? []).map((agent) => ({
          value: agent.id,
          label: agentOptionLabel(agent),
        }))}
        value={search.params.agentId ?? null}
        onChange={(value) => search.update({ agentId: value })}
        searchable
        clearable
        w={{ base: '100%', xs: 240 }}
      />
    </LedgerFilters>
  );
}
