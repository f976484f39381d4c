import type { LocationSummary } from '@masar/contract/locations';
import type { PriceBreakdown, TripSnapshot } from '@masar/contract/trips';
import { sql } from 'drizzle-orm';
import type { agentBookings, customerBookings } from '../../db/schema/index';

/** The columns agent and customer bookings share, as the API reads them back. */
type TripRow = Pick<
  typeof agentBookings.$inferSelect,
  | 'snapshot'
  | 'taxiServiceId'
  | 'distanceTariffId'
  | 'pricing'
  | 'distanceMeters'
  | 'durationSeconds'
  | 'cancellationTerms'
  | 'passengers'
  | 'bags'
  | 'pickupAt'
  | 'flightNumber'
  | 'travellerName'
  | 'travellerPhone'
  | 'travellerEmail'
  | 'travellerNationality'
  | 'notes'
  | 'transferPrice'
  | 'hourlyPrice'
  | 'hours'
  | 'surcharges'
  | 'surchargesTotal'
  | 'extras'
  | 'extrasTotal'
  | 'returnDiscountPercent'
  | 'returnDiscount'
  | 'totalPrice'
  | 'currency'
>;

/** The contract's `bookedTripFields` of a booking row of either kind. */
export function bookedTripOfRow(row: TripRow) {
  const { area, location, car } = row.snapshot;
  return {
    // Named, not spread: spreading the parsed jsonb into this literal cost V8 ~15 µs a row (20× this).
    area,
    location,
    car,
    taxiServiceId: (row.taxiServiceId ?? row.distanceTariffId) as string,
    pricing: row.pricing,
    distanceMeters: row.distanceMeters,
    durationSeconds: row.durationSeconds,
    cancellationTerms: row.cancellationTerms,
    passengers: row.passengers,
    bags: row.bags,
    pickupAt: row.pickupAt.toISOString(),
    flightNumber: row.flightNumber,
    travellerName: row.travellerName,
    travellerPhone: row.travellerPhone,
    travellerEmail: row.travellerEmail,
    travellerNationality: row.travellerNationality,
    notes: row.notes,
    price: priceOfRow(row),
  };
}

function priceOfRow(row: Omit<TripRow, 'snapshot'>): PriceBreakdown {
  return {
    transferPrice: row.transferPrice,
    hourlyPrice: row.hourlyPrice,
    hours: row.hours,
    surcharges: row.surcharges,
    surchargesTotal: row.surchargesTotal,
    extras: row.extras,
    extrasTotal: row.extrasTotal,
    ...(row.returnDiscount > 0 && {
      returnDiscount: { percent: row.returnDiscountPercent, amount: row.returnDiscount },
    }),
    total: row.totalPrice,
    currency: row.currency,
  };
}

interface HistoryTimes {
  createdAt: Date;
  acceptedAt: Date | null;
  completedAt: Date | null;
  /** Null on a completed booking: its driver completed the trip from their app (issue #18). */
  completedBy: string | null;
}

/**
 * The status history, oldest first, from the time each status was reached: requested by the owner,
 * accepted by admins, completed by an admin or the driver, and the closing step (refund or cancel) by whoever took it.
 */
export function historyOfRow<Owner extends string, Closed extends string>(
  row: HistoryTimes,
  owner: Owner,
  closed: { status: Closed; at: Date | null; byAdmin: boolean },
) {
  type Step = {
    status: 'Requested' | 'Accepted' | 'Completed' | Closed;
    at: string;
    by: Owner | 'Admin' | 'Driver';
  };
  const history: Step[] = [{ status: 'Requested', at: row.createdAt.toISOString(), by: owner }];
  if (row.acceptedAt) history.push({ status: 'Accepted', at: row.acceptedAt.toISOString(), by: 'Admin' });
  if (row.completedAt) {
    const by = row.completedBy ? 'Admin' : 'Driver';
    history.push({ status: 'Completed', at: row.completedAt.toISOString(), by });
  }
  if (closed.at) {
    history.push({
      status: closed.status,
      at: closed.at.toISOString(),
      by: closed.byAdmin ? 'Admin' : owner,
    });
  }
  return history;
}

/**
 * The columns a list row reads of the booked trip (contract `bookedTripListFields`, issue #21), for either
 * booking table: of the snapshot only its location and car (PostgreSQL picks them out of the jsonb, so the
 * area and the car's other fields are neither sent nor parsed).
 */
export function listedTripColumns(table: typeof agentBookings | typeof customerBookings) {
  return {
    location: sql<LocationSummary | null>`${table.snapshot} -> 'location'`,
    car: sql<TripSnapshot['car']>`${table.snapshot} -> 'car'`,
    pickupAt: table.pickupAt,
    flightNumber: table.flightNumber,
    travellerName: table.travellerName,
    hours: table.hours,
    totalPrice: table.totalPrice,
    currency: table.currency,
  };
}

type ListedTripRow = {
  location: LocationSummary | null;
  car: TripSnapshot['car'];
  pickupAt: Date;
  flightNumber: string | null;
  travellerName: string;
  hours: number | null;
  totalPrice: number;
  currency: string;
};

/** The contract's `bookedTripListFields` of a row read with listedTripColumns. */
export function listedTripOfRow(row: ListedTripRow) {
  const { location, car } = row;
  return {
    // A JSON null inside the jsonb comes back as null, an absent key as undefined: both are "no location".
    location: location
      ? { id: location.id, nameAr: location.nameAr, nameEn: location.nameEn, type: location.type }
      : null,
    car: { id: car.id, nameAr: car.nameAr, nameEn: car.nameEn },
    pickupAt: row.pickupAt.toISOString(),
    flightNumber: row.flightNumber,
    travellerName: row.travellerName,
    price: { hours: row.hours, total: row.totalPrice, currency: row.currency },
  };
}
