import { Alert, Button, Group, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { BOOKING_HORIZON_DAYS, MIN_HOURS_MAX } from '@masar/contract/constants';
import { flightNumber, type Offer, type Quote } from '@masar/contract/trips';
import { IconArrowRight, IconClock } from '@tabler/icons-react';
import { type FormEvent, useId, useState } from 'react';
import { formatDate } from '../../../../shared/format/date';
import type { FieldErrors } from '../../../../shared/forms/field-errors';
import { asciiDigitsOnInput } from '../../../../shared/forms/typed-digits';
import { isWholeNumberIn, WholeNumberInput } from '../../../../shared/forms/whole-number-input';
import { useTranslation } from '../../../../shared/i18n/translation';
import { useCalendarLabels } from '../../../../shared/ui/calendar-labels';
import { CalendarProvider } from '../../../../shared/ui/calendar-provider';
import { TimeField } from '../../../../shared/ui/date-time-fields';
import { isoToZoned, zonedToIso, zoneName } from '../../../bookings-core/trip/business-time';
import { returnPickupOf, type TripDraft } from '../../../bookings-core/trip/trip-params';

const fields = ['date', 'time', 'flight', 'returnFlight', 'hours'] as const;
type Field = (typeof fields)[number];

function addDays(date: string, days: number): string {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/**
 * Step 3: the pickup day and time (business time zone, not before the quote's earliest pickup), the flight
 * (required from an airport, checked with the contract's format) and, for Hourly, the hours (≥ the car's
 * minimum).
 */
export function PickupForm({
  trip,
  quote,
  offer,
  onHoursChange,
  onSubmit,
}: {
  trip: TripDraft;
  quote: Quote;
  offer: Offer;
  /** Hourly: the price follows the hours. */
  onHoursChange: (hours: number) => void;
  onSubmit: (changes: Pick<TripDraft, 'date' | 'time' | 'flight' | 'hours' | 'returnFlight'>) => void;
}) {
  const { t, i18n } = useTranslation('agent-booking');
  const id = useId();
  const calendarLabels = useCalendarLabels();
  const hourly = trip.direction === 'Hourly';
  const flightRequired = !hourly && quote.location?.type === 'Airport';
  const returnPickupAt = returnPickupOf(trip);
  const earliest = isoToZoned(quote.earliestPickupAt);
  const minHours = offer.minHours ?? 1;
  const zone = zoneName(i18n.language);
  const [values, setValues] = useState({
    date: trip.date && trip.date >= earliest.date ? trip.date : earliest.date,
    time: trip.time ?? '',
    flight: trip.flight ?? '',
    returnFlight: trip.returnFlight ?? '',
    hours: Math.max(trip.hours ?? minHours, minHours),
  });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  function set<K extends keyof typeof values>(field: K, value: (typeof values)[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: FieldErrors<Field> = {};
    const time = values.time.slice(0, 5);
    const pickupAt = values.date && time ? zonedToIso(values.date, time) : null;
    if (!values.date) found.date = t('time.errors.date');
    if (!time) found.time = t('time.errors.time');
    else if (!pickupAt) found.time = t('time.errors.invalidTime');
    else if (Date.parse(pickupAt) < Date.parse(quote.earliestPickupAt))
      found.time = t('time.errors.tooEarly', {
        time: formatDate(quote.earliestPickupAt, i18n.language, true),
      });
    let flight: string | null = null;
    if (!hourly && values.flight.trim()) {
      const parsed = flightNumber.safeParse(values.flight);
      if (parsed.success) flight = parsed.data;
      else found.flight = t('time.errors.flightFormat');
    } else if (flightRequired) found.flight = t('time.errors.flightRequired');
    // A return trip (decision 0017): the way back after the outward pickup, its own flight.
    if (pickupAt && returnPickupAt && Date.parse(returnPickupAt) <= Date.parse(pickupAt))
      found.time ??= t('time.errors.returnAfterOutward');
    let returnFlight: string | null = null;
    if (returnPickupAt && values.returnFlight.trim()) {
      const parsed = flightNumber.safeParse(values.returnFlight);
      if (parsed.success) returnFlight = parsed.data;
      else found.returnFlight = t('time.errors.flightFormat');
    } else if (returnPickupAt && flightRequired) found.returnFlight = t('time.errors.flightRequired');
    if (hourly && !isWholeNumberIn(values.hours, minHours, MIN_HOURS_MAX))
      found.hours = t('time.errors.hours', { min: minHours, max: MIN_HOURS_MAX });

    const first = fields.find((field) => found[field]);
    if (first) {
      setErrors(found);
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    onSubmit({ date: values.date, time, flight, returnFlight, hours: hourly ? values.hours : null });
  }

  return (
    <CalendarProvider>
      <form onSubmit={submit} noValidate>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="lg">
            <Alert variant="light" icon={<IconClock size={18} aria-hidden="true" />} role="note">
              {t('time.earliest', { time: formatDate(quote.earliestPickupAt, i18n.language, true), zone })}
            </Alert>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <DatePickerInput
                id={`${id}-date`}
                label={t('time.date')}
                value={values.date}
                onChange={(value) => set('date', value ?? '')}
                minDate={earliest.date}
                maxDate={addDays(earliest.date, BOOKING_HORIZON_DAYS)}
                valueFormat="D MMMM YYYY"
                ariaLabels={calendarLabels}
                error={errors.date}
                required
              />
              <TimeField
                id={`${id}-time`}
                label={t('time.time')}
                description={t('time.timeHint', { zone })}
                value={values.time || null}
                onChange={(value) => set('time', value ?? '')}
                error={errors.time}
                required
              />
            </SimpleGrid>
            {!hourly && (
              <TextInput
                id={`${id}-flight`}
                label={t('time.flight')}
                description={t(flightRequired ? 'time.flightHintRequired' : 'time.flightHint')}
                placeholder="SV1234"
                value={values.flight}
                onInput={asciiDigitsOnInput}
                onChange={(event) => set('flight', event.currentTarget.value.toUpperCase())}
                error={errors.flight}
                required={flightRequired}
                maxLength={12}
                dir="ltr"
                autoComplete="off"
              />
            )}
            {returnPickupAt && (
              <TextInput
                id={`${id}-returnFlight`}
                label={t('time.returnFlight')}
                description={t(flightRequired ? 'time.flightHintRequired' : 'time.flightHint')}
                placeholder="SV1235"
                value={values.returnFlight}
                onInput={asciiDigitsOnInput}
                onChange={(event) => set('returnFlight', event.currentTarget.value.toUpperCase())}
                error={errors.returnFlight}
                required={flightRequired}
                maxLength={12}
                dir="ltr"
                autoComplete="off"
              />
            )}
            {hourly && (
              <WholeNumberInput
                id={`${id}-hours`}
                label={t('time.hoursCount')}
                description={t('time.hoursHint', { count: minHours })}
                value={values.hours}
                onChange={(value) => {
                  const hours = value ?? Number.NaN;
                  set('hours', hours);
                  if (isWholeNumberIn(hours, minHours, MIN_HOURS_MAX)) onHoursChange(hours);
                }}
                min={minHours}
                max={MIN_HOURS_MAX}
                emptyValue={null}
                error={errors.hours}
                required
              />
            )}
            <Group justify="flex-end">
              <Button
                type="submit"
                size="md"
                rightSection={<IconArrowRight size={18} aria-hidden="true" className="mirror-in-rtl" />}
              >
                {t('time.next')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </form>
    </CalendarProvider>
  );
}
