import type { BookingKind } from '@masar/contract/drivers';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { agentBookings, customerBookings, driverJobs } from '../../db/schema/index';
import { emitEvent } from '../notifications/event-bus';

/** Who drives a job, before and after a change (null: nobody). */
export interface JobHolder {
  driverId: string;
  vehicleId: string | null;
}

/**
 * The events of an assignment change, in its transaction (issue #18): the driver who got the job hears
 * `driverJob.assigned`, the one who lost it `driverJob.withdrawn`, the same driver in another vehicle
 * `driverJob.changed`; the booking's owner hears `driverJob.status` Assigned when a (new) driver is given.
 */
export async function announceAssignment(
  tx: Queryable,
  kind: BookingKind,
  bookingId: string,
  before: JobHolder | null,
  after: JobHolder | null,
): Promise<void> {
  if (before?.driverId === after?.driverId && before?.vehicleId === after?.vehicleId) return;
  const booking =
    kind === 'Agent'
      ? (
          await tx
            .select({ reference: agentBookings.reference, ownerId: agentBookings.agentId })
            .from(agentBookings)
            .where(eq(agentBookings.id, bookingId))
        )[0]
      : (
          await tx
            .select({ reference: customerBookings.reference, ownerId: customerBookings.userId })
            .from(customerBookings)
            .where(eq(customerBookings.id, bookingId))
        )[0];
  const [job] = await tx
    .select({ id: driverJobs.id })
    .from(driverJobs)
    .where(eq(kind === 'Agent' ? driverJobs.agentBookingId : driverJobs.customerBookingId, bookingId));
  if (!booking || !job) return;
  const { reference } = booking;
  if (before && before.driverId !== after?.driverId) {
    await emitEvent(tx, { type: 'driverJob.withdrawn', driverId: before.driverId, jobId: job.id, reference });
  }
  if (!after) return;
  const sameDriver = before?.driverId === after.driverId;
  await emitEvent(tx, {
    type: sameDriver ? 'driverJob.changed' : 'driverJob.assigned',
    driverId: after.driverId,
    jobId: job.id,
    reference,
  });
  if (!sameDriver) {
    await emitEvent(tx, {
      type: 'driverJob.status',
      bookingKind: kind,
      bookingId,
      ownerId: booking.ownerId,
      reference,
      status: 'Assigned',
    });
  }
}
