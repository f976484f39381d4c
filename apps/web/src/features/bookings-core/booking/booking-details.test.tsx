import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../shared/test/render-with-providers';
import { BookingDetails } from './booking-details';
import { agentBookingFixture } from './booking-fixtures';

afterEach(cleanup);

describe('BookingDetails and the distance (decision 0015)', () => {
  it('shows the distance, the duration and the pricing basis to an admin (en)', async () => {
    await renderWithProviders(
      <BookingDetails
        booking={agentBookingFixture({
          pricing: 'Distance',
          distanceMeters: 262_345,
          durationSeconds: 11_700,
        })}
        audience="admin"
      />,
      { language: 'en' },
    );
    expect(screen.getByText('262.3 km · about 3 hr 15 min')).toBeTruthy();
    expect(screen.getByText('Distance', { selector: 'dd, dd *' })).toBeTruthy();
  });

  it('leaves the distance out of a booking made without one (ar)', async () => {
    await renderWithProviders(
      <BookingDetails
        booking={agentBookingFixture({ distanceMeters: null, durationSeconds: null })}
        audience="admin"
      />,
      { language: 'ar' },
    );
    expect(screen.queryByText('المسافة')).toBeNull();
    expect(screen.getByText('سعر المسار')).toBeTruthy();
  });
});
