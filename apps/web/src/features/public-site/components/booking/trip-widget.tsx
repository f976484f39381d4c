import { Button, SegmentedControl, SimpleGrid, Stack, Switch } from '@mantine/core';
import { CAR_BAGS_MAX, CAR_PASSENGERS_MAX, MIN_HOURS_MAX, tripDirections } from '@masar/contract/constants';
import type { TripDirection } from '@masar/contract/trips';
import { IconClockHour4, IconPlaneArrival, IconPlaneDeparture, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useMemo } from 'react';
import type { FieldErrors } from '../../../../shared/forms/field-errors';
import { isWholeNumberIn, WholeNumberInput } from '../../../../shared/forms/whole-number-input';
import { preloadPlaceAutocomplete } from '../../../../shared/geo/deferred-place-autocomplete';
import { useTranslation } from '../../../../shared/i18n/translation';
import {
  DeferredDateField,
  DeferredTimeField,
  preloadDateTimeFields,
  useDateTimeFieldsLoaded,
} from '../../../../shared/ui/deferred-date-time';
import { DeferredSelect, preloadSelect, useSelectLoaded } from '../../../../shared/ui/deferred-select';
import { todayInZone } from '../../../bookings-core/trip/business-time';
import { locationGroups, useTripDraft } from '../../../bookings-core/trip/trip-draft';
import { pickupOf, returnPickupOf, type TripDraft } from '../../../bookings-core/trip/trip-params';
import {
  publicFleetQueryOptions,
  publicLocationsQueryOptions,
} from '../../../public-catalogue/api/public-catalogue';
import classes from './trip-widget.module.css';
import { VisitorPlacePicker } from './visitor-place-picker';

const fields = [
  'locationId',
  'place',
  'date',
  'time',
  'returnDate',
  'returnTime',
  'passengers',
  'bags',
  'hours',
] as const;
type Field = (typeof fields)[number];
const directionIcons = { Arrival: IconPlaneArrival, Leaving: IconPlaneDeparture, Hourly: IconClockHour4 };

/**
 * The searchable location list, the place search and the day and time pickers: downloaded when the visitor
 * turns to the widget.
 */
function preloadRichFields() {
  preloadSelect();
  preloadPlaceAutocomplete();
  preloadDateTimeFields();
}

/**
 * The booking widget of the home page: direction, airport or hotel, address, day, time, passengers, bags and,
 * for a car with driver, the hours. A first load gets it light (issue #9): the searchable location list, the
 * place search and the day and time pickers are previews until the pointer or the focus reaches the widget.
 */
