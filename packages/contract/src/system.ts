import { z } from 'zod';

/** The map tiles' source, set by the operator (MAP_TILE_URL, MAP_TILE_ATTRIBUTION). */
export const mapTilesSchema = z.object({
  /** A Leaflet tile template: https://… or a same-origin /… path, with {z}, {x} and {y}. */
  url: z.string(),
  /** HTML credit line the tile provider requires. */
  attribution: z.string(),
});

/** Run-time settings the web app reads from the API (GET /api/settings), public. */
export const webSettingsSchema = z.object({ mapTiles: mapTilesSchema }).meta({ id: 'WebSettings' });
export type WebSettings = z.infer<typeof webSettingsSchema>;

/** OpenStreetMap's own servers: fine for a demo; their usage policy forbids heavy commercial use. */
export const DEFAULT_MAP_TILES: WebSettings['mapTiles'] = {
  url: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
};
