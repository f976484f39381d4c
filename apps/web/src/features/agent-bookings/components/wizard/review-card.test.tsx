import type { PriceBreakdown } from '@masar/contract/trips';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../../shared/i18n/i18n';
import { renderWithProviders } from '../../../../shared/test/render-with-providers';
import { ReviewCard } from './review-card';

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

const confirm = () => {
  const words = i18n.t('agent-booking:review.confirm', { amount: '' }).trim();
  return screen.getByRole('button', { name: new RegExp(`^${words}.*200\\.00`) });
};

describe('ReviewCard and the credit limit (decision 0011)', () => {
  it('lets an agent book below zero within the credit limit', async () => {
    await renderWithProviders(
      <ReviewCard price={price} balance={5_000} creditLimit={15_000} pending={false} formId="f" />,
      { language: 'en' },
    );
    expect(confirm().hasAttribute('disabled')).toBe(false);
    expect(screen.getByTestId('review-after').textContent).toContain('150.00');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('holds the booking one halala beyond the limit and says what is missing', async () => {
    await renderWithProviders(
      <ReviewCard price={price} balance={5_000} creditLimit={14_999} pending={false} formId="f" />,
      { language: 'en' },
    );
    expect(confirm().hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('alert').textContent).toContain('0.01');
  });
});

describe('ReviewCard of a return trip (decision 0017)', () => {
  const back: PriceBreakdown = {
    ...price,
    transferPrice: 15_000,
    returnDiscount: { percent: 10, amount: 1_500 },
    total: 13_500,
  };

  it('shows each leg, the return discount as its own line, and pays their sum', async () => {
    await renderWithProviders(
      <ReviewCard price={price} returnPrice={back} balance={50_000} pending={false} formId="f" />,
      { language: 'en' },
    );
    expect(screen.getByTestId('review-outward-total').textContent).toContain('200.00');
    expect(screen.getByTestId('review-return-total').textContent).toContain('135.00');
    expect(screen.getByTestId('return-discount-line').textContent).toContain('-15.00');
    expect(screen.getByText('Return discount 10%')).toBeTruthy();
    expect(screen.getByTestId('review-total').textContent).toContain('335.00');
    expect(screen.getByTestId('review-after').textContent).toContain('165.00');
    const words = i18n.t('agent-booking:review.confirm', { amount: '' }).trim();
    expect(screen.getByRole('button', { name: new RegExp(`^${words}.*335\\.00`) })).toBeTruthy();
  });

  it('holds a return trip the wallet covers for one leg only', async () => {
    await renderWithProviders(
      <ReviewCard price={price} returnPrice={back} balance={30_000} pending={false} formId="f" />,
      { language: 'en' },
    );
    expect(screen.getByRole('alert').textContent).toContain('35.00');
  });
});
