import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Kbd,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import {
  type DispatchTrip,
  dispatchAssignmentFilters,
  dispatchBookingStatuses,
  plateText,
} from '@masar/contract/drivers';
import { IconChevronLeft, IconChevronRight, IconSteeringWheel } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isForbidden } from '../../../shared/api/error-status';
import { RequirePermission } from '../../../shared/auth/require-permission';
import { useAdminCan } from '../../../shared/auth/use-permission';
import { useTranslation } from '../../../shared/i18n/translation';
import { CalendarProvider } from '../../../shared/ui/calendar-provider';
import { NoAccess } from '../../../shared/ui/no-access';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryError } from '../../../shared/ui/query-error';
import { usePageTitle } from '../../../shared/ui/route-handle';
import { toast } from '../../../shared/ui/toast';
import { useListSearchParams } from '../../../shared/ui/use-list-search-params';
import { allAreasQueryOptions } from '../../areas/api/areas';
import { BookingStatusBadge } from '../../bookings-core/booking/booking-status-badge';
import { isoToZoned, todayInZone } from '../../bookings-core/trip/business-time';
import { dispatchQueryOptions } from '../api/drivers';
import { nextUnassigned, shiftDay } from '../components/dispatch-overlap';
import { DispatchPicker } from '../components/dispatch-picker';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = <T extends string>(list: readonly T[], value: string): T | undefined =>
  (list as readonly string[]).includes(value) ? (value as T) : undefined;

function useTripTexts() {
  const { t, i18n } = useTranslation('dispatch');
  const name = (named: { nameAr: string; nameEn: string }) =>
    i18n.language === 'en' ? named.nameEn : named.nameAr;
  return {
    name,
    route: (trip: DispatchTrip) =>
      trip.to
        ? `${name(trip.from)} ${t('arrow')} ${name(trip.to)}`
        : `${name(trip.from)} · ${t('hours', { count: trip.hours ?? 0 })}`,
    driver: (trip: DispatchTrip) =>
      trip.job.driver
        ? `${name(trip.job.driver)} · ${trip.job.vehicle ? plateText(trip.job.vehicle, i18n.language) : ''}`
        : null,
  };
}

function JobCell({ trip }: { trip: DispatchTrip }) {
  const { t } = useTranslation('dispatch');
  const texts = useTripTexts();
  const driver = texts.driver(trip);
  return driver ? (
    <Stack gap={2}>
      <Text size="sm">{driver}</Text>
      <Text size="xs" c="dimmed">
        {t(`jobStatus.${trip.job.status}`, { defaultValue: trip.job.status })}
      </Text>
    </Stack>
  ) : (
    // Not cut to "غير م…" when a long route squeezes the column.
    <Badge color="orange" variant="light" miw="max-content" data-testid="unassigned-badge">
      {t('unassigned')}
    </Badge>
  );
}

function AssignButton({ trip, onPick }: { trip: DispatchTrip; onPick: (trip: DispatchTrip) => void }) {
  const { t } = useTranslation('dispatch');
  if (trip.status === 'Completed') return null;
  const label = trip.job.driver
    ? t('changeTrip', { reference: trip.reference })
    : t('assignTrip', { reference: trip.reference });
  return (
    <Button
      size="compact-sm"
      variant={trip.job.driver ? 'default' : 'light'}
      onClick={() => onPick(trip)}
      aria-label={label}
    >
      {trip.job.driver ? t('change') : t('assign')}
    </Button>
  );
}

