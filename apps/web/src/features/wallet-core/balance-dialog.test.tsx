import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../shared/i18n/i18n';
import { renderWithProviders } from '../../shared/test/render-with-providers';
import { BalanceDialog } from './balance-dialog';

afterEach(cleanup);

/** An agent 50.00 in debt on credit (decision 0011). */
const agent = { id: '00000000-0000-4000-8000-000000000001', name: 'Debt Agent', balance: -5_000 };

async function review(operation: 'ADD' | 'SUBTRACT', amount: string, note = 'Bank transfer 42') {
  await renderWithProviders(<BalanceDialog agent={agent} opened onClose={() => {}} />, { language: 'en' });
  fireEvent.click(screen.getByText(i18n.t(`payments:dialog.${operation}`)));
  fireEvent.change(screen.getByRole('textbox', { name: i18n.t('payments:dialog.amount') }), {
    target: { value: amount },
  });
  fireEvent.change(screen.getByRole('textbox', { name: i18n.t('payments:dialog.note') }), {
    target: { value: note },
  });
  fireEvent.click(screen.getByRole('button', { name: i18n.t('payments:dialog.review') }));
}

describe('BalanceDialog for an agent in debt', () => {
  it('lets a top-up that leaves the balance below zero through to the confirmation', async () => {
    await review('ADD', '10');
    expect(await screen.findByTestId('balance-resulting')).toBeTruthy();
  });

  it('says a pasted note is too long instead of cutting it', async () => {
    await review('ADD', '10', 'n'.repeat(501));
    expect(screen.queryByTestId('balance-resulting')).toBeNull();
    expect(screen.getByRole('textbox', { name: i18n.t('payments:dialog.note') })).toHaveProperty(
      'value',
      'n'.repeat(501),
    );
    expect(screen.getByText('Must be at most 500 characters')).toBeTruthy();
  });

  it('still refuses a withdrawal below zero', async () => {
    await review('SUBTRACT', '1');
    expect(screen.queryByTestId('balance-resulting')).toBeNull();
    expect(
      screen.getByText(i18n.t('payments:dialog.errors.tooLow', { balance: 'SAR 0.00' }).split(':')[0] ?? '', {
        exact: false,
      }),
    ).toBeTruthy();
  });
});
