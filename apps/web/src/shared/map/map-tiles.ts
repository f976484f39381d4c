import type { WebSettings } from '@masar/contract/system';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api/client';

/** GET /settings: the operator's map tiles; asked once per page load (they change with a restart). */
export const mapTilesQueryOptions = queryOptions({
  queryKey: ['settings'],
  queryFn: ({ signal }) => api.get<WebSettings>('/settings', { signal, silent: true }),
  select: (settings) => settings.mapTiles,
  staleTime: Number.POSITIVE_INFINITY,
});
