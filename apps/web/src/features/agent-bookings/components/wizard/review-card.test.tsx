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