export function TripWidget({
  initial,
  onSearch,
}: {
  initial: TripDraft;
  onSearch: (trip: TripDraft) => void;
}) {
  const { t, i18n } = useTranslation('public-booking');
  const { t: tAuth } = useTranslation('auth');
  const id = useId();
  const locations = useQuery(publicLocationsQueryOptions());
  // The fleet section of the home page reads the same list: the hours field tells the fewest hours offered.
  const fleet = useQuery(publicFleetQueryOptions());
  const fleetMinimums = (fleet.data ?? []).flatMap((car) => (car.minHours === null ? [] : [car.minHours]));
  const minHours = fleetMinimums.length ? Math.min(...fleetMinimums) : 1;
  const { trip, set, errors, setErrors } = useTripDraft<Field>({ ...initial, taxiServiceId: null });
  // Today needs the page's first date formatter (tens of ms on a phone): worked out only for the pickers it
  // bounds, once they are there, and on submit.
  const today = useDateTimeFieldsLoaded() ? todayInZone() : undefined;
  const hourly = trip.direction === 'Hourly';
  const withReturn = trip.returnTrip && !hourly;

  // Sorted names need the page's first collator (tens of ms on a phone): only once the searchable list is
  // there, or a location is chosen (the preview shows its name).
  const listed = useSelectLoaded() || trip.locationId !== null;
  const groups = useMemo(
    () =>
      listed ? locationGroups(locations.data ?? [], i18n.language, (type) => t(`locationTypes.${type}`)) : [],
    [listed, locations.data, i18n.language, t],
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: FieldErrors<Field> = {};
    if (!hourly && !trip.locationId) found.locationId = t('widget.errors.location');
    if (!trip.place) found.place = t('widget.errors.place');
    if (!trip.date) found.date = t('widget.errors.date');
    else if (trip.date < todayInZone()) found.date = t('widget.errors.pastDate');
    if (!trip.time) found.time = t('widget.errors.time');
    else {
      const pickup = pickupOf(trip);
      if (pickup && new Date(pickup).getTime() < Date.now()) found.time = t('widget.errors.pastTime');
    }
    // A return trip (decision 0017): the way back's day and time, after the outward pickup.
    if (withReturn) {
      if (!trip.returnDate) found.returnDate = t('widget.errors.returnDate');
      else if (trip.date && trip.returnDate < trip.date)
        found.returnDate = t('widget.errors.returnBeforeOutward');
      if (!trip.returnTime) found.returnTime = t('widget.errors.returnTime');
      else {
        const outward = pickupOf(trip);
        const back = returnPickupOf(trip);
        if (!found.returnDate && outward && back && back <= outward)
          found.returnTime = t('widget.errors.returnBeforeOutward');
      }
    }
    if (!isWholeNumberIn(trip.passengers, 1, CAR_PASSENGERS_MAX))
      found.passengers = tAuth('validation.wholeNumber', { min: 1, max: CAR_PASSENGERS_MAX });
    if (!isWholeNumberIn(trip.bags, 0, CAR_BAGS_MAX))
      found.bags = tAuth('validation.wholeNumber', { min: 0, max: CAR_BAGS_MAX });
    if (hourly && trip.hours === null) found.hours = t('widget.errors.hours');
    else if (hourly && !isWholeNumberIn(trip.hours, minHours, MIN_HOURS_MAX))
      found.hours = tAuth('validation.wholeNumber', { min: minHours, max: MIN_HOURS_MAX });
    const first = fields.find((field) => found[field]);
    if (first) {
      setErrors(found);
      // The address field is the autocomplete's own input, inside its wrapper.
      const target = document.getElementById(`${id}-${first}`);
      (first === 'place' ? target?.querySelector('input') : target)?.focus();
      return;
    }
    onSearch({
      ...trip,
      hours: hourly ? trip.hours : null,
      flight: hourly ? null : trip.flight,
      returnTrip: withReturn,
      returnDate: withReturn ? trip.returnDate : null,
      returnTime: withReturn ? trip.returnTime : null,
      returnFlight: withReturn ? trip.returnFlight : null,
    });
  }

  const location = (
    <DeferredSelect
      id={`${id}-locationId`}
      label={t(trip.direction === 'Arrival' ? 'widget.arrivalLocation' : 'widget.leavingLocation')}
      placeholder={locations.isPending ? t('loading') : t('widget.locationPlaceholder')}
      data={groups}
      value={trip.locationId}
      onChange={(value) => set('locationId', value)}
      error={errors.locationId}
      nothingFoundMessage={t('widget.noLocation')}
      required
    />
  );
  const place = (
    <div id={`${id}-place`}>
      <VisitorPlacePicker
        label={t(
          hourly
            ? 'widget.hourlyPlace'
            : trip.direction === 'Arrival'
              ? 'widget.dropoffPlace'
              : 'widget.pickupPlace',
        )}
        value={trip.place}
        onChange={(value) => set('place', value)}
        error={errors.place}
      />
    </div>
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('widget.label')}
      onPointerEnter={preloadRichFields}
      onFocus={preloadRichFields}
    >
      <Stack gap="md">
        <SegmentedControl
          aria-label={t('widget.direction')}
          value={trip.direction}
          onChange={(value) => set('direction', value as TripDirection)}
          data={tripDirections.map((direction) => {
            const Icon = directionIcons[direction];
            return {
              value: direction,
              label: (
                <span className={classes.directionLabel}>
                  <Icon size={16} aria-hidden="true" />
                  {t(`directions.${direction}`)}
                </span>
              ),
            };
          })}
          fullWidth
          radius="md"
        />
        {/* In travel order: where the trip starts, then where it ends. */}
        <SimpleGrid cols={{ base: 1, sm: hourly ? 1 : 2 }} spacing="md">
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
        </SimpleGrid>
        <SimpleGrid cols={2} spacing="md">
          <DeferredDateField
            id={`${id}-date`}
            label={t('widget.date')}
            placeholder={t('widget.datePlaceholder')}
            value={trip.date}
            minDate={today}
            onChange={(value) => set('date', value)}
            error={errors.date}
            required
          />
          <DeferredTimeField
            id={`${id}-time`}
            label={t('widget.time')}
            value={trip.time}
            onChange={(value) => set('time', value)}
            error={errors.time}
            required
          />
        </SimpleGrid>
        {!hourly && (
          <Stack gap="sm">
            <Switch
              label={t('widget.returnTrip')}
              description={t('widget.returnTripHint')}
              checked={trip.returnTrip}
              onChange={(event) => set('returnTrip', event.currentTarget.checked)}
            />
            {trip.returnTrip && (
              <SimpleGrid cols={2} spacing="md">
                <DeferredDateField
                  id={`${id}-returnDate`}
                  label={t('widget.returnDate')}
                  placeholder={t('widget.datePlaceholder')}
                  value={trip.returnDate}
                  minDate={trip.date ?? today}
                  onChange={(value) => set('returnDate', value)}
                  error={errors.returnDate}
                  required
                />
                <DeferredTimeField
                  id={`${id}-returnTime`}
                  label={t('widget.returnTime')}
                  value={trip.returnTime}
                  onChange={(value) => set('returnTime', value)}
                  error={errors.returnTime}
                  required
                />
              </SimpleGrid>
            )}
          </Stack>
        )}
        <SimpleGrid cols={2} spacing="md">
          <WholeNumberInput
            id={`${id}-passengers`}
            label={t('widget.passengers')}
            value={trip.passengers}
            onChange={(value) => set('passengers', value ?? 1)}
            min={1}
            max={CAR_PASSENGERS_MAX}
            emptyValue={1}
            error={errors.passengers}
            required
          />
          <WholeNumberInput
            id={`${id}-bags`}
            label={t('widget.bags')}
            value={trip.bags}
            onChange={(value) => set('bags', value ?? 0)}
            min={0}
            max={CAR_BAGS_MAX}
            emptyValue={0}
            error={errors.bags}
            required
          />
          {hourly && (
            <WholeNumberInput
              id={`${id}-hours`}
              label={t('widget.hours')}
              description={t('widget.hoursHint', { count: minHours })}
              value={trip.hours}
              onChange={(value) => set('hours', value)}
              min={minHours}
              max={MIN_HOURS_MAX}
              emptyValue={null}
              error={errors.hours}
              required
            />
          )}
        </SimpleGrid>
        <Button type="submit" size="md" fullWidth leftSection={<IconSearch size={18} aria-hidden="true" />}>
          {t('widget.search')}
        </Button>
      </Stack>
    </form>
  );
}
