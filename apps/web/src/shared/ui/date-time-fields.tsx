import { DatePickerInput, TimePicker } from '@mantine/dates';
import { asciiDigitsOnInput } from '../forms/typed-digits';
import { useTranslation } from '../i18n/translation';
import { useCalendarLabels } from './calendar-labels';
import { CalendarProvider } from './calendar-provider';

/** What a day or time field shows around its picker. */
export interface PickerFieldProps {
  id?: string;
  label: string;
  /** A hint under the label (the time field's time zone). */
  description?: string;
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string;
  required?: boolean;
  /** Shown while the field is empty (the day field only; the time field shows --:--). */
  placeholder?: string;
}

/** The days a day field offers, 'YYYY-MM-DD' (inclusive). */
export interface DayBounds {
  minDate?: string;
  maxDate?: string;
}

/**
 * The day picker of a trip, for deferred-date-time.tsx to import on demand: 'D MMMM YYYY' and the calendar
 * in the page language, the Saudi week (CalendarProvider). Values are 'YYYY-MM-DD'.
 */
export function DateField({ minDate, maxDate, ...field }: PickerFieldProps & DayBounds) {
  return (
    <CalendarProvider>
      <DatePickerInput
        {...field}
        minDate={minDate}
        maxDate={maxDate}
        valueFormat="D MMMM YYYY"
        ariaLabels={useCalendarLabels()}
      />
    </CalendarProvider>
  );
}

/**
 * The time picker of a trip: the 24-hour clock in both languages (never "04:30 م"), Arabic-Indic digits
 * accepted as typed (DESIGN §6). Values are 'HH:mm'; null until both hours and minutes are there.
 */
export function TimeField({ id, label, description, value, onChange, error, required }: PickerFieldProps) {
  const { t } = useTranslation('agent-booking');
  return (
    <TimePicker
      label={label}
      description={description}
      value={value ?? ''}
      onChange={(time) => onChange(time || null)}
      format="24h"
      hoursInputLabel={t('time.hours')}
      minutesInputLabel={t('time.minutes')}
      hoursInputProps={{ id, onInput: asciiDigitsOnInput }}
      minutesInputProps={{ onInput: asciiDigitsOnInput }}
      error={error}
      dir="ltr"
      required={required}
      // No dropdown here, but Mantine still opens and closes its popover on focus and blur, and the theme's
      // returnFocus would then pull the focus back to the hours ~10 ms after the user moved on whenever the
      // close is handled late (a busy phone): the next digit typed elsewhere landed in the hours.
      popoverProps={{ returnFocus: false }}
    />
  );
}
