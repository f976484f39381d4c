import type { PriceBreakdown } from '@masar/contract/trips';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../shared/test/render-with-providers';
import { PriceCard } from './price-card';

afterEach(cleanup);

const price: PriceBreakdown = {
  transferPrice: 20_000,
  hourlyPrice: null,
  hours: null,
  surcharges: [],
  surchargesTotal: 0,
  extras: [],
  extrasTotal: 0,
  total: 20_000,
  currency: 'SAR',
};
const back: PriceBreakdown = {
  ...price,
  transferPrice: 15_000,
  returnDiscount: { percent: 10, amount: 1_500 },
  total: 13_500,
};
const free = [{ hoursBefore: 0, feePercent: 0 }];
const halfLate = [
  { hoursBefore: 24, feePercent: 0 },
  { hoursBefore: 0, feePercent: 50 },
];

describe('PriceCard of the public booking', () => {
  it('shows a one-way trip’s total alone', async () => {
    await renderWithProviders(
      <PriceCard car={undefined} price={price} terms={free} pending={false} canConfirm formId="f" hint="" />,
      { language: 'en' },
    );
    expect(screen.getByTestId('price-total').textContent).toContain('200.00');
    expect(screen.queryByTestId('price-return-total')).toBeNull();
    expect(screen.queryByTestId('price-return-terms')).toBeNull();
  });

  it('shows a return trip’s legs, the return discount as its own line, the sum and both legs’ terms (decision 0017)', async () => {
    await renderWithProviders(
      <PriceCard
        car={undefined}
        price={price}
        returnPrice={back}
        terms={free}
        returnTerms={halfLate}
        pending={false}
        canConfirm
        formId="f"
        hint=""
      />,
      { language: 'en' },
    );
    expect(screen.getByTestId('price-outward-total').textContent).toContain('200.00');
    expect(screen.getByTestId('price-return-total').textContent).toContain('135.00');
    expect(screen.getByTestId('return-discount-line').textContent).toContain('-15.00');
    expect(screen.getByText('Return discount 10%')).toBeTruthy();
    expect(screen.getByTestId('price-total').textContent).toContain('335.00');
    expect(screen.getByTestId('price-terms').textContent).toMatch(/^Outward trip: /);
    expect(screen.getByTestId('price-return-terms').textContent).toMatch(/^Return trip: .*50/);
  });
});
