import { z } from 'zod';
import { bookingFilters } from './agent-bookings';
import {
  dayRangeInOrder,
  keysetQuery,
  paginated,
  paginationQuery,
  queryFlag,
  sortQuery,
  timestampSchema,
} from './common';
import { languages } from './constants';
import {
  bookedTripFields,
  bookedTripListFields,
  bookTripBody,
  editTravellerBody,
  tripDirectionSchema,
} from './trips';

/**
 * Bookings customers (User role) make on the public site (issue #7). Same trip, price and traveller as
 * an agent booking, but paid to the driver on pickup: no wallet, so cancelling moves no money.
 *
 * Customer: POST /bookings/quote (public, quoteBody ⇒ quoteResponse from trips.ts), POST /bookings,
 * GET /bookings, GET|PATCH|DELETE /bookings/{id} (DELETE cancels while Requested; nothing is deleted).
 * Admin: GET /bookings/admin/all-bookings, GET /bookings/admin/one/{id}, GET /bookings/admin/export,
 * GET /bookings/admin/admin-actions/{id}, PATCH /bookings/admin/mark-as-accepted/{id},
 * PATCH /bookings/admin/mark-as-completed/{id}, PATCH /bookings/admin/cancel/{id}.
 */

/** Requested → Accepted → Completed; Requested or Accepted → Cancelled. Completed and Cancelled are final. */
export const customerBookingStatuses = ['Requested', 'Accepted', 'Completed', 'Cancelled'] as const;
export const customerBookingStatusSchema = z.enum(customerBookingStatuses);
export type CustomerBookingStatus = z.infer<typeof customerBookingStatusSchema>;

/** How the customer pays the driver at pickup. */
export const paymentMethods = ['Cash', 'Card'] as const;
export const paymentMethodSchema = z.enum(paymentMethods);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const customerStatusChangeSchema = z.object({
  status: customerBookingStatusSchema,
  at: timestampSchema,
  /** Who made the change: the customer (booking, cancel), an admin, or the driver (completed, issue #18). */
  by: z.enum(['Customer', 'Admin', 'Driver']),
  /** The admin's name, for admin readers only. */
  adminName: z.string().optional(),
});
export type CustomerStatusChange = z.infer<typeof customerStatusChangeSchema>;

export const customerBookingSchema = z
  .object({
    id: z.uuid(),
    reference: z.string(),
    userId: z.uuid(),
    customer: z.object({ id: z.uuid(), name: z.string(), email: z.string(), phone: z.string().nullable() }),
    status: customerBookingStatusSchema,
    paymentMethod: paymentMethodSchema,
    direction: tripDirectionSchema,
    place: z.object({ address: z.string(), lat: z.number(), lng: z.number() }),
    ...bookedTripFields,
    cancelReason: z.string().nullable(),
    /** A return leg (decision 0017): its outward leg's id (same reference); null for one-way and outward legs. */
    returnOf: z.uuid().nullable(),
    /** An outward leg: its return leg's id; null without one. */
    returnLegId: z.uuid().nullable(),
    /** Oldest first, starting with Requested at creation. */
    history: z.array(customerStatusChangeSchema),
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
  })
  .meta({ id: 'CustomerBooking' });
export type CustomerBooking = z.infer<typeof customerBookingSchema>;

/** POST /bookings: a trip booking plus how the driver is paid; send an Idempotency-Key header to retry safely. */
export const createCustomerBookingBody = bookTripBody
  .safeExtend({ paymentMethod: paymentMethodSchema })
  .meta({ id: 'CreateCustomerBooking' });
export type CreateCustomerBookingBody = z.input<typeof createCustomerBookingBody>;

/** The answer of POST /bookings: the outward (or only) booking and, for a return trip, its return leg. */
export const createdCustomerBookingSchema = customerBookingSchema
  .extend({ returnLeg: customerBookingSchema.nullable() })
  .meta({ id: 'CreatedCustomerBooking' });
export type CreatedCustomerBooking = z.infer<typeof createdCustomerBookingSchema>;

/** DELETE /bookings/{id}: `bothLegs` cancels a return trip's two legs in one transaction. */
export const cancelOwnCustomerBookingQuery = z.object({ bothLegs: queryFlag.optional() });
export type CancelOwnCustomerBookingQuery = z.infer<typeof cancelOwnCustomerBookingQuery>;

/** PATCH /bookings/{id}: traveller, flight and notes, while Requested. */
export const editCustomerBookingBody = editTravellerBody;
export type EditCustomerBookingBody = z.input<typeof editCustomerBookingBody>;

/** Filters shared by the customer's and the admin's lists and exports (dates: business-time-zone days). */
const customerBookingFilters = { ...bookingFilters, status: customerBookingStatusSchema.optional() };
const customerBookingSort = sortQuery(['pickupAt', 'createdAt', 'total'], '-createdAt');
/** What the admins filter by on top of the customer's filters. */
const adminCustomerBookingFilters = { userId: z.uuid().optional(), areaId: z.uuid().optional() };

/** GET /bookings (own); `search` matches reference, traveller name or phone, flight. */
export const listCustomerBookingsQuery = paginationQuery
  .extend({ ...customerBookingFilters, ...keysetQuery, sort: customerBookingSort })
  .refine(...dayRangeInOrder);
export type ListCustomerBookingsQuery = z.infer<typeof listCustomerBookingsQuery>;
/**
 * A row of the customer's and the admins' bookings lists (issue #21): what the cards and the orders table show;
 * GET /bookings/{id} and /bookings/admin/one/{id} give the whole booking (the drawer).
 */
export const customerBookingListItemSchema = customerBookingSchema
  .pick({
    id: true,
    reference: true,
    userId: true,
    customer: true,
    status: true,
    paymentMethod: true,
    direction: true,
    returnOf: true,
    returnLegId: true,
    createdAt: true,
  })
  .extend({ place: z.object({ address: z.string() }), ...bookedTripListFields })
  .meta({ id: 'CustomerBookingListItem' });
export type CustomerBookingListItem = z.infer<typeof customerBookingListItemSchema>;
export const customerBookingListResponse = paginated(customerBookingListItemSchema);

/** GET /bookings/admin/all-bookings: every customer's bookings; `search` also matches the customer's name, email, phone. */
export const listAdminCustomerBookingsQuery = paginationQuery
  .extend({
    ...customerBookingFilters,
    ...adminCustomerBookingFilters,
    ...keysetQuery,
    sort: customerBookingSort,
  })
  .refine(...dayRangeInOrder);
export type ListAdminCustomerBookingsQuery = z.infer<typeof listAdminCustomerBookingsQuery>;

/** GET /bookings/admin/export: the admin list's filters without the page, headers in `lang`. */
export const exportAdminCustomerBookingsQuery = z
  .object({
    search: paginationQuery.shape.search,
    ...customerBookingFilters,
    ...adminCustomerBookingFilters,
    sort: customerBookingSort,
    lang: z.enum(languages).optional(),
  })
  .refine(...dayRangeInOrder);
export type ExportAdminCustomerBookingsQuery = z.infer<typeof exportAdminCustomerBookingsQuery>;

/** PATCH /bookings/admin/cancel/{id}: why the trip is called off (the customer reads it). */
export const cancelCustomerBookingBody = z.object({ reason: z.string().trim().min(3).max(500) });
export type CancelCustomerBookingBody = z.infer<typeof cancelCustomerBookingBody>;
