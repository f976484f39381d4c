import { Select } from '@mantine/core';
import { bookingStatuses } from '@masar/contract/agent-bookings';
import { useQuery } from '@tanstack/react-query';
import { agentOptionLabel } from '../../../../shared/format/agent-option';
import { useTranslation } from '../../../../shared/i18n/translation';
import { agentOptionsQueryOptions } from '../../../agents/api/agents';
import { AdminBookingsFilters as Filters } from '../../../bookings-core/booking/admin-bookings-filters';
import type { AdminBookingsSearch } from '../../../bookings-core/booking/admin-bookings-search';

/** The shared admin bookings filters with the agent statuses and an agent picker (for admins who may list agents). */
export function AdminBookingsFilters({
  search,
  canPickAgent,
}: {
  search: AdminBookingsSearch<'agentId'>;
  canPickAgent: boolean;
}) {
  const { t } = useTranslation(['agents-bookings', 'bookings']);
  const agents = useQuery({ ...agentOptionsQueryOptions(), enabled: canPickAgent });
  return (
    <Filters
      namespace="agents-bookings"
      statuses={bookingStatuses}
      search={search}
      owner="agentId"
      searchPlaceholder={t('bookings:filters.searchPlaceholder')}
      ownerPicker={
        canPickAgent && (
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
            nothingFoundMessage={t('filters.noAgent')}
            w={{ base: '100%', xs: 240 }}
          />
        )
      }
    />
  );
}
