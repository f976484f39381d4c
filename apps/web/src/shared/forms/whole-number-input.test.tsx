import { NumberInput } from '@mantine/core';
import { TimePicker } from '@mantine/dates';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers';
import { PhoneInput } from './phone-input';
import { asciiDigitsOnInput } from './typed-digits';
import { WholeNumberInput } from './whole-number-input';

afterEach(cleanup);
/** These fields' texts are in English. */
const render = (ui: ReactNode) => renderWithProviders(ui, { language: 'en' });

function Field({ emptyValue }: { emptyValue: number | null }) {
  const [value, setValue] = useState<number | null>(2);
  return (
    <>
      <WholeNumberInput
        label="Passengers"
        value={value}
        onChange={setValue}
        min={1}
        max={60}
        emptyValue={emptyValue}
      />
      <output>{String(value)}</output>
    </>
  );
}

function Phone() {
  const [value, setValue] = useState('');
  return (
    <>
      <PhoneInput label="Phone" value={value} onChange={(event) => setValue(event.currentTarget.value)} />
      <output>{value}</output>
    </>
  );
}

function Time() {
  const [value, setValue] = useState('');
  return (
    <>
      <TimePicker
        label="Time"
        value={value}
        onChange={setValue}
        format="24h"
        hoursInputLabel="Hours"
        minutesInputLabel="Minutes"
        hoursInputProps={{ onInput: asciiDigitsOnInput }}
        minutesInputProps={{ onInput: asciiDigitsOnInput }}
      />
      <output>{value}</output>
    </>
  );
}

function Coordinate() {
  const [value, setValue] = useState<number | string>('');
  return (
    <>
      <NumberInput
        label="Latitude"
        value={value}
        onChange={setValue}
        decimalScale={6}
        onInput={asciiDigitsOnInput}
      />
      <output>{String(value)}</output>
    </>
  );
}

/** Typing as a browser does: the input event carries what is now in the field. */
const type = (input: HTMLElement, text: string) => fireEvent.input(input, { target: { value: text } });
const reported = () => screen.getByRole('status').textContent;

describe('WholeNumberInput', () => {
  it('is a labelled spinbutton that reports whole numbers in range while typing', async () => {
    await render(<Field emptyValue={1} />);
    const input = screen.getByRole('spinbutton', { name: 'Passengers' });
    type(input, '12');
    expect(reported()).toBe('12');
    expect(input.getAttribute('aria-valuenow')).toBe('12');
  });

  it('reads Arabic-Indic and Persian digits', async () => {
    await render(<Field emptyValue={1} />);
    const input = screen.getByRole('spinbutton', { name: 'Passengers' }) as HTMLInputElement;
    type(input, '٣');
    expect(reported()).toBe('3');
    expect(input.value).toBe('3');
    type(input, '۱۲');
    expect(reported()).toBe('12');
  });

  it.each([
    ['99999', '99999'],
    ['-1', '-1'],
    ['2.5', '2.5'],
    ['abc', 'NaN'],
  ])(
    'never turns %s into another number: it is reported as typed, with an error on the field',
    async (typed, value) => {
      await render(<Field emptyValue={1} />);
      const input = screen.getByRole('spinbutton', { name: 'Passengers' }) as HTMLInputElement;
      type(input, typed);
      fireEvent.blur(input);
      expect(reported()).toBe(value);
      expect(input.value).toBe(typed);
      expect(input).toHaveProperty('ariaInvalid', 'true');
      expect(screen.getByText('Enter a whole number from 1 to 60')).toBeTruthy();
    },
  );

  it('shows its empty value once left empty, or stays empty when empty means "not given"', async () => {
    await render(<Field emptyValue={1} />);
    const input = screen.getByRole('spinbutton', { name: 'Passengers' }) as HTMLInputElement;
    type(input, '');
    fireEvent.blur(input);
    expect(reported()).toBe('1');
    expect(input.value).toBe('1');
    cleanup();
    await render(<Field emptyValue={null} />);
    const empty = screen.getByRole('spinbutton', { name: 'Passengers' }) as HTMLInputElement;
    type(empty, '');
    fireEvent.blur(empty);
    expect(reported()).toBe('null');
    expect(empty.value).toBe('');
  });

  it('steps with the arrow keys inside its range', async () => {
    await render(<Field emptyValue={1} />);
    const input = screen.getByRole('spinbutton', { name: 'Passengers' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(reported()).toBe('3');
    type(input, '60');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(reported()).toBe('60');
  });
});

describe('typed digits in other fields', () => {
  it('a phone typed in Arabic-Indic digits is ASCII in the field', async () => {
    await render(<Phone />);
    type(screen.getByRole('textbox', { name: 'Phone' }), '+٩٦٦٥٠١٢٣٤٥٦٧');
    expect(reported()).toBe('+966501234567');
  });

  it("Mantine's number field gets a coordinate typed in Arabic-Indic digits and separator", async () => {
    await render(<Coordinate />);
    type(screen.getByRole('textbox', { name: 'Latitude' }), '٢٤٫٧١');
    expect(reported()).toBe('24.71');
  });

  it("Mantine's time picker gets the hours and minutes typed in Arabic-Indic digits", async () => {
    await render(<Time />);
    type(screen.getByRole('spinbutton', { name: 'Hours' }), '١٤');
    type(screen.getByRole('spinbutton', { name: 'Minutes' }), '٣٠');
    expect(reported()).toBe('14:30');
  });
});
