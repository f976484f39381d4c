import { eq, sql } from 'drizzle-orm';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { agentBookings, agentPlaces, locations } from '../db/schema/index';
import { recordAdminAction } from '../modules/admin-actions/admin-actions.service';
import { cancelAgentBooking, createAgentBooking } from '../modules/agent-bookings/agent-bookings.service';
import { quoteTrip } from '../modules/pricing/trip-quote';

const config: Pick<AppConfig, 'currency' | 'timeZone' | 'bookingLeadMinutes'> = {
  currency: 'SAR',
  timeZone: 'Asia/Riyadh',
  bookingLeadMinutes: 0,
};
const DAY = 86_400_000;

interface DemoTrip {
  direction: 'Arrival' | 'Leaving' | 'Hourly';
  airport?: string;
  place: string;
  /** Days from now of the pickup; negative for trips already done. */
  pickupInDays: number;
  hours?: number;
  traveller: [name: string, phone: string];
  flightNumber?: string;
  /** Where the demo leaves it. */
  status: 'Requested' | 'Accepted' | 'Completed' | 'Refunded';
}

/**
 * The admin's moves on a demo booking set Accepted or Completed directly (no admin clicks in the demo),
 * made whole: the action log has the rows the real accept and complete write, so the log and the
 * booking's history name the admin.
 */
export async function logDemoAdminMoves(
  db: Database,
  entityType: 'AgentBooking' | 'CustomerBooking',
  bookingId: string,
  status: 'Accepted' | 'Completed',
  adminId: string,
): Promise<void> {
  await recordAdminAction(db, {
    adminId,
    action: 'AcceptBooking',
    entityType,
    entityId: bookingId,
    before: { status: 'Requested' },
    after: { status: 'Accepted' },
  });
  if (status !== 'Completed') return;
  await recordAdminAction(db, {
    adminId,
    action: 'CompleteBooking',
    entityType,
    entityId: bookingId,
    before: { status: 'Accepted' },
    after: { status: 'Completed' },
  });
}

/**
 * A few bookings of the demo agents in every status, paid through the real booking code so the wallet
 * and ledger add up; `adminId` is the admin who accepted and completed the ones that are.
 */
export async function loadDemoBookings(
  db: Database,
  agentId: string,
  adminId: string,
  trips: DemoTrip[],
): Promise<void> {
  const places = await db.select().from(agentPlaces).where(eq(agentPlaces.agentId, agentId));
  const airports = await db.select().from(locations).where(eq(locations.type, 'Airport'));
  for (const trip of trips) {
    const place = places.find((candidate) => candidate.name === trip.place);
    const airport = airports.find((candidate) => candidate.nameEn.includes(trip.airport ?? '—'));
    if (!place || (trip.direction !== 'Hourly' && !airport)) throw new Error(`demo trip needs ${trip.place}`);
    const request = {
      direction: trip.direction,
      locationId: trip.direction === 'Hourly' ? null : (airport?.id ?? null),
      place: { address: place.address, lat: place.lat, lng: place.lng, placeId: place.id },
      passengers: 2,
      bags: 2,
      hours: trip.hours ?? null,
      extras: [],
    };
    const quote = await quoteTrip(db, request, {
      currency: config.currency,
      leadMinutes: 0,
      timeZone: config.timeZone,
    });
    const offer = quote.offers[0];
    if (!offer) throw new Error(`no demo offer near ${trip.place}`);
    const pickupAt = new Date(Date.now() + Math.max(trip.pickupInDays, 1) * DAY);
    const { booking } = await createAgentBooking(db, config, agentId, {
      ...request,
      taxiServiceId: offer.taxiServiceId,
      pickupAt: pickupAt.toISOString(),
      travellerName: trip.traveller[0],
      travellerPhone: trip.traveller[1],
      flightNumber: trip.flightNumber ?? null,
      travellerEmail: null,
      travellerNationality: 'SA',
      notes: null,
    });
    if (trip.status === 'Refunded') await cancelAgentBooking(db, config.timeZone, agentId, booking.id);
    if (trip.status === 'Accepted' || trip.status === 'Completed') {
      await db
        .update(agentBookings)
        .set({
          status: trip.status,
          acceptedAt: sql`now()`,
          acceptedBy: adminId,
          completedAt: trip.status === 'Completed' ? sql`now()` : null,
          completedBy: trip.status === 'Completed' ? adminId : null,
        })
        .where(eq(agentBookings.id, booking.id));
      await logDemoAdminMoves(db, 'AgentBooking', booking.id, trip.status, adminId);
    }
    if (trip.pickupInDays < 0) {
      // A trip already done: its pickup moves into the past (the ledger keeps the real booking time).
      await db
        .update(agentBookings)
        .set({ pickupAt: new Date(Date.now() + trip.pickupInDays * DAY) })
        .where(eq(agentBookings.id, booking.id));
    }
  }
}
