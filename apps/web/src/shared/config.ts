/**
 * Every business constant of the web app (spec §9) lives here, and only here.
 * Values are plain data so any module (and the unit tests) can read them without side effects.
 */

/** Base address of the API (spec §7: "The base address comes from configuration"). */
export const API_BASE_URL: string = import.meta.env.VITE_API_BASE_URL ?? '/api';

/** Request timeout: none (spec §9). Kept here so a future change has one place to go. */
export const REQUEST_TIMEOUT_MS = 0;

/** Breakpoints in pixels (spec §9). Mantine wants em, see `breakpointsInEm`. Mobile is below `lg`. */
export const BREAKPOINTS_PX = {
  xs: 480,
  sm: 600,
  md: 960,
  lg: 1280,
  xl: 1920,
  xxl: 2560,
} as const;
export type BreakpointName = keyof typeof BREAKPOINTS_PX;

/** Below this breakpoint the layouts switch to their mobile form (sidebar behind a burger). */
export const MOBILE_BELOW: BreakpointName = 'lg';

export function breakpointsInEm(): Record<BreakpointName, string> {
  const entries = Object.entries(BREAKPOINTS_PX).map(([name, px]) => [name, `${px / 16}em`]);
  return Object.fromEntries(entries) as Record<BreakpointName, string>;
}

/** Primary colour: teal-blue (spec §9). Shade 6 is the one Mantine uses for filled components. */
export const PRIMARY_COLOR_NAME = 'masar';
export const PRIMARY_COLOR_SHADES = [
  '#e6f5f6',
  '#c3e7ea',
  '#95d2d7',
  '#62b9c0',
  '#3aa2ab',
  '#1c8d97',
  '#0e7c86',
  '#0b6b74',
  '#085961',
  '#05464d',
] as const;

/**
 * react-toastify settings (spec §9), at the bottom corner at the end of the reading line (decision 0008):
 * at the top they covered the drawers' close button and the header's balance that had just changed.
 */
export const TOASTS = {
  autoCloseMs: 5000,
  position: 'bottom-right',
  rtlPosition: 'bottom-left',
  limit: 20,
  draggablePercent: 60,
} as const;

/** Splash screen with the logo at start-up (spec §9: 1000 ms in the root). */
export const SPLASH_MS = 1000;

/** Global loading bar: shown only when a navigation takes longer than the throttle, animated up to duration. */
export const LOADING_BAR = { throttleMs: 200, durationMs: 2000 } as const;

/** After a stale-chunk load error the page reloads, at most once in this window for the same path. */
export const STALE_CHUNK_RELOAD_WINDOW_MS = 10_000;

/** How often an open tab asks whether a newer build was deployed (spec §4; also on focus). */
export const NEW_BUILD_POLL_MS = 60_000;

/** Push token: refreshed when older than this (spec §4, §9). */
export const PUSH_TOKEN_REFRESH_MS = 7 * 24 * 60 * 60 * 1000;

/** Language cookie (spec §9): 365 days, SameSite=Lax. */
export const LANGUAGE_COOKIE = { name: 'lang', maxAgeDays: 365, sameSite: 'Lax' } as const;

/** Languages: Arabic is the default (no URL prefix) and the fallback; English lives under /en. */
export const LANGUAGES = ['ar', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ar';
export const LANGUAGE_DIRECTIONS: Record<Language, 'rtl' | 'ltr'> = { ar: 'rtl', en: 'ltr' };

/** Where the maps open when there is nothing to show yet: Riyadh. */
export const MAP_DEFAULT_CENTER: [number, number] = [24.7136, 46.6753];
export const MAP_DEFAULT_ZOOM = 10;

/** The currency of every price (DESIGN §3): minor units in the API, 2 decimals on screen. */
export const CURRENCY = { code: 'SAR', minorUnits: 100, decimals: 2 } as const;

/** Business time zone (DESIGN §3): dates and times are shown in it, whatever the browser's zone. */
export const BUSINESS_TIME_ZONE = 'Asia/Riyadh';

/** Rows-per-page choices of the server-paginated lists; the first is the default (DESIGN §3: limit 10). */
export const LIST_PAGE_SIZES = [10, 20, 50, 100] as const;
