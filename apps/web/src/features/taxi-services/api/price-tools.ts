import type {
  CopyRouteBody,
  ImportGridResponse,
  PercentOfBaseBody,
  SimulateBody,
  SimulateResponse,
  ToolResult,
} from '@masar/contract/price-tools';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { downloadFile } from '../../../shared/api/download';
import { taxiServicesKey } from './taxi-services';

/** POST /taxi-service/tools/copy-route: every car's price of a route onto another. */
export function useCopyRoute() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CopyRouteBody) => api.post<ToolResult>('/taxi-service/tools/copy-route', body),
    onSuccess: () => client.invalidateQueries({ queryKey: taxiServicesKey }),
  });
}

/** POST /taxi-service/tools/percent-of-base: cars priced as a percentage of a base car. Silent: the form shows the messages. */
export function usePercentOfBase() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PercentOfBaseBody) =>
      api.post<ToolResult>('/taxi-service/tools/percent-of-base', body, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: taxiServicesKey }),
  });
}

/** GET /taxi-service/tools/export: the area's grid (or every price) as .xlsx. */
export const exportGrid = (areaId: string | undefined, lang: 'ar' | 'en') =>
  downloadFile('/taxi-service/tools/export', { query: { areaId, lang }, fileName: 'route-prices.xlsx' });

/** POST /taxi-service/tools/import (multipart, field "file"). Silent: the dialog lists the bad rows. */
export function useImportGrid() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) =>
      api.post<ImportGridResponse>('/taxi-service/tools/import', form, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: taxiServicesKey }),
  });
}

/** POST /taxi-service/tools/simulate: the trip priced for every car as a booking prices it. */
export function useSimulatePrice() {
  return useMutation({
    mutationFn: (body: SimulateBody) =>
      api.post<SimulateResponse>('/taxi-service/tools/simulate', body, { silent: true }),
  });
}
