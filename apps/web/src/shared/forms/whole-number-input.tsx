import { TextInput, type TextInputProps } from '@mantine/core';
import { toAsciiDigits } from '@masar/contract/digits';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { useTranslation } from '../i18n/translation';
import { asciiDigitsOnInput } from './typed-digits';

/** Whether a field's value is a whole number in its range (what the forms check before sending). */
export function isWholeNumberIn(value: number | null, min: number, max: number): value is number {
  return value !== null && Number.isInteger(value) && value >= min && value <= max;
}

/** The number a field's text stands for: '' → null, '٣' → 3, '2.5' → 2.5, '-1' → -1, 'abc' → NaN. */
function numberOf(text: string): number | null {
  const ascii = toAsciiDigits(text).trim();
  if (!ascii) return null;
  return /^-?\d+(\.\d+)?$/.test(ascii) ? Number(ascii) : Number.NaN;
}

/**
 * The one field for a whole number between `min` and `max` (passengers, bags, hours, quantities …), light
 * enough for a first page load. Arabic-Indic and Persian digits are read as digits. What is typed is what the
 * form gets, never another number: a decimal, a negative or a number out of range is reported as it is (text
 * that is no number as NaN) and the field says what it takes; the form refuses to send it. An empty field
 * reports `emptyValue` and shows it once left (null: it stays empty, for the form's "required" message).
 * Arrow keys step in range.
 */
export function WholeNumberInput({
  value,
  onChange,
  min,
  max,
  emptyValue,
  error,
  ...field
}: Omit<
  TextInputProps,
  'value' | 'onChange' | 'onInput' | 'onKeyDown' | 'onBlur' | 'type' | 'role' | 'min' | 'max'
> & {
  value: number | null;
  onChange: (value: number | null) => void;
  min: number;
  max: number;
  emptyValue: number | null;
  error?: string;
}) {
  const { t } = useTranslation('auth');
  const shown = value === null || Number.isNaN(value) ? '' : String(value);
  const [draft, setDraft] = useState(shown);
  // A value set from outside (a reset, the URL) replaces the draft; the draft's own number does not.
  useEffect(() => {
    setDraft((current) => (Object.is(numberOf(current) ?? emptyValue, value) ? current : shown));
  }, [shown, value, emptyValue]);

  const typed = numberOf(draft);
  const ownError =
    typed !== null && !isWholeNumberIn(typed, min, max)
      ? t('validation.wholeNumber', { min, max })
      : undefined;

  function report(text: string) {
    setDraft(text);
    onChange(numberOf(text) ?? emptyValue);
  }

  function step(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    const current = isWholeNumberIn(typed, min, max) ? typed : event.key === 'ArrowUp' ? min - 1 : max + 1;
    const next = Math.min(max, Math.max(min, current + (event.key === 'ArrowUp' ? 1 : -1)));
    report(String(next));
  }

  return (
    <TextInput
      {...field}
      type="text"
      role="spinbutton"
      inputMode="numeric"
      autoComplete="off"
      aria-valuemin={min}
      aria-valuemax={max}
      aria-valuenow={isWholeNumberIn(typed, min, max) ? typed : undefined}
      value={draft}
      onInput={asciiDigitsOnInput}
      onChange={(event) => report(event.currentTarget.value)}
      onKeyDown={step}
      // An emptied field that stands for a number shows that number once left.
      onBlur={() => {
        if (!draft.trim() && emptyValue !== null) setDraft(String(emptyValue));
      }}
      error={ownError ?? error}
    />
  );
}
