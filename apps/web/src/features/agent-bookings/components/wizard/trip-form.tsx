import {
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import {
  BOOKING_HORIZON_DAYS,
  CAR_BAGS_MAX,
  CAR_PASSENGERS_MAX,
  tripDirections,
} from '@masar/contract/constants';
import type { TripDirection } from '@masar/contract/trips';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useMemo, useRef } from 'react';
import { type FieldErrors, fieldErrorsOf, tooLongMessage } from '../../../../shared/forms/field-errors';
import { WholeNumberInput } from '../../../../shared/forms/whole-number-input';
import { useTranslation } from '../../../../shared/i18n/translation';
import { deferred } from '../../../../shared/ui/deferred';
import {
  DeferredDateField,
  DeferredTimeField,
  preloadDateTimeFields,
} from '../../../../shared/ui/deferred-date-time';
import { todayInZone, zonedToIso, zoneName } from '../../../bookings-core/trip/business-time';
import { locationGroups, useTripDraft } from '../../../bookings-core/trip/trip-draft';
import type { TripDraft } from '../../../bookings-core/trip/trip-params';
import { allLocationsQueryOptions } from '../../../locations/api/locations';
import { type PickedTripPlace, PlacePicker } from './place-picker';

const fields = ['locationId', 'place', 'date', 'passengers', 'bags', 'returnDate', 'returnTime'] as const;
type Field = (typeof fields)[number];

/**
 * The contract's trip schemas (and Zod with them, ~27 KB): downloaded when the agent starts on the form, not
 * with the page (issue #21); the search waits for them if they are not there yet.
 */
const tripSchemas = deferred(() => import('@masar/contract/trips'));

function preloadTripForm() {
  tripSchemas.load().catch(() => {});
  preloadDateTimeFields();
}

