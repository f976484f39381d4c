import os from 'node:os';
import path from 'node:path';
import { DEFAULT_ROAD_FACTOR } from '@masar/contract/distance-pricing';
import { DEFAULT_MAP_TILES, type WebSettings } from '@masar/contract/system';
import { DEFAULT_LEAD_MINUTES } from '@masar/contract/trips';
import { z } from 'zod';

export const DEFAULT_MAIL_FROM = 'Masar <no-reply@masar.local>';
/** Five minutes: how long one delivery may take before another sender retries the message. */
export const DEFAULT_MAIL_LEASE_SECONDS = 300;
/** 1,000,000.00 in minor units: the largest top-up request unless TOP_UP_MAX says otherwise. */
export const DEFAULT_TOP_UP_MAX = 100_000_000;
/** Database connections per API process unless DATABASE_POOL_SIZE says otherwise (decision 0026). */
export const DEFAULT_POOL_SIZE = 4;

const flag = z.enum(['0', '1']).transform((value) => value === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number({ error: 'must be a port number (0–65535)' }).int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  MASAR_ADMIN_EMAIL: z.email('must be an e-mail address').optional(),
  MASAR_ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
  MASAR_DEMO: flag.optional(),
  // The map tiles of every map screen (CSP allows https: images, or same-origin paths).
  MAP_TILE_URL: z
    .string()
    .regex(
      /^(https:\/\/|\/)\S*\{z\}\S*\{x\}\S*\{y\}\S*$/,
      'must be an https:// or /… tile template with {z}, {x} and {y}',
    )
    .default(DEFAULT_MAP_TILES.url),
  MAP_TILE_ATTRIBUTION: z.string().min(1).default(DEFAULT_MAP_TILES.attribution),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CURRENCY: z
    .string()
    .regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code such as SAR')
    .default('SAR'),
  TIME_ZONE: z.string().min(1).default('Asia/Riyadh'),
  BOOKING_LEAD_MINUTES: z.coerce
    .number({ error: 'must be a number of minutes' })
    .int()
    .min(0)
    .max(7 * 24 * 60)
    .default(DEFAULT_LEAD_MINUTES),
  TRUST_PROXY: flag.default(false),
  // Distance pricing (decision 0015): an OSRM-compatible server for road distances; the estimate's factor.
  ROUTING_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  DISTANCE_ROAD_FACTOR: z.coerce
    .number({ error: 'must be a number between 1 and 3' })
    .min(1)
    .max(3)
    .default(DEFAULT_ROAD_FACTOR),
  // The largest top-up an agent may request, in minor units (issue #19); 1,000,000.00 by default.
  TOP_UP_MAX: z.coerce
    .number({ error: 'must be a whole number of minor units' })
    .int()
    .min(1)
    .max(100_000_000)
    .default(DEFAULT_TOP_UP_MAX),
  // API worker processes on the one port; unset: the machine's cores, at most MAX_DEFAULT_WORKERS.
  WEB_CONCURRENCY: z.coerce
    .number({ error: 'must be a whole number of processes (1–64)' })
    .int()
    .min(1)
    .max(64)
    .optional(),
  // Database connections of each API process (decision 0026): a few per core serve best; more only queue in
  // PostgreSQL. At least 2: start-up holds one for the migration lock while the demo data is written on another.
  DATABASE_POOL_SIZE: z.coerce
    .number({ error: 'must be a whole number of connections (2–100)' })
    .int()
    .min(2)
    .max(100)
    .default(DEFAULT_POOL_SIZE),
  WEB_DIST: z.string().optional(),
  GEOCODER: z.enum(['none', 'nominatim', 'google']).default('none'),
  GEOCODER_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  GOOGLE_MAPS_API_KEY: z.string().trim().min(1).optional(),
  // Web Push (VAPID, RFC 8292): both keys or neither (then they are generated once into DATA_DIR).
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{80,100}$/, 'must be a base64url P-256 public key')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{40,50}$/, 'must be a base64url P-256 private key')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'must be a mailto: address or an https:// URL')
    .optional(),
  // E-mail (decision 0010): through this SMTP server when set; otherwise kept in the back office's outbox.
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL (smtp://user:pass@host:587)' })
    .optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .regex(
      /^([^\r\n<>@]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/,
      'must be an address, optionally with a name: Masar <no-reply@example.com>',
    )
    .default(DEFAULT_MAIL_FROM),
  // How long a claimed e-mail waits before another sender may retry it (a sender that died mid-delivery).
  MAIL_LEASE_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds' })
    .int()
    .min(1)
    .max(24 * 60 * 60)
    .default(DEFAULT_MAIL_LEASE_SECONDS),
  // The base of links in e-mails (the public address of the site); this server's own address by default.
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
});

