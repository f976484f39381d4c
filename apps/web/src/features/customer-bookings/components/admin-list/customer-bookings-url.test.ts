import { describe, expect, it } from 'vitest';
import { parseAdminBookingsSearch } from '../../../bookings-core/booking/admin-bookings-search';
import { actionsFor, customerBookingsScreen } from '../../api/customer-bookings';

const userId = '0b8f6c1e-2d4a-4c8e-9a1b-3f5d7e9a1c2b';
const areaId = '7c2e4a6b-8d0f-4b2a-9c4e-6a8b0d2f4e6a';

describe('the orders list state in the URL', () => {
  it('turns the URL into the API query, with the customer statuses, customer and area', () => {
    const state = parseAdminBookingsSearch(customerBookingsScreen, 2, 'MS-2611', {
      status: 'Cancelled',
      direction: 'Arrival',
      dateField: 'createdAt',
      from: '2026-01-01',
      to: '2026-01-31',
      userId,
      areaId,
      sort: '-total',
      limit: '20',
    });
    expect(state.params).toEqual({
      page: 2,
      limit: 20,
      search: 'MS-2611',
      status: 'Cancelled',
      direction: 'Arrival',
      dateField: 'createdAt',
      from: '2026-01-01',
      to: '2026-01-31',
      userId,
      areaId,
      sort: '-total',
    });
    expect(state.filtered).toBe(true);
  });

  it('drops what the API would refuse: an agent-only status, a malformed customer id, a reversed range', () => {
    const state = parseAdminBookingsSearch(customerBookingsScreen, 1, '', {
      status: 'Refunded',
      userId: 'nope',
      from: '2026-02-01',
      to: '2026-01-01',
    });
    expect(state.params).toMatchObject({
      status: undefined,
      userId: undefined,
      from: '2026-02-01',
      to: undefined,
    });
    expect(state.params.sort).toBe('-createdAt');
    expect(state.rangeInvalid).toBe(true);
    expect(parseAdminBookingsSearch(customerBookingsScreen, 1, '', {}).filtered).toBe(false);
  });
});

describe('the moves of a customer booking', () => {
  it('offers accept or cancel while Requested, complete or cancel once Accepted, nothing after', () => {
    expect(actionsFor('Requested')).toEqual(['accept', 'cancel']);
    expect(actionsFor('Accepted')).toEqual(['complete', 'cancel']);
    expect(actionsFor('Completed')).toEqual([]);
    expect(actionsFor('Cancelled')).toEqual([]);
  });
});