function addDays(date: string, days: number): string {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** Step 1: direction, location, place, day, passengers and bags; checked with the contract's quoteBody. */
export function TripForm({ initial, onSubmit }: { initial: TripDraft; onSubmit: (trip: TripDraft) => void }) {
  const { t, i18n } = useTranslation('agent-booking');
  const { t: tAuth } = useTranslation('auth');
  const id = useId();
  const checking = useRef(false);
  const locations = useQuery(allLocationsQueryOptions({ active: true }));
  const { trip, set, errors, setErrors } = useTripDraft<Field>(initial);
  const today = todayInZone();
  const hourly = trip.direction === 'Hourly';
  const withReturn = trip.returnTrip && !hourly;
  const zone = zoneName(i18n.language);

  const groups = useMemo(
    () => locationGroups(locations.data ?? [], i18n.language, (type) => t(`locationGroups.${type}`)),
    [locations.data, i18n.language, t],
  );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (checking.current) return;
    checking.current = true;
    // Without the schemas (a failed download) the server still checks the trip when it is quoted.
    const schemas = await tripSchemas.load().catch(() => null);
    checking.current = false;
    const found: FieldErrors<Field> = {};
    const parsed = schemas?.quoteBody.safeParse({
      direction: trip.direction,
      locationId: hourly ? null : trip.locationId,
      place: trip.place ?? undefined,
      passengers: trip.passengers,
      bags: trip.bags,
    });
    if (parsed && !parsed.success)
      Object.assign(found, fieldErrorsOf<Field>(parsed.error.issues, tAuth, trip));
    // The contract's own trip rules: its refinement does not run while a field is still missing.
    if (found.locationId || schemas?.tripProblems(trip).some((problem) => problem.path === 'locationId'))
      found.locationId = t('trip.errors.location');
    const placeTooLong = tooLongMessage(
      parsed?.error?.issues.filter((issue) => issue.path[0] === 'place'),
      tAuth,
    );
    if (!trip.place || found.place) found.place = placeTooLong ?? t('trip.errors.place');
    if (!trip.date) found.date = t('trip.errors.date');
    else if (trip.date < today) found.date = t('trip.errors.pastDate');
    // A return trip (decision 0017): the way back's day and time, not before the outward day.
    if (withReturn) {
      const returnTime = trip.returnTime?.slice(0, 5) ?? '';
      if (!trip.returnDate) found.returnDate = t('trip.errors.returnDate');
      else if (trip.date && trip.returnDate < trip.date)
        found.returnDate = t('trip.errors.returnBeforeOutward');
      if (!returnTime) found.returnTime = t('trip.errors.returnTime');
      else if (!trip.returnDate || !zonedToIso(trip.returnDate, returnTime))
        found.returnTime ??= t('trip.errors.returnTime');
    }
    const first = fields.find((field) => found[field]);
    if (first) {
      setErrors(found);
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    onSubmit({
      ...trip,
      returnTrip: withReturn,
      returnTime: withReturn ? (trip.returnTime?.slice(0, 5) ?? null) : null,
      returnDate: withReturn ? trip.returnDate : null,
      returnFlight: withReturn ? trip.returnFlight : null,
    });
  }

  const location = (
    <Select
      id={`${id}-locationId`}
      label={t(trip.direction === 'Arrival' ? 'trip.pickupLocation' : 'trip.dropoffLocation')}
      description={t('trip.locationHint')}
      placeholder={locations.isPending ? t('loading') : t('trip.locationPlaceholder')}
      data={groups}
      value={trip.locationId}
      onChange={(value) => set('locationId', value)}
      error={errors.locationId}
      searchable
      nothingFoundMessage={t('trip.noLocation')}
      disabled={locations.isPending}
      required
    />
  );
  const place = (
    <PlacePicker
      inputId={`${id}-place`}
      label={t(
        hourly ? 'trip.hourlyPlace' : trip.direction === 'Arrival' ? 'trip.dropoffPlace' : 'trip.pickupPlace',
      )}
      value={trip.place as PickedTripPlace | null}
      onChange={(value) => set('place', value)}
      error={errors.place}
    />
  );

  return (
    <form onSubmit={submit} onFocus={preloadTripForm} onPointerDown={preloadTripForm} noValidate>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="lg">
          <Stack gap={6}>
            <Text fw={600} size="sm" id={`${id}-direction`}>
              {t('directions.label')}
            </Text>
            <SegmentedControl
              aria-labelledby={`${id}-direction`}
              value={trip.direction}
              onChange={(value) => set('direction', value as TripDirection)}
              data={tripDirections.map((direction) => ({
                value: direction,
                label: t(`directions.${direction}`),
              }))}
              fullWidth
            />
            <Text size="sm" c="dimmed" aria-live="polite">
              {t(`directions.hints.${trip.direction}`)}
            </Text>
          </Stack>

          {/* The form reads in travel order: where the trip starts, then where it ends. */}
          {hourly ? (
            place
          ) : trip.direction === 'Arrival' ? (
            <>
              {location}
              {place}
            </>
          ) : (
            <>
              {place}
              {location}
            </>
          )}

          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
            <DeferredDateField
              id={`${id}-date`}
              label={t('trip.date')}
              placeholder={t('trip.datePlaceholder')}
              value={trip.date}
              onChange={(value) => set('date', value)}
              minDate={today}
              maxDate={addDays(today, BOOKING_HORIZON_DAYS)}
              error={errors.date}
              required
            />
            <WholeNumberInput
              id={`${id}-passengers`}
              label={t('trip.passengers')}
              value={trip.passengers}
              onChange={(value) => set('passengers', value ?? Number.NaN)}
              min={1}
              max={CAR_PASSENGERS_MAX}
              emptyValue={null}
              error={errors.passengers}
              required
            />
            <WholeNumberInput
              id={`${id}-bags`}
              label={t('trip.bags')}
              value={trip.bags}
              onChange={(value) => set('bags', value ?? Number.NaN)}
              min={0}
              max={CAR_BAGS_MAX}
              emptyValue={null}
              error={errors.bags}
              required
            />
          </SimpleGrid>

          {!hourly && (
            <Stack gap="sm">
              <Switch
                label={t('trip.returnTrip')}
                description={t('trip.returnTripHint')}
                checked={trip.returnTrip}
                onChange={(event) => set('returnTrip', event.currentTarget.checked)}
              />
              {trip.returnTrip && (
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
                  <DeferredDateField
                    id={`${id}-returnDate`}
                    label={t('trip.returnDate')}
                    placeholder={t('trip.datePlaceholder')}
                    value={trip.returnDate}
                    onChange={(value) => set('returnDate', value)}
                    minDate={trip.date ?? today}
                    maxDate={addDays(today, BOOKING_HORIZON_DAYS)}
                    error={errors.returnDate}
                    required
                  />
                  <DeferredTimeField
                    id={`${id}-returnTime`}
                    label={t('trip.returnTime')}
                    description={t('time.timeHint', { zone })}
                    value={trip.returnTime}
                    onChange={(value) => set('returnTime', value)}
                    error={errors.returnTime}
                    required
                  />
                </SimpleGrid>
              )}
            </Stack>
          )}

          <Group justify="flex-end">
            <Button type="submit" size="md" leftSection={<IconSearch size={18} aria-hidden="true" />}>
              {t('trip.search')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </form>
  );
}
