import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/translation';
import { PageHeader } from '../../../shared/ui/page-header';
import { PagedTable } from '../../../shared/ui/paged-table';
import { usePageTitle } from '../../../shared/ui/route-handle';
import { downloadMyInvoice, myInvoicesQueryOptions } from '../api/invoices';
import { useInvoiceColumns } from '../components/invoice-columns';
import { InvoiceFilters } from '../components/invoice-filters';
import { useInvoiceSearch } from '../components/invoice-search';

/** /panel/profile/invoices: the agent's tax invoices and credit notes, each downloadable as a PDF. */
export function AgentInvoicesPage() {
  const { t } = useTranslation('invoices');
  const title = usePageTitle();
  const state = useInvoiceSearch();
  const { agentId: _agentId, ...params } = state.params;
  const invoices = useQuery(myInvoicesQueryOptions(params));
  const columns = useInvoiceColumns(downloadMyInvoice);
  return (
    <>
      <PageHeader title={title} description={t('agentIntro')} />
      <Stack gap="md">
        <InvoiceFilters state={state} />
        <PagedTable
          state={{ params, filtered: state.filtered, update: state.update }}
          query={invoices}
          columns={columns}
          emptyText={t('list.empty')}
          noResultsText={t('list.noResults')}
          testId="invoices-table"
        />
      </Stack>
    </>
  );
}