/** What the running app (routes and services) reads of the configuration; built from Config by server.ts. */
export interface AppConfig {
  version: string;
  currency: string;
  timeZone: string;
  /** Minutes between now and the earliest pickup a booking may ask for. */
  bookingLeadMinutes: number;
  /** Map tiles for the web app; OpenStreetMap's when omitted. */
  mapTiles?: WebSettings['mapTiles'];
  /** The base of links in e-mails (PUBLIC_URL); http://localhost:3000 when omitted (tests). */
  publicUrl?: string;
  /** The sender of e-mails (MAIL_FROM); DEFAULT_MAIL_FROM when omitted. */
  mailFrom?: string;
  /** The largest top-up request in minor units (TOP_UP_MAX); DEFAULT_TOP_UP_MAX when omitted. */
  topUpMax?: number;
  /** An OSRM-compatible routing server (ROUTING_URL) for trip distances; estimated when omitted. */
  routingUrl?: string;
  /** Great-circle × this estimates a road distance (DISTANCE_ROAD_FACTOR); DEFAULT_ROAD_FACTOR when omitted. */
  roadFactor?: number;
  /** Check every answer with Zod as well (decision 0019): true when omitted (tests); server.ts sets it off in production. */
  checkAnswers?: boolean;
}

/** How the app measures a trip's distance (decision 0015). */
export const distanceOptionsOf = (config: Pick<AppConfig, 'routingUrl' | 'roadFactor'>) => ({
  routingUrl: config.routingUrl,
  roadFactor: config.roadFactor,
});

/** The base of links in e-mails as the app has it (tests run without PUBLIC_URL). */
export const publicUrlOfApp = (config: Pick<AppConfig, 'publicUrl'>) =>
  config.publicUrl ?? 'http://localhost:3000';

/**
 * This server's address as the start banner prints it: its HOST (127.0.0.1 by default), or localhost when it
 * listens on every interface.
 */
export const ownUrlOf = (config: Pick<Config, 'HOST' | 'PORT'>, port = config.PORT) =>
  `http://${config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST}:${port}`;

/** PUBLIC_URL, or this server's own address: e-mails link where the banner said the site is. */
export const publicUrlOf = (config: Pick<Config, 'PUBLIC_URL' | 'HOST' | 'PORT'>) =>
  config.PUBLIC_URL ?? ownUrlOf(config);

export type Config = Omit<z.infer<typeof envSchema>, 'DATA_DIR'> & { DATA_DIR: string };

/** Parses the environment once; a bad value stops the start with one clear line per problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  if (parsed.data.MASAR_ADMIN_PASSWORD && !parsed.data.MASAR_ADMIN_EMAIL) {
    throw new ConfigError(
      'Invalid configuration:\n  MASAR_ADMIN_EMAIL: required when MASAR_ADMIN_PASSWORD is set',
    );
  }
  if (!parsed.data.VAPID_PUBLIC_KEY !== !parsed.data.VAPID_PRIVATE_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both or neither',
    );
  }
  const geocoderProblem = geocoderConfigProblem(parsed.data);
  if (geocoderProblem) throw new ConfigError(`Invalid configuration:\n  ${geocoderProblem}`);
  return { ...parsed.data, DATA_DIR: path.resolve(parsed.data.DATA_DIR) };
}

function geocoderConfigProblem(config: z.infer<typeof envSchema>): string | undefined {
  if (config.GEOCODER === 'google' && !config.GOOGLE_MAPS_API_KEY) {
    return 'GOOGLE_MAPS_API_KEY: required when GEOCODER=google';
  }
  // The public nominatim.openstreetmap.org forbids autocomplete use, so there is no default server.
  if (config.GEOCODER === 'nominatim' && !config.GEOCODER_URL) {
    return 'GEOCODER_URL: required when GEOCODER=nominatim (your own or a hosted Nominatim-compatible server)';
  }
  return undefined;
}

export class ConfigError extends Error {}

/** Each worker holds its own database pool; past a few workers PostgreSQL, not Node, is the limit. */
export const MAX_DEFAULT_WORKERS = 4;

export function workerCount(
  config: Pick<Config, 'WEB_CONCURRENCY'>,
  cores = os.availableParallelism(),
): number {
  return config.WEB_CONCURRENCY ?? Math.max(1, Math.min(cores, MAX_DEFAULT_WORKERS));
}
