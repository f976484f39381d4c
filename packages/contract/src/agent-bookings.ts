import { z } from 'zod';
import { refundModes } from './cancellation-policy';
import {
  dateOnly,
  dayRangeInOrder,
  keysetQuery,
  paginated,
  paginationQuery,
  queryFlag,
  sortQuery,
  timestampSchema,
} from './common';
import { bookingStatuses, languages } from './constants';
import { message } from './messages';
import {
  bookedTripFields,
  bookedTripListFields,
  bookTripBody,
  editTravellerBody,
  tripDirectionSchema,
} from './trips';

export { bookingStatuses };
export const bookingStatusSchema = z.enum(bookingStatuses);
export type BookingStatus = z.infer<typeof bookingStatusSchema>;

export const statusChangeSchema = z.object({
  status: bookingStatusSchema,
  at: timestampSchema,
  /** Who made the change: the agent (booking, cancel), an admin, or the driver (completed, issue #18). */
  by: z.enum(['Agent', 'Admin', 'Driver']),
  /** The admin's name, for admin readers only. */
  adminName: z.string().optional(),
});
export type StatusChange = z.infer<typeof statusChangeSchema>;

export const agentBookingSchema = z
  .object({
    id: z.uuid(),
    reference: z.string(),
    agentId: z.uuid(),
    agent: z.object({ id: z.uuid(), name: z.string(), companyName: z.string().nullable() }),
    status: bookingStatusSchema,
    direction: tripDirectionSchema,
    place: z.object({ address: z.string(), lat: z.number(), lng: z.number(), placeId: z.uuid().nullable() }),
    ...bookedTripFields,
    refundReason: z.string().nullable(),
    /** A return leg (decision 0017): its outward leg's id (same reference); null for one-way and outward legs. */
    returnOf: z.uuid().nullable(),
    /** An outward leg: its return leg's id; null without one. */
    returnLegId: z.uuid().nullable(),
    /** Oldest first, starting with Requested at creation. */
    history: z.array(statusChangeSchema),
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
  })
  .meta({ id: 'AgentBooking' });
export type AgentBooking = z.infer<typeof agentBookingSchema>;

/** POST /agents-bookings/create-by-agent; send an Idempotency-Key header to retry safely. */
export const createAgentBookingBody = bookTripBody;
export type CreateAgentBookingBody = z.input<typeof createAgentBookingBody>;

/** The answer of create-by-agent: the outward (or only) booking and, for a return trip, its return leg. */
export const createdAgentBookingSchema = agentBookingSchema
  .extend({ returnLeg: agentBookingSchema.nullable() })
  .meta({ id: 'CreatedAgentBooking' });
export type CreatedAgentBooking = z.infer<typeof createdAgentBookingSchema>;

/** DELETE /agents-bookings/{id}: `bothLegs` cancels a return trip's two legs in one transaction. */
export const cancelAgentBookingQuery = z.object({ bothLegs: queryFlag.optional() });
export type CancelAgentBookingQuery = z.infer<typeof cancelAgentBookingQuery>;

/** PATCH /agents-bookings/{id}: traveller, flight and notes, while Requested. */
export const editAgentBookingBody = editTravellerBody;
export type EditAgentBookingBody = z.input<typeof editAgentBookingBody>;

/** Filters shared by the agent's and the admin's lists and exports. Dates are business-time-zone days. */
export const bookingFilters = {
  status: bookingStatusSchema.optional(),
  direction: tripDirectionSchema.optional(),
  /** Which date the range applies to. */
  dateField: z.enum(['pickupAt', 'createdAt']).default('pickupAt'),
  from: dateOnly.optional(),
  to: dateOnly.optional(),
};
const bookingSort = sortQuery(['pickupAt', 'createdAt', 'total'], '-createdAt');
/** What the admins filter by on top of the agent's filters. */
const adminBookingFilters = { agentId: z.uuid().optional(), areaId: z.uuid().optional() };
/** An export takes a list's filters without the page, and the language of its headers. */
const exportFields = {
  search: paginationQuery.shape.search,
  ...bookingFilters,
  sort: bookingSort,
  lang: z.enum(languages).optional(),
};

/** GET /agents-bookings/all-bookings-by-agent; `search` matches reference, traveller name or phone, flight. */
export const listAgentBookingsQuery = paginationQuery
  .extend({ ...bookingFilters, ...keysetQuery, sort: bookingSort })
  .refine(...dayRangeInOrder);
export type ListAgentBookingsQuery = z.infer<typeof listAgentBookingsQuery>;
/**
 * A row of the agent's and the admins' bookings lists (issue #21): what the tables show, the cancellation terms
 * (an admin's refund from the row offers them) and the return trip's links; GET one-by-agent / one-by-admin
 * gives the whole booking (the drawer).
 */
export const agentBookingListItemSchema = agentBookingSchema
  .pick({
    id: true,
    reference: true,
    agentId: true,
    agent: true,
    status: true,
    direction: true,
    cancellationTerms: true,
    returnOf: true,
    returnLegId: true,
    createdAt: true,
  })
  .extend({ place: z.object({ address: z.string() }), ...bookedTripListFields })
  .meta({ id: 'AgentBookingListItem' });
export type AgentBookingListItem = z.infer<typeof agentBookingListItemSchema>;
export const agentBookingListResponse = paginated(agentBookingListItemSchema);

/** GET /agents-bookings/export-all-bookings-by-agent: the same filters, every matching row (no page). */
export const exportAgentBookingsQuery = z.object(exportFields).refine(...dayRangeInOrder);
export type ExportAgentBookingsQuery = z.infer<typeof exportAgentBookingsQuery>;

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const PDF_MIME = 'application/pdf';
export const INSUFFICIENT_BALANCE = message('insufficientBalance');
export const IDEMPOTENCY_KEY_REUSED = message('idempotencyKeyReused');

/** GET /agents-bookings/all-bookings-by-admin: the agent's filters plus agent and area. */
export const listAdminAgentBookingsQuery = paginationQuery
  .extend({ ...bookingFilters, ...adminBookingFilters, ...keysetQuery, sort: bookingSort })
  .refine(...dayRangeInOrder);
export type ListAdminAgentBookingsQuery = z.infer<typeof listAdminAgentBookingsQuery>;

/** GET /agents-bookings/export-all-bookings-by-admin: the admin filters, every matching row. */
export const exportAdminAgentBookingsQuery = z
  .object({ ...exportFields, ...adminBookingFilters })
  .refine(...dayRangeInOrder);
export type ExportAdminAgentBookingsQuery = z.infer<typeof exportAdminAgentBookingsQuery>;

/** PATCH /agents-bookings/refund/{id}: why the money goes back. */
/**
 * The admin's refund (decision 0016): `Full` gives the whole price back (the spec's call with no body is
 * one), `Terms` keeps the fee the booking's cancellation terms give for the time left. The reason is logged.
 */
export const refundAgentBookingBody = z
  .object({
    mode: z.enum(refundModes).default('Full'),
    reason: z.string().trim().min(3).max(500).optional(),
  })
  .nullish()
  .transform((body) => ({ mode: body?.mode ?? 'Full', reason: body?.reason ?? null }));
export type RefundAgentBookingBody = z.input<typeof refundAgentBookingBody>;
