import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../shared/test/render-with-providers';
import { CancellationPolicyModal } from './cancellation-policy-modal';

const tiers = [
  { hoursBefore: 24, feePercent: 0 },
  { hoursBefore: 0, feePercent: 50 },
];

afterEach(cleanup);

describe('CancellationPolicyModal', () => {
  it('tells an editor to include a tier at 0 hours, and what customers will read', async () => {
    await renderWithProviders(
      <CancellationPolicyModal taxiServiceId={null} tiers={tiers} onClose={() => {}} />,
      { language: 'en' },
    );
    expect(screen.getByText(/Include a tier at 0 hours/)).toBeTruthy();
    expect(screen.getByText(/^Customers and agents will read:/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('shows a read-only admin the policy as it stands, without the editor’s advice or its controls', async () => {
    await renderWithProviders(
      <CancellationPolicyModal taxiServiceId={null} tiers={tiers} readOnly onClose={() => {}} />,
      { language: 'en' },
    );
    expect(screen.queryByText(/Include a tier at 0 hours/)).toBeNull();
    expect(screen.getByText(/^Each tier: cancelling at least/)).toBeTruthy();
    expect(screen.getByText(/^Customers and agents read:/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add a tier' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('says the same in Arabic, without the advice', async () => {
    await renderWithProviders(
      <CancellationPolicyModal taxiServiceId={null} tiers={tiers} readOnly onClose={() => {}} />,
      { language: 'ar' },
    );
    expect(screen.queryByText(/أضف شريحة عند 0 ساعة/)).toBeNull();
    expect(screen.getByText(/^يقرأ العملاء والوكلاء:/)).toBeTruthy();
  });
});
