import type { JobProgress, StepSettings, StepSettingsBody, TakeStepBody } from '@masar/contract/driver-steps';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { type AssignmentKind, driversKey } from './drivers';

// Every key starts with ['drivers']: a live driver-job event refreshes them all (shared/notifications).

const myProgressKey = (jobId: string) => [...driversKey, 'my-jobs', jobId, 'progress'] as const;

/** GET /drivers/my-jobs/{id}/progress: the signed-in driver's job status and steps. */
export function myJobProgressQueryOptions(jobId: string) {
  return queryOptions({
    queryKey: myProgressKey(jobId),
    queryFn: ({ signal }) =>
      api.get<JobProgress>(`/drivers/my-jobs/${jobId}/progress`, { signal, silent: true }),
    retry: false,
  });
}

/** POST /drivers/my-jobs/{id}/steps: 409 when the job moved meanwhile (the answer refreshes the page). */
export function useTakeStep(jobId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TakeStepBody) => api.post<JobProgress>(`/drivers/my-jobs/${jobId}/steps`, body),
    onSuccess: (progress) => {
      client.setQueryData(myProgressKey(jobId), progress);
      void client.invalidateQueries({ queryKey: [...driversKey, 'my-jobs'], exact: true });
    },
    onError: () => client.invalidateQueries({ queryKey: myProgressKey(jobId) }),
  });
}

/** GET /drivers/job-progress/{kind}/{id}: a booking's job status and timeline (its admins, agent or customer). */
export function jobProgressQueryOptions(kind: AssignmentKind, bookingId: string) {
  return queryOptions({
    queryKey: [...driversKey, 'job-progress', kind, bookingId],
    queryFn: ({ signal }) =>
      api.get<JobProgress>(`/drivers/job-progress/${kind}/${bookingId}`, { signal, silent: true }),
  });
}

const settingsKey = [...driversKey, 'step-settings'] as const;

/** GET /drivers/step-settings: the waiting time before a no-show. */
export function stepSettingsQueryOptions() {
  return queryOptions({
    queryKey: settingsKey,
    queryFn: ({ signal }) => api.get<StepSettings>('/drivers/step-settings', { signal }),
  });
}

/** PUT /drivers/step-settings (ManageOrders). */
export function useSaveStepSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StepSettingsBody) =>
      api.put<StepSettings>('/drivers/step-settings', body, { silent: true }),
    onSuccess: (settings) => client.setQueryData(settingsKey, settings),
  });
}
