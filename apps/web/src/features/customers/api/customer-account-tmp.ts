import type { User } from '@masar/contract/auth';
import type { Paginated } from '@masar/contract/common';
import type {
  CustomerBooking,
  EditCustomerBookingBody,
  ListCustomerBookingsQuery,
} from '@masar/contract/customer-bookings';
import type { UpdateUserBody } from '@masar/contract/users';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { updateSessionUser } from '../../../shared/auth/auth-store';
import {
  customerBookingQueryOptions,
  customerBookingsKey,
} from '../../customer-bookings/api/public-customer-bookings';

/** GET /bookings: the signed-in customer's own bookings, newest first by default. */
export function customerBookingsQueryOptions(query: Partial<ListCustomerBookingsQuery>) {
  return queryOptions({
    queryKey: [...customerBookingsKey, 'list', query],
    queryFn: ({ signal }) => api.get<Paginated<CustomerBooking>>('/bookings', { signal, query }),
    placeholderData: keepPreviousData,
  });
}

/** After a change: the booking's new state everywhere it shows. */
function useStoreBooking() {
  const client = useQueryClient();
  return (booking: CustomerBooking) => {
    client.setQueryData(customerBookingQueryOptions(booking.id).queryKey, booking);
    return client.invalidateQueries({ queryKey: [...customerBookingsKey, 'list'] });
  };
}

/** PATCH /bookings/{id}: traveller, flight and notes while Requested. Silent: the form shows the messages. */
export function useEditCustomerBooking(id: string) {
  const store = useStoreBooking();
  return useMutation({
    mutationFn: (body: EditCustomerBookingBody) =>
      api.patch<CustomerBooking>(`/bookings/${id}`, body, { silent: true }),
    onSuccess: store,
  });
}

/** DELETE /bookings/{id}: cancels while Requested (the booking stays, as Cancelled). */
export function useCancelCustomerBooking(id: string) {
  const store = useStoreBooking();
  return useMutation({
    mutationFn: () => api.delete<CustomerBooking>(`/bookings/${id}`),
    onSuccess: store,
  });
}

const profileKey = ['customer-profile'] as const;

/** GET /Users/currentUserData: the signed-in customer. */
export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: profileKey,
    queryFn: ({ signal }) => api.get<User>('/Users/currentUserData', { signal }),
  });
}

/** PATCH /Users: own name and phone; the header's name follows. Silent: the form shows the messages. */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateUserBody) => api.patch<User>('/Users', body, { silent: true }),
    onSuccess: (user) => {
      client.setQueryData(profileKey, user);
      updateSessionUser(user);
    },
  });
}
