import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { WholeNumberInput } from './whole-number-input';

afterEach(cleanup);

function Field({ emptyValue }: { emptyValue: number | null }) {
  const [value, setValue] = useState<number | null>(2);
  return (
    <MantineProvider env="test">
      <WholeNumberInput
        label="Passengers"
        value={value}
        onChange={setValue}
        min={1}
        max={60}
        emptyValue={emptyValue}
      />
      <output>{String(value)}</output>
    </MantineProvider>
  );
}

describe('WholeNumberInput', () => {
  it('is a labelled spinbutton that reports whole numbers in range while typing', () => {
    render(<Field emptyValue={1} />);
    const input = screen.getByRole('spinbutton', { name: 'Passengers' });
    fireEvent.change(input, { target: { value: '12' } });
    expect(screen.getByRole('status').textContent).toBe('12');
  });

  it('puts a number out of range back in range, and an empty field back to its empty value, on leaving', () => {
    render(<Field emptyValue={1} />);
    const input = screen.getByRole('spinbutton', { name: 'Passengers' });
    fireEvent.change(input, { target: { value: '75' } });
    expect(screen.getByRole('status').textContent).toBe('2');
    fireEvent.blur(input);
    expect(screen.getByRole('status').textContent).toBe('60');
    expect((input as HTMLInputElement).value).toBe('60');
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.blur(input);
    expect(screen.getByRole('status').textContent).toBe('1');
  });

  it('stays empty when empty means "not given"', () => {
    render(<Field emptyValue={null} />);
    const input = screen.getByRole('spinbutton', { name: 'Passengers' });
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.blur(input);
    expect(screen.getByRole('status').textContent).toBe('null');
    expect((input as HTMLInputElement).value).toBe('');
  });
});
