import { bookingStatuses } from '@masar/contract/agent-bookings';
import { describe, expect, it } from 'vitest';
import { parseAdminBookingsSearch } from '../../../bookings-core/booking/admin-bookings-search';
import { statusInConflict } from '../../../bookings-core/booking/booking-action-modal';
import { actionsFor, agentsBookingsScreen } from '../../api/agent-bookings';

const agentId = '0b8f6c1e-2d4a-4c8e-9a1b-3f5d7e9a1c2b';
const areaId = '7c2e4a6b-8d0f-4b2a-9c4e-6a8b0d2f4e6a';

describe('the admin bookings list state in the URL', () => {
  it('turns the URL into the API query, with the agent and the area', () => {
    const state = parseAdminBookingsSearch(agentsBookingsScreen, 3, 'SV1234', {
      status: 'Accepted',
      direction: 'Leaving',
      dateField: 'createdAt',
      from: '2026-01-01',
      to: '2026-01-31',
      agentId,
      areaId,
      sort: 'pickupAt',
      limit: '20',
    });
    expect(state.params).toEqual({
      page: 3,
      limit: 20,
      search: 'SV1234',
      status: 'Accepted',
      direction: 'Leaving',
      dateField: 'createdAt',
      from: '2026-01-01',
      to: '2026-01-31',
      agentId,
      areaId,
      sort: 'pickupAt',
    });
    expect(state.filtered).toBe(true);
    expect(state.rangeInvalid).toBe(false);
  });

  it('drops what the API would refuse: unknown choices, bad days, malformed ids, odd sizes and sorts', () => {
    const state = parseAdminBookingsSearch(agentsBookingsScreen, 1, '', {
      status: 'Lost',
      direction: 'Sideways',
      dateField: 'updatedAt',
      from: '2026-02-31',
      agentId: 'not-an-id',
      areaId: `${areaId}x`,
      sort: '-agent',
      limit: '7',
    });
    expect(state.params).toEqual({
      page: 1,
      limit: 10,
      search: undefined,
      status: undefined,
      direction: undefined,
      dateField: 'pickupAt',
      from: undefined,
      to: undefined,
      agentId: undefined,
      areaId: undefined,
      sort: '-createdAt',
    });
    expect(state.filtered).toBe(false);
  });

  it('counts the agent alone as a filter (the empty list then says "no match")', () => {
    expect(parseAdminBookingsSearch(agentsBookingsScreen, 1, '', { agentId }).filtered).toBe(true);
    expect(parseAdminBookingsSearch(agentsBookingsScreen, 1, '', { dateField: 'createdAt' }).filtered).toBe(
      false,
    );
  });

  it('flags a range that ends before it starts and does not send its end', () => {
    const state = parseAdminBookingsSearch(agentsBookingsScreen, 1, '', {
      from: '2026-03-10',
      to: '2026-03-01',
    });
    expect(state.rangeInvalid).toBe(true);
    expect(state.params.from).toBe('2026-03-10');
    expect(state.params.to).toBeUndefined();
    expect(state.dates).toEqual({ from: '2026-03-10', to: '2026-03-01' });
  });
});

describe('the row actions', () => {
  it('offers exactly the moves each status allows', () => {
    expect(actionsFor('Requested')).toEqual(['accept', 'refund']);
    expect(actionsFor('Accepted')).toEqual(['complete', 'refund']);
    expect(actionsFor('Completed')).toEqual([]);
    expect(actionsFor('Refunded')).toEqual([]);
  });

  it('reads the booking’s new status from a 409, and nothing from another message', () => {
    expect(statusInConflict('A Completed booking cannot be refunded', bookingStatuses)).toBe('Completed');
    expect(statusInConflict('A Refunded booking cannot be accepted', bookingStatuses)).toBe('Refunded');
    expect(statusInConflict('A Lost booking cannot be accepted', bookingStatuses)).toBeNull();
    expect(statusInConflict('Booking not found', bookingStatuses)).toBeNull();
  });
});
