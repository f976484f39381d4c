import type { CustomerBookingStatus, PaymentMethod } from '@masar/contract/customer-bookings';
import { eq, sql } from 'drizzle-orm';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { customerBookings, locations, users } from '../db/schema/index';
import {
  cancelCustomerBooking,
  createCustomerBooking,
} from '../modules/customer-bookings/customer-bookings.service';
import { issueCustomerBookingInvoice } from '../modules/invoices/invoices.service';
import { quoteTrip } from '../modules/pricing/trip-quote';
import { logDemoAdminMoves } from './seed-bookings';

const config: Pick<AppConfig, 'currency' | 'timeZone' | 'bookingLeadMinutes'> = {
  currency: 'SAR',
  timeZone: 'Asia/Riyadh',
  bookingLeadMinutes: 0,
};
const DAY = 86_400_000;

interface DemoCustomerTrip {
  direction: 'Arrival' | 'Leaving';
  airport: string;
  /** A catalogue location (hotel or landmark) whose address the trip starts or ends at. */
  place: string;
  pickupInDays: number;
  flightNumber: string;
  paymentMethod: PaymentMethod;
  status: CustomerBookingStatus;
}

const trips: DemoCustomerTrip[] = [
  {
    direction: 'Arrival',
    airport: 'RUH',
    place: 'Four Seasons',
    pickupInDays: 3,
    flightNumber: 'SV1022',
    paymentMethod: 'Cash',
    status: 'Requested',
  },
  {
    direction: 'Leaving',
    airport: 'RUH',
    place: 'Ritz-Carlton',
    pickupInDays: 7,
    flightNumber: 'EK818',
    paymentMethod: 'Card',
    status: 'Accepted',
  },
  {
    direction: 'Arrival',
    airport: 'JED',
    place: 'Jeddah Hilton',
    pickupInDays: -4,
    flightNumber: 'SV1460',
    paymentMethod: 'Cash',
    status: 'Completed',
  },
  {
    direction: 'Leaving',
    airport: 'JED',
    place: 'Historic Jeddah',
    pickupInDays: 10,
    flightNumber: 'MS644',
    paymentMethod: 'Card',
    status: 'Cancelled',
  },
];

/**
 * A few bookings of the demo customer in every status, made through the real booking code (server
 * price, reference); the admin's moves are set directly since the demo has no admin clicking.
 */
export async function loadDemoCustomerBookings(
  db: Database,
  customerEmail: string,
  adminId: string,
): Promise<void> {
  const [customer] = await db.select().from(users).where(eq(users.email, customerEmail.toLowerCase()));
  if (!customer) throw new Error(`demo customer ${customerEmail} missing`);
  const catalogue = await db.select().from(locations);
  const named = (part: string) => {
    const location = catalogue.find((candidate) => candidate.nameEn.includes(part));
    if (!location) throw new Error(`demo location ${part} missing`);
    return location;
  };
  for (const trip of trips) {
    const place = named(trip.place);
    const request = {
      direction: trip.direction,
      locationId: named(trip.airport).id,
      // Yousef books in Arabic, so his hotels' addresses are as he picked them there.
      place: { address: place.nameAr, lat: place.lat, lng: place.lng },
      passengers: 2,
      bags: 2,
      extras: [],
    };
    const offer = (
      await quoteTrip(db, request, { currency: config.currency, leadMinutes: 0, timeZone: config.timeZone })
    ).offers[0];
    if (!offer) throw new Error(`no demo offer near ${trip.place}`);
    const { booking } = await createCustomerBooking(db, config, customer.id, {
      ...request,
      taxiServiceId: offer.taxiServiceId,
      pickupAt: new Date(Date.now() + Math.max(trip.pickupInDays, 1) * DAY).toISOString(),
      travellerName: customer.name,
      travellerPhone: customer.phone ?? '+966501112233',
      flightNumber: trip.flightNumber,
      paymentMethod: trip.paymentMethod,
    });
    if (trip.status === 'Cancelled') await cancelCustomerBooking(db, customer.id, booking.id);
    if (trip.status === 'Accepted' || trip.status === 'Completed') {
      await db
        .update(customerBookings)
        .set({
          status: trip.status,
          acceptedAt: sql`now()`,
          acceptedBy: adminId,
          completedAt: trip.status === 'Completed' ? sql`now()` : null,
          completedBy: trip.status === 'Completed' ? adminId : null,
        })
        .where(eq(customerBookings.id, booking.id));
      // Completing issues the simplified invoice (decision 0012), as the admin's move does.
      if (trip.status === 'Completed') await issueCustomerBookingInvoice(db, booking.id, config.timeZone);
      await logDemoAdminMoves(db, 'CustomerBooking', booking.id, trip.status, adminId);
    }
    if (trip.pickupInDays < 0) {
      await db
        .update(customerBookings)
        .set({ pickupAt: new Date(Date.now() + trip.pickupInDays * DAY) })
        .where(eq(customerBookings.id, booking.id));
    }
  }
}
