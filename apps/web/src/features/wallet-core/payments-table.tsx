import { useQuery } from '@tanstack/react-query';
import { isForbidden } from '../../shared/api/error-status';
import { useTranslation } from '../../shared/i18n/translation';
import { NoAccess } from '../../shared/ui/no-access';
import { PagedTable } from '../../shared/ui/paged-table';
import { type PaymentsParams, paymentsQueryOptions } from '../transactions/api/transactions';
import { usePaymentColumns } from './payments-columns';

export interface PaymentsTableChange {
  page?: number;
  limit?: number | null;
  sort?: PaymentsParams['sort'];
  after?: string | null;
}

/**
 * A page of the ledger (GET /transactions/findAllByAdmin) for `params`: the payments screen passes its URL
 * filters, an agent's page pins `agentId` (and hides the agent column).
 */
export function PaymentsTable({
  params,
  onChange,
  filtered,
  emptyText,
}: {
  params: PaymentsParams;
  onChange: (change: PaymentsTableChange) => void;
  filtered: boolean;
  emptyText: string;
}) {
  const { t } = useTranslation('payments');
  const payments = useQuery(paymentsQueryOptions(params));
  const columns = usePaymentColumns({ withAgent: !params.agentId });

  if (isForbidden(payments.error)) return <NoAccess permission="ViewPayments" />;
  return (
    <PagedTable
      state={{ params, filtered, update: onChange }}
      query={payments}
      columns={columns}
      emptyText={emptyText}
      noResultsText={t('list.noResults')}
      testId="payments-table"
      keyset
    />
  );
}
