import type { AgentBooking } from '@masar/contract/agent-bookings';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { agentBookings, agents } from '../../db/schema/index';
import {
  type BookingMailKind,
  type BookingMailSettings,
  enqueueBookingMail,
} from '../bookings-core/booking-mail';
import type { AttachmentMaker } from '../mail/mail-sender';
import { bookingNotFound, selectBookings, toAgentBooking } from './agent-booking-rows';
import { renderTicketPdf } from './ticket-pdf';

async function bookingById(db: Queryable, id: string): Promise<AgentBooking> {
  const [row] = await selectBookings(db).where(eq(agentBookings.id, id));
  if (!row) throw bookingNotFound();
  return toAgentBooking(row);
}

/**
 * An agent booking's e-mail to the agent and, when an address was given, to the traveller, both in the agent's
 * language (the traveller's is unknown; the agent chose to write to them in it). The confirmation carries the
 * ticket. `refund`: what went back to the wallet.
 */
export async function mailAgentBooking(
  tx: Queryable,
  settings: BookingMailSettings,
  id: string,
  kind: BookingMailKind,
  refund?: number,
): Promise<void> {
  const booking = await bookingById(tx, id);
  const [agent] = await tx
    .select({ email: agents.email, name: agents.name, language: agents.language })
    .from(agents)
    .where(eq(agents.id, booking.agent.id));
  if (!agent) return;
  const common = { kind, booking, ownerPage: '/panel/requests', ticket: kind === 'BookingConfirmed' };
  await enqueueBookingMail(tx, settings, { ...common, recipient: { ...agent, owner: true }, refund });
  const travellerEmail = booking.travellerEmail;
  if (travellerEmail && travellerEmail.toLowerCase() !== agent.email.toLowerCase()) {
    await enqueueBookingMail(tx, settings, {
      ...common,
      recipient: {
        email: travellerEmail,
        name: booking.travellerName,
        language: agent.language,
        owner: false,
      },
    });
  }
}

/** Makes a ticket attachment when its e-mail leaves: the booking as it is at that moment. */
export const ticketAttachment =
  (db: Queryable, timeZone: string): AttachmentMaker =>
  async (attachment) => ({
    filename: attachment.filename,
    contentType: 'application/pdf',
    content: await renderTicketPdf([await bookingById(db, attachment.bookingId)], { timeZone }),
  });
