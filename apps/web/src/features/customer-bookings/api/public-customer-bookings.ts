import type { CreateCustomerBookingBody, CustomerBooking } from '@masar/contract/customer-bookings';
import { IDEMPOTENCY_KEY_HEADER, type Quote, type QuoteBody } from '@masar/contract/trips';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { publicKey } from '../../public-catalogue/api/public-catalogue';

/** Every query of the signed-in customer's bookings (lists, details) starts with this key. */
export const customerBookingsKey = ['customer-bookings'] as const;

/**
 * POST /bookings/quote (no sign-in): the offers for a trip, or one car's price with hours and extras.
 * Silent: a 404 (no area covers the place) is an empty state, not an error toast.
 */
export function publicQuoteQueryOptions(body: QuoteBody | null) {
  return queryOptions({
    queryKey: [...publicKey, 'quote', body],
    queryFn: ({ signal }) => api.post<Quote>('/bookings/quote', body, { signal, auth: false, silent: true }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });
}

/** GET /bookings/{id}: one of the signed-in customer's bookings. */
export function customerBookingQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...customerBookingsKey, 'one', id],
    queryFn: ({ signal }) => api.get<CustomerBooking>(`/bookings/${id}`, { signal, silent: true }),
  });
}

/** POST /bookings with the Idempotency-Key of this confirmation: a retry returns the first booking. */
export function useCreateCustomerBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CreateCustomerBookingBody; idempotencyKey: string }) =>
      api.post<CustomerBooking>('/bookings', body, {
        silent: true,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
    onSuccess: (booking) => {
      client.setQueryData(customerBookingQueryOptions(booking.id).queryKey, booking);
      return client.invalidateQueries({ queryKey: [...customerBookingsKey, 'list'] });
    },
  });
}
