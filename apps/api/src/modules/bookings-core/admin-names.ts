import { inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { admins } from '../../db/schema/index';

type Step = { status: string; by: string; adminName?: string };

/**
 * For admin readers: each status step an admin took names that admin ("accepted by Huda"), in one query.
 * `adminOf` maps a status to the admin who moved the booking to it (the row's accepted_by, …).
 */
export async function withAdminNames<Booking extends { history: Step[] }>(
  db: Queryable,
  booking: Booking,
  adminOf: Record<string, string | null>,
): Promise<Booking> {
  const ids = [...new Set(Object.values(adminOf).filter((id): id is string => id !== null))];
  if (ids.length === 0) return booking;
  const rows = await db
    .select({ id: admins.id, name: admins.name })
    .from(admins)
    .where(inArray(admins.id, ids));
  const names = new Map(rows.map((row) => [row.id, row.name]));
  const history = booking.history.map((step) => {
    const id = step.by === 'Admin' ? adminOf[step.status] : null;
    const adminName = id ? names.get(id) : undefined;
    return adminName ? { ...step, adminName } : step;
  });
  return { ...booking, history };
}
