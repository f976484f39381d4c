import { TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * A whole number between `min` and `max` in the browser's own number field (a spinbutton: arrow keys and
 * steppers), light enough for a first page load. While typing, every whole number in range is reported at
 * once; leaving the field puts a number out of range back in range, and an empty field back to `emptyValue`
 * (null: it stays empty, for the form's "required" message).
 */
export function WholeNumberInput({
  id,
  label,
  value,
  onChange,
  min,
  max,
  emptyValue,
  error,
  required,
}: {
  id?: string;
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  min: number;
  max: number;
  emptyValue: number | null;
  error?: string;
  required?: boolean;
}) {
  const shown = value === null ? '' : String(value);
  const [draft, setDraft] = useState(shown);
  // A value set from outside (a reset, the URL) replaces the draft.
  useEffect(() => setDraft(shown), [shown]);

  const parse = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);

  return (
    <TextInput
      id={id}
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      step={1}
      label={label}
      value={draft}
      onChange={(event) => {
        const text = event.currentTarget.value;
        setDraft(text);
        const number = parse(text);
        if (number !== null && number >= min && number <= max) onChange(number);
      }}
      onBlur={() => {
        const number = parse(draft);
        const next = number === null ? emptyValue : clamp(number, min, max);
        setDraft(next === null ? '' : String(next));
        if (next !== value) onChange(next);
      }}
      error={error}
      required={required}
    />
  );
}
