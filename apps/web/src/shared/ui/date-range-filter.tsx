import { DatePickerInput } from '@mantine/dates';
import { CalendarProvider } from './calendar-provider';

/**
 * A list's date filter: one field, a range of calendar days (YYYY-MM-DD, what the lists' `from` / `to`
 * take), in the page language; weeks start on Sunday and the Saudi weekend (Friday, Saturday) is marked.
 * The ends arrive one at a time as they are picked.
 */
export function DateRangeFilter({
  label,
  placeholder,
  clearLabel,
  from,
  to,
  onChange,
  error,
}: {
  label: string;
  placeholder: string;
  /** The name of the button that empties the field. */
  clearLabel: string;
  from: string | undefined;
  to: string | undefined;
  onChange: (range: { from: string | null; to: string | null }) => void;
  error?: string;
}) {
  return (
    <CalendarProvider>
      <DatePickerInput
        type="range"
        label={label}
        placeholder={placeholder}
        value={[from ?? null, to ?? null]}
        onChange={([start, end]) => onChange({ from: start, to: end })}
        valueFormat="D MMM YYYY"
        allowSingleDateInRange
        clearable
        clearButtonProps={{ 'aria-label': clearLabel }}
        error={error}
        w={{ base: '100%', xs: 260 }}
      />
    </CalendarProvider>
  );
}
