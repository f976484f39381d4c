import { Badge, Button, Chip, Collapse, Group, Select, Stack, Text, useMatches } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconFilterOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { ListToolbar } from '../../../shared/ui/list-toolbar';
import { allAreasQueryOptions } from '../../areas/api/areas';
import type { AdminBookingsSearch, BookingOwnerKey } from './admin-bookings-search';
import { type AdminBookingsNamespace, useAdminBookingsTranslation } from './admin-bookings-texts';
import { type AnyBookingStatus, statusColors } from './booking-status-badge';
import { BookingTripFilters, bookingSelectWidth } from './booking-trip-filters';

/**
 * An admin bookings list's filters: status chips (the screen's `statuses`), then search, the owner picker
 * (`ownerPicker`, if any), area, trip type and a date range on the pickup or the booking day. `above`
 * shows under the chips (a filter set elsewhere). Every value lives in the URL; phones fold all but the
 * search behind one button, so the list starts on the first screen.
 */
export function AdminBookingsFilters<Owner extends BookingOwnerKey>({
  namespace,
  statuses,
  search: state,
  owner,
  ownerPicker,
  above,
  searchPlaceholder,
}: {
  namespace: AdminBookingsNamespace;
  statuses: readonly AnyBookingStatus[];
  search: AdminBookingsSearch<Owner>;
  owner: Owner;
  ownerPicker?: ReactNode;
  above?: ReactNode;
  searchPlaceholder: string;
}) {
  const { t, i18n } = useAdminBookingsTranslation(namespace);
  const chipsLabel = useId();
  const { params, values, update, rangeInvalid, filtered } = state;
  const ownerId = (params as Partial<Record<BookingOwnerKey, string>>)[owner];
  const areas = useQuery(allAreasQueryOptions());
  const phone = useMatches({ base: true, sm: false });
  const [open, setOpen] = useState(false);
  const moreId = useId();
  const chosen = [params.status, ownerId, params.areaId, params.direction, params.from || params.to].filter(
    Boolean,
  ).length;

  const chips = (
    <Group gap="xs" role="group" aria-labelledby={chipsLabel}>
      <Text id={chipsLabel} size="sm" fw={500} me={4}>
        {t('filters.status')}
      </Text>
      <Chip.Group
        multiple={false}
        value={params.status ?? ''}
        onChange={(value) => update({ status: value || null })}
      >
        <Chip value="" size="sm" variant="outline">
          {t('filters.allStatuses')}
        </Chip>
        {statuses.map((status) => (
          <Chip key={status} value={status} size="sm" variant="outline" color={statusColors[status]}>
            {t(`bookings:status.${status}`)}
          </Chip>
        ))}
      </Chip.Group>
    </Group>
  );
  const more = (
    <>
      {ownerPicker}
      <Select
        label={t('filters.area')}
        placeholder={t('filters.anyArea')}
        data={(areas.data ?? []).map((area) => ({
          value: area.id,
          label: i18n.language === 'ar' ? area.nameAr : area.nameEn,
        }))}
        value={params.areaId ?? null}
        onChange={(value) => update({ areaId: value })}
        clearable
        w={bookingSelectWidth}
      />
      <BookingTripFilters state={state} />
    </>
  );

  return (
    <Stack gap="sm">
      {!phone && chips}
      {above}
      <ListToolbar
        search={state.search}
        onSearch={(value) => update({ search: value })}
        searchLabel={t('bookings:filters.searchLabel')}
        searchPlaceholder={searchPlaceholder}
      >
        {phone ? (
          <Button
            variant="default"
            leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden="true" />}
            rightSection={
              chosen > 0 ? (
                <Badge size="sm" circle>
                  {chosen}
                </Badge>
              ) : undefined
            }
            aria-expanded={open}
            aria-controls={moreId}
            onClick={() => setOpen((current) => !current)}
          >
            {t('filters.more')}
          </Button>
        ) : (
          more
        )}
        {(filtered || rangeInvalid || values.dateField) && (
          <Button
            variant="subtle"
            color="gray"
            leftSection={<IconFilterOff size={16} aria-hidden="true" />}
            onClick={() =>
              update({
                search: null,
                status: null,
                direction: null,
                dateField: null,
                from: null,
                to: null,
                [owner]: null,
                areaId: null,
              })
            }
          >
            {t('bookings:filters.clear')}
          </Button>
        )}
      </ListToolbar>
      {phone && (
        <Collapse expanded={open} id={moreId}>
          <Stack gap="sm">
            {chips}
            <Group align="flex-end" gap="sm" wrap="wrap">
              {more}
            </Group>
          </Stack>
        </Collapse>
      )}
    </Stack>
  );
}
