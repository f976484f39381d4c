import { type BookingStatus, bookingStatuses } from '@masar/contract/agent-bookings';
import { tripDirections } from '@masar/contract/constants';
import type { TripDirection } from '@masar/contract/trips';
import { parseChoiceFilter, parseDayRange } from '../../../shared/ui/list-sort';

/** The URL keys of the filters every bookings list has (the agent's and the admins'). */
export const bookingUrlKeys = ['status', 'direction', 'dateField', 'from', 'to'] as const;
export type BookingUrlKey = (typeof bookingUrlKeys)[number];

export interface BookingUrlFilters {
  status?: BookingStatus;
  direction?: TripDirection;
  dateField: 'pickupAt' | 'createdAt';
  /** Business-time-zone days (YYYY-MM-DD), inclusive; `to` is dropped when the range is the wrong way round. */
  from?: string;
  to?: string;
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
