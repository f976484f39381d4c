import { Stack } from '@mantine/core';
import type { Paginated } from '@masar/contract/common';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useAdminCan } from '../../../shared/auth/use-permission';
import type { DataTableColumn } from '../../../shared/ui/data-table';
import { ExportButton } from '../../../shared/ui/export-button';
import { PageHeader } from '../../../shared/ui/page-header';
import { PagedTable } from '../../../shared/ui/paged-table';
import { usePageTitle } from '../../../shared/ui/route-handle';
import type { AdminBookingsSearch } from './admin-bookings-search';
import { type AdminBookingsNamespace, useAdminBookingsTranslation } from './admin-bookings-texts';

/**
 * The booking an admin is about to move and how (the confirmation is open while set). `onAction` is null
 * for admins without ManageOrders: no action buttons anywhere.
 */
export function usePendingBookingAction<Booking, Action>() {
  const canManage = useAdminCan('ManageOrders');
  const [pending, setPending] = useState<{ booking: Booking; action: Action } | null>(null);
  return {
    pending,
    onAction: canManage ? (booking: Booking, action: Action) => setPending({ booking, action }) : null,
    close: () => setPending(null),
  };
}

/**
 * An admin bookings screen: the title and the screen's intro with the Excel export of the filtered list,
 * the filters, the table (a row opens the booking's drawer, `?id=`), then `children` (the drawer and the
 * confirmation).
 */
export function AdminBookingsScreen<Booking extends { id: string }>({
  namespace,
  search,
  query,
  columns,
  filters,
  exportList,
  children,
}: {
  namespace: AdminBookingsNamespace;
  search: AdminBookingsSearch;
  query: UseQueryResult<Paginated<Booking>>;
  columns: DataTableColumn<Booking>[];
  filters: ReactNode;
  exportList: (lang: 'ar' | 'en') => Promise<void>;
  children: ReactNode;
}) {
  const { t } = useAdminBookingsTranslation(namespace);
  const title = usePageTitle();
  return (
    <>
      <PageHeader
        title={title}
        description={t('intro')}
        actions={
          <ExportButton label={t('bookings:list.export')} disabled={!query.data?.total} run={exportList} />
        }
      />
      <Stack gap="md">
        {filters}
        <PagedTable
          state={search}
          query={query}
          columns={columns}
          emptyText={t('list.empty')}
          noResultsText={t('bookings:list.noResults')}
          onOpen={(booking) => search.select(booking.id)}
          verticalSpacing="xs"
          keyset
        />
      </Stack>
      {children}
    </>
  );
}