function TripCards({ trips, onPick, canAssign }: TripListProps) {
  const { t } = useTranslation('dispatch');
  const texts = useTripTexts();
  return (
    <Stack gap="sm" hiddenFrom="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {trips.map((trip) => (
        <Paper component="li" key={trip.bookingId} withBorder radius="md" p="sm" data-testid="dispatch-card">
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap">
              <Text fw={700} size="lg" dir="ltr">
                {isoToZoned(trip.pickupAt).time}
              </Text>
              <BookingStatusBadge status={trip.status} size="sm" />
            </Group>
            <Text size="sm" fw={500}>
              {texts.route(trip)}
            </Text>
            <Text size="xs" c="dimmed">
              <span dir="ltr">{trip.reference}</span> · {t(`kind.${trip.bookingKind}`)} ·{' '}
              {texts.name(trip.car)} · {t('passengers', { count: trip.passengers })} · {trip.travellerName}
            </Text>
            <Group justify="space-between" wrap="nowrap" align="center">
              <JobCell trip={trip} />
              {canAssign && <AssignButton trip={trip} onPick={onPick} />}
            </Group>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

interface TripListProps {
  trips: DispatchTrip[];
  onPick: (trip: DispatchTrip) => void;
  canAssign: boolean;
}

function TripTable({ trips, onPick, canAssign }: TripListProps) {
  const { t } = useTranslation('dispatch');
  const texts = useTripTexts();
  return (
    <Table.ScrollContainer minWidth={900} visibleFrom="sm">
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.pickup')}</Table.Th>
            <Table.Th>{t('columns.reference')}</Table.Th>
            <Table.Th>{t('columns.route')}</Table.Th>
            <Table.Th>{t('columns.car')}</Table.Th>
            <Table.Th>{t('columns.traveller')}</Table.Th>
            <Table.Th>{t('columns.status')}</Table.Th>
            <Table.Th>{t('columns.driver')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {trips.map((trip) => (
            <Table.Tr key={trip.bookingId} data-testid="dispatch-row">
              <Table.Td fw={600} dir="ltr" style={{ textAlign: 'start' }}>
                {isoToZoned(trip.pickupAt).time}
              </Table.Td>
              <Table.Td>
                <Stack gap={0}>
                  <Text size="sm" dir="ltr" style={{ textAlign: 'start' }}>
                    {trip.reference}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t(`kind.${trip.bookingKind}`)}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{texts.route(trip)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{texts.name(trip.car)}</Text>
                <Text size="xs" c="dimmed">
                  {t('passengers', { count: trip.passengers })}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{trip.travellerName}</Text>
              </Table.Td>
              <Table.Td>
                <BookingStatusBadge status={trip.status} size="sm" />
              </Table.Td>
              <Table.Td>
                <JobCell trip={trip} />
              </Table.Td>
              <Table.Td>{canAssign && <AssignButton trip={trip} onPick={onPick} />}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function DispatchBoard() {
  const { t, i18n } = useTranslation('dispatch');
  const title = usePageTitle();
  const params = useListSearchParams(['date', 'areaId', 'status', 'assignment'] as const);
  const today = todayInZone();
  const date = DAY.test(params.filters.date) ? params.filters.date : today;
  const status = oneOf(dispatchBookingStatuses, params.filters.status);
  const assignment = oneOf(dispatchAssignmentFilters, params.filters.assignment);
  const areaId = params.filters.areaId || undefined;
  const board = useQuery(dispatchQueryOptions({ date, areaId, status, assignment }));
  const areas = useQuery(allAreasQueryOptions());
  const canAssign = useAdminCan('ManageOrders');
  const [picked, setPicked] = useState<DispatchTrip | null>(null);
  const trips = board.data?.trips ?? [];
  const next = nextUnassigned(trips);
  const unassignedCount = trips.filter((trip) => !trip.job.driver && trip.status !== 'Completed').length;
  const name = (named: { nameAr: string; nameEn: string }) =>
    i18n.language === 'en' ? named.nameEn : named.nameAr;

  // The keyboard path: "n" anywhere on the page (not while typing) opens the picker of the next trip.
  useEffect(() => {
    if (!canAssign) return;
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (event.key !== 'n' || event.ctrlKey || event.metaKey || event.altKey || picked) return;
      if (target?.closest('input, textarea, select, [contenteditable="true"], [role="dialog"]')) return;
      if (next) {
        event.preventDefault();
        setPicked(next);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [canAssign, next, picked]);

  if (isForbidden(board.error)) return <NoAccess permission="ViewDrivers" />;
  // The picker follows the board: a live change shows in the open drawer's trip too.
  const pickedNow = picked && (trips.find((trip) => trip.bookingId === picked.bookingId) ?? picked);

  return (
    <>
      <PageHeader
        title={title}
        description={t('description')}
        actions={
          canAssign && (
            <Button
              leftSection={<IconSteeringWheel size={18} aria-hidden="true" />}
              rightSection={<Kbd size="xs">N</Kbd>}
              onClick={() => (next ? setPicked(next) : toast(t('noneUnassigned')))}
              aria-keyshortcuts="n"
              autoFocus
            >
              {t('assignNext')}
            </Button>
          )
        }
      />
      <Group gap="sm" align="flex-end" wrap="wrap" mb="md">
        <Group gap={4} align="flex-end" wrap="wrap">
          <ActionIcon
            variant="default"
            size="lg"
            mb={2}
            aria-label={t('previousDay')}
            onClick={() => params.update({ date: shiftDay(date, -1) })}
          >
            <IconChevronLeft size={18} aria-hidden="true" className="mirror-in-rtl" />
          </ActionIcon>
          <CalendarProvider>
            <DatePickerInput
              label={t('date')}
              value={date}
              onChange={(value) => params.update({ date: value && value !== today ? value : null })}
              valueFormat="ddd D MMM YYYY"
              w={{ base: 180, xs: 220 }}
            />
          </CalendarProvider>
          <ActionIcon
            variant="default"
            size="lg"
            mb={2}
            aria-label={t('nextDay')}
            onClick={() => params.update({ date: shiftDay(date, 1) })}
          >
            <IconChevronRight size={18} aria-hidden="true" className="mirror-in-rtl" />
          </ActionIcon>
          {date !== today && (
            <Button variant="subtle" size="sm" mb={2} onClick={() => params.update({ date: null })}>
              {t('today')}
            </Button>
          )}
        </Group>
        <Select
          label={t('area')}
          placeholder={t('allAreas')}
          data={(areas.data ?? []).map((area) => ({ value: area.id, label: name(area) }))}
          value={areaId ?? null}
          onChange={(value) => params.update({ areaId: value })}
          clearable
          searchable
          w={{ base: '100%', xs: 200 }}
        />
        <Select
          label={t('status')}
          placeholder={t('allStatuses')}
          data={dispatchBookingStatuses.map((value) => ({ value, label: t(`statuses.${value}`) }))}
          value={status ?? null}
          onChange={(value) => params.update({ status: value })}
          clearable
          w={{ base: '100%', xs: 170 }}
        />
        <Select
          label={t('assignment')}
          placeholder={t('allAssignments')}
          data={dispatchAssignmentFilters.map((value) => ({ value, label: t(`assignmentFilter.${value}`) }))}
          value={assignment ?? null}
          onChange={(value) => params.update({ assignment: value })}
          clearable
          w={{ base: '100%', xs: 170 }}
        />
      </Group>
      {board.error ? (
        <QueryError onRetry={() => void board.refetch()} />
      ) : (
        <>
          <Text size="sm" c="dimmed" mb="sm" aria-live="polite">
            {board.isPending
              ? t('loading')
              : t('summary', { count: trips.length, unassigned: unassignedCount })}
          </Text>
          {!board.isPending && trips.length === 0 ? (
            <Text c="dimmed">{t('empty')}</Text>
          ) : (
            <>
              <TripCards trips={trips} onPick={setPicked} canAssign={canAssign} />
              <TripTable trips={trips} onPick={setPicked} canAssign={canAssign} />
            </>
          )}
        </>
      )}
      {pickedNow && <DispatchPicker trip={pickedNow} date={date} onClose={() => setPicked(null)} />}
    </>
  );
}

/** /admin-panel/dispatch: needs ViewDrivers; assigning also ManageOrders (and the booking's read permission). */
export function DispatchPage() {
  return (
    <RequirePermission permission="ViewDrivers">
      <DispatchBoard />
    </RequirePermission>
  );
}
