import type { AgentBooking } from '@masar/contract/agent-bookings';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { agentBookings, agents } from '../../db/schema/index';
import { type BookingMailKind, mailBookingParties } from '../bookings-core/booking-mail';
import { assignedDriverOf } from '../drivers/driver-jobs.service';
import type { MailContext } from '../mail/mail.service';
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
  /** The booking and its agent when the caller holds them already (the create path: no read-back). */
  known?: { booking: AgentBooking; owner: MailOwner },
): Promise<void> {
  const booking = known?.booking ?? (await bookingById(tx, id));
  const [owner] = known
    ? [known.owner]
    : await tx
        .select({
          email: agents.email,
          name: agents.name,
          language: agents.language,
          mailUpdates: agents.mailUpdates,
        })
        .from(agents)
        .where(eq(agents.id, booking.agent.id));
  if (!owner) return;
  await mailBookingParties(tx, settings, {
    kind,
    booking,
    owner,
    ownerPage: '/panel/requests',
    refund,
    ticket: kind === 'BookingConfirmed',
  });
}

/** Makes a ticket attachment when its e-mail leaves: the booking as it is at that moment. */
export const ticketAttachment =
  (db: Queryable, timeZone: string): AttachmentMaker =>
  async (attachment) => ({
    filename: attachment.filename,
    contentType: 'application/pdf',
    content: await renderTicketPdf([await bookingById(db, attachment.bookingId)], {
      timeZone,
      drivers: { [attachment.bookingId]: await assignedDriverOf(db, 'Agent', attachment.bookingId) },
    }),
  });
