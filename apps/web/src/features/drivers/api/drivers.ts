import type { Paginated } from '@masar/contract/common';
import type {
  AssignDriverBody,
  AssignmentResponse,
  CreateDriverBody,
  DispatchDriver,
  DispatchQuery,
  DispatchResponse,
  Driver,
  DriverJob,
  ListDriversQuery,
  UnassignDriverBody,
  UpdateDriverBody,
} from '@masar/contract/drivers';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { bookingAdminActionsQueryOptions } from '../../agent-bookings/api/agent-bookings';
import { customerBookingAdminActionsQueryOptions } from '../../customer-bookings/api/customer-bookings';

export const driversKey = ['drivers'] as const;

/** GET /drivers (a page). */
export function driversQueryOptions(params: Partial<ListDriversQuery>) {
  return queryOptions({
    queryKey: [...driversKey, 'list', params],
    queryFn: ({ signal }) =>
      api.get<Paginated<Driver>>('/drivers', {
        signal,
        query: { ...params, search: params.search || undefined },
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /drivers/one/{id}. */
export function driverQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...driversKey, 'one', id],
    queryFn: ({ signal }) => api.get<Driver>(`/drivers/one/${id}`, { signal, silent: true }),
    retry: false,
  });
}

/** GET /drivers/options: active drivers with vehicles, for the assignment picker. */
export function driverOptionsQueryOptions() {
  return queryOptions({
    queryKey: [...driversKey, 'options'],
    queryFn: ({ signal }) => api.get<Driver[]>('/drivers/options', { signal }),
  });
}

/** POST /drivers or PATCH /drivers/{id}; then the photo (PUT or DELETE /drivers/{id}/photo) when it changed. */
export function useSaveDriver() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      body,
      photo,
    }: {
      id?: string;
      body: CreateDriverBody | UpdateDriverBody;
      /** A new picture, `null` to remove it, undefined to keep it. */
      photo?: File | null;
    }) => {
      let driver = id
        ? await api.patch<Driver>(`/drivers/${id}`, body, { silent: true })
        : await api.post<Driver>('/drivers', body, { silent: true });
      if (photo) {
        const form = new FormData();
        form.append('photo', photo);
        driver = await api.put<Driver>(`/drivers/${driver.id}/photo`, form, { silent: true });
      } else if (photo === null && driver.photoUrl) {
        driver = await api.delete<Driver>(`/drivers/${driver.id}/photo`);
      }
      return driver;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: driversKey }),
  });
}

/** Which kind of booking: the path segment of /drivers/assignment/{kind}/{id}. */
export type AssignmentKind = 'agent' | 'customer';

const assignmentKey = (kind: AssignmentKind, bookingId: string) =>
  [...driversKey, 'assignment', kind, bookingId] as const;

/** GET /drivers/assignment/{kind}/{id}: the booking's driver and vehicle (its admins, agent or customer). */
export function assignmentQueryOptions(kind: AssignmentKind, bookingId: string) {
  return queryOptions({
    queryKey: assignmentKey(kind, bookingId),
    queryFn: ({ signal }) =>
      api.get<AssignmentResponse>(`/drivers/assignment/${kind}/${bookingId}`, { signal, silent: true }),
  });
}

/** PUT …/assignment/{kind}/{id} (assign or reassign) or POST …/unassign; a 409 means someone was first. */
export function useChangeAssignment(kind: AssignmentKind, bookingId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: { assign: AssignDriverBody } | { unassign: UnassignDriverBody }) =>
      'assign' in change
        ? api.put<AssignmentResponse>(`/drivers/assignment/${kind}/${bookingId}`, change.assign)
        : api.post<AssignmentResponse>(`/drivers/assignment/${kind}/${bookingId}/unassign`, change.unassign),
    onSuccess: (answer) => client.setQueryData(assignmentKey(kind, bookingId), answer),
    onError: () => client.invalidateQueries({ queryKey: assignmentKey(kind, bookingId) }),
    onSettled: () => {
      // The dispatch board and its picker show the change too (and the other jobs it makes busy), and the
      // booking's history the admin's move.
      void client.invalidateQueries({ queryKey: dispatchKey });
      const history =
        kind === 'agent'
          ? bookingAdminActionsQueryOptions(bookingId)
          : customerBookingAdminActionsQueryOptions(bookingId);
      return client.invalidateQueries({ queryKey: history.queryKey });
    },
  });
}

/** The dispatch board's queries; the live events refresh this prefix (shared/notifications). */
export const dispatchKey = [...driversKey, 'dispatch'] as const;

/** GET /drivers/dispatch: a day's trips, unassigned first. */
export function dispatchQueryOptions(query: DispatchQuery) {
  return queryOptions({
    queryKey: [...dispatchKey, 'trips', query],
    queryFn: ({ signal }) => api.get<DispatchResponse>('/drivers/dispatch', { signal, query }),
    placeholderData: keepPreviousData,
  });
}

/** GET /drivers/dispatch/drivers: the picker's drivers with vehicles and that day's jobs. */
export function dispatchDriversQueryOptions(date: string) {
  return queryOptions({
    queryKey: [...dispatchKey, 'drivers', date],
    queryFn: ({ signal }) =>
      api.get<DispatchDriver[]>('/drivers/dispatch/drivers', { signal, query: { date } }),
  });
}

/** GET /drivers/my-jobs: the signed-in driver's jobs still to run. */
export function myJobsQueryOptions() {
  return queryOptions({
    queryKey: [...driversKey, 'my-jobs'],
    queryFn: ({ signal }) => api.get<DriverJob[]>('/drivers/my-jobs', { signal }),
  });
}

/** GET /drivers/my-jobs/{id}. */
export function myJobQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...driversKey, 'my-jobs', id],
    queryFn: ({ signal }) => api.get<DriverJob>(`/drivers/my-jobs/${id}`, { signal, silent: true }),
    retry: false,
  });
}
