import { bookingStatuses, type ListAgentBookingsQuery } from '@masar/contract/agent-bookings';
import { tripDirections } from '@masar/contract/constants';
import { parseChoiceFilter, parseDayRange } from '../../../shared/ui/list-sort';

/** The URL keys of the filters every bookings list has (the agent's and the admins'). */
export const bookingUrlKeys = ['status', 'direction', 'dateField', 'from', 'to'] as const;
export type BookingUrlKey = (typeof bookingUrlKeys)[number];

/**
 * The contract's list filters (from/to: business-time-zone days, YYYY-MM-DD, inclusive; `to` is dropped when
 * the range is the wrong way round), plus what the inputs show.
 */
export interface BookingUrlFilters
  extends Pick<ListAgentBookingsQuery, 'status' | 'direction' | 'dateField' | 'from' | 'to'> {
  /** A range that ends before it starts: shown as an error and not sent (the API would refuse it). */
  rangeInvalid: boolean;
  /** The valid days of the URL, shown even when the range is the wrong way round. */
  dates: { from?: string; to?: string };
}

/** The bookings filters from the raw URL values: anything unknown or malformed means "all". */
export function parseBookingUrlFilters(values: Partial<Record<BookingUrlKey, string>>): BookingUrlFilters {
  return {
    status: parseChoiceFilter(values.status, bookingStatuses),
    direction: parseChoiceFilter(values.direction, tripDirections),
    dateField: values.dateField === 'createdAt' ? 'createdAt' : 'pickupAt',
    ...parseDayRange(values),
  };
}
