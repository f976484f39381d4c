import { Button, Stack } from '@mantine/core';
import type { AgentBooking, BookingStatus } from '@masar/contract/agent-bookings';
import { IconCalendarPlus, IconFileSpreadsheet } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import { DataTable, useDataTableTexts } from '../../../shared/ui/data-table';
import { parsePageSize, type SortParam, sortParamOf, sortStatusOf } from '../../../shared/ui/list-sort';
import { PageHeader } from '../../../shared/ui/page-header';
import { usePaginationLabels } from '../../../shared/ui/pagination-labels';
import { QueryError } from '../../../shared/ui/query-error';
import { usePageTitle } from '../../../shared/ui/route-handle';
import { agentBookingsQueryOptions, type BookingSortField, exportAgentBookings } from '../api/agent-bookings';
import { BookingDrawer } from './booking-drawer';
import { useBookingColumns } from './bookings-columns';
import { BookingsFilters } from './bookings-filters';
import { useBookingsSearch } from './use-bookings-search';

/**
 * The agent's bookings: filters and sort in the URL, server pagination, Excel export of the same filtered
 * list, and the booking's drawer (?id=). The trips history shows every status; the requests page pins
 * the status to Requested.
 */
export function BookingsList({
  fixedStatus,
  defaultSort,
  description,
  emptyText,
}: {
  fixedStatus?: BookingStatus;
  defaultSort: SortParam<BookingSortField>;
  description: string;
  emptyText: string;
}) {
  const { t, i18n } = useTranslation('trips');
  const title = usePageTitle();
  const localized = useLocalizedPath();
  const search = useBookingsSearch({ fixedStatus, defaultSort });
  const { params, update } = search;
  const bookings = useQuery(agentBookingsQueryOptions(params));
  const texts = useDataTableTexts(search.filtered);
  const pagination = usePaginationLabels();
  const open = (booking: AgentBooking) => search.select(booking.id);
  const columns = useBookingColumns(open, { withStatus: !fixedStatus });
  const [exporting, setExporting] = useState(false);

  async function exportList() {
    setExporting(true);
    const { page: _page, limit: _limit, ...filters } = params;
    try {
      await exportAgentBookings(filters, i18n.language === 'en' ? 'en' : 'ar');
    } catch {
      // The API client already showed what went wrong.
    } finally {
      setExporting(false);
    }
  }

  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          <>
            <Button
              variant="default"
              leftSection={<IconFileSpreadsheet size={18} aria-hidden="true" />}
              onClick={() => void exportList()}
              loading={exporting}
              disabled={!bookings.data?.total}
            >
              {t('list.export')}
            </Button>
            <Button
              component={Link}
              to={localized('/panel')}
              leftSection={<IconCalendarPlus size={18} aria-hidden="true" />}
            >
              {t('list.newBooking')}
            </Button>
          </>
        }
      />
      <Stack gap="md">
        <BookingsFilters search={search} withStatus={!fixedStatus} />
        {bookings.isError && !bookings.data ? (
          <QueryError onRetry={() => void bookings.refetch()} />
        ) : (
          <DataTable<AgentBooking>
            {...texts}
            {...pagination}
            noRecordsText={search.filtered ? t('list.noResults') : emptyText}
            withTableBorder
            borderRadius="md"
            highlightOnHover
            verticalSpacing="sm"
            horizontalSpacing="xs"
            minHeight={bookings.data?.items.length ? undefined : 220}
            records={bookings.data?.items ?? []}
            columns={columns}
            fetching={bookings.isFetching}
            totalRecords={bookings.data?.total ?? 0}
            page={params.page}
            onPageChange={(next) => update({ page: next })}
            recordsPerPage={params.limit}
            onRecordsPerPageChange={(size: number) =>
              update({ limit: size === parsePageSize(null) ? null : size })
            }
            sortStatus={sortStatusOf(params.sort)}
            onSortStatusChange={(status) => update({ sort: sortParamOf<BookingSortField>(status) })}
            onRowClick={({ record }) => open(record)}
            rowStyle={() => ({ cursor: 'pointer' })}
            idAccessor="id"
          />
        )}
      </Stack>
      <BookingDrawer id={search.selectedId} onClose={() => search.select(null)} />
    </>
  );
}
