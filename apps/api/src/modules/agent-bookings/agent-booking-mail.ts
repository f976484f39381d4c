import type { AgentBooking } from '@masar/contract/agent-bookings';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { agentBookings, agents } from '../../db/schema/index';
import { type BookingMailKind, bookingPartiesMails, mailBookingParties } from '../bookings-core/booking-mail';
import { assignedDriverOf } from '../drivers/driver-jobs.service';
import type { MailContext, NewMail } from '../mail/mail.service';
import type { AttachmentMaker } from '../mail/mail-sender';
import { bookingNotFound, selectBookings, toAgentBooking } from './agent-booking-rows';
import { renderTicketPdf } from './ticket-pdf';

async function bookingById(db: Queryable, id: string): Promise<AgentBooking> {
  const [row] = await selectBookings(db).where(eq(agentBookings.id, id));
  if (!row) throw bookingNotFound();
  return toAgentBooking(row);
}

type MailOwner = Pick<typeof agents.$inferSelect, 'email' | 'name' | 'language' | 'mailUpdates'>;

/** An agent booking's e-mail (bookings-core's mailBookingParties); the confirmation carries the ticket. */
export async function mailAgentBooking(
  tx: Queryable,
  settings: MailContext,
  id: string,
  kind: BookingMailKind,
  refund?: number,
): Promise<void> {
  const booking = await bookingById(tx, id);
  const [owner] = await tx
    .select({
      email: agents.email,
      name: agents.name,
      language: agents.language,
      mailUpdates: agents.mailUpdates,
    })
    .from(agents)
    .where(eq(agents.id, booking.agent.id));
  if (!owner) return;
  // One confirmation for a return trip lists both legs (decision 0017).
  const returnLeg =
    kind === 'BookingConfirmed' && booking.returnLegId ? await bookingById(tx, booking.returnLegId) : null;
  await mailBookingParties(tx, settings, {
    kind,
    booking,
    owner,
    ownerPage: '/panel/requests',
    refund,
    // An admin's refund keeps its reason on the booking; the agent's own cancellation has none.
    reason: booking.refundReason,
    ticket: kind === 'BookingConfirmed',
    returnLeg,
  });
}

/**
 * The confirmation mailAgentBooking writes, from the booking, its return leg and its agent as the create path
 * holds them (no read-back): the create path sends their rows with its last statement.
 */
export function agentBookingConfirmationMails(
  settings: MailContext,
  booking: AgentBooking,
  returnLeg: AgentBooking | null,
  owner: MailOwner,
): NewMail[] {
  return bookingPartiesMails(settings, {
    kind: 'BookingConfirmed',
    booking,
    owner,
    ownerPage: '/panel/requests',
    ticket: true,
    returnLeg,
  });
}

/** The legs of a booking's ticket: the booking and, for a return trip, its other leg, outward first. */
export async function ticketLegs(db: Queryable, booking: AgentBooking): Promise<AgentBooking[]> {
  const otherId = booking.returnOf ?? booking.returnLegId;
  if (!otherId) return [booking];
  const other = await bookingById(db, otherId);
  return booking.returnOf ? [other, booking] : [booking, other];
}

/** Makes a ticket attachment when its e-mail leaves: the booking as it is at that moment. */
export const ticketAttachment =
  (db: Queryable, timeZone: string): AttachmentMaker =>
  async (attachment) => {
    const legs = await ticketLegs(db, await bookingById(db, attachment.bookingId));
    const drivers = Object.fromEntries(
      await Promise.all(legs.map(async (leg) => [leg.id, await assignedDriverOf(db, 'Agent', leg.id)])),
    );
    return {
      filename: attachment.filename,
      contentType: 'application/pdf',
      content: await renderTicketPdf(legs, { timeZone, drivers }),
    };
  };
