import { Button, Stack } from '@mantine/core';
import type { AgentBookingListItem, BookingStatus } from '@masar/contract/agent-bookings';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../../shared/i18n/translation';
import { useLocalizedPath } from '../../../../shared/i18n/use-localized-path';
import { Link } from '../../../../shared/router/react';
import { ExportButton } from '../../../../shared/ui/export-button';
import type { SortParam } from '../../../../shared/ui/list-sort';
import { PageHeader } from '../../../../shared/ui/page-header';
import { PagedTable } from '../../../../shared/ui/paged-table';
import { usePageTitle } from '../../../../shared/ui/route-handle';
import {
  agentBookingsQueryOptions,
  type BookingSortField,
  exportAgentBookings,
} from '../../api/agent-bookings';
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
  const { t } = useTranslation('bookings');
  const title = usePageTitle();
  const localized = useLocalizedPath();
  const search = useBookingsSearch({ fixedStatus, defaultSort });
  const { params } = search;
  const bookings = useQuery(agentBookingsQueryOptions(params));
  const open = (booking: AgentBookingListItem) => search.select(booking.id);
  const columns = useBookingColumns(open, { withStatus: !fixedStatus });
  const { page: _page, limit: _limit, after: _after, ...filters } = params;

  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          <>
            <ExportButton
              label={t('list.export')}
              disabled={!bookings.data?.total}
              run={(lang) => exportAgentBookings(filters, lang)}
            />
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
        <PagedTable
          state={search}
          query={bookings}
          columns={columns}
          emptyText={emptyText}
          noResultsText={t('list.noResults')}
          onOpen={(booking) => search.select(booking.id)}
          verticalSpacing="sm"
          keyset
        />
      </Stack>
      <BookingDrawer
        id={search.selectedId}
        onClose={() => search.select(null)}
        onOpenOther={(id) => search.select(id)}
      />
    </>
  );
}
