import path from 'node:path';
import { z } from 'zod';

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
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CURRENCY: z
    .string()
    .regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code such as SAR')
    .default('SAR'),
  TIME_ZONE: z.string().min(1).default('Asia/Riyadh'),
  TRUST_PROXY: flag.default(false),
  WEB_DIST: z.string().optional(),
});

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
  return { ...parsed.data, DATA_DIR: path.resolve(parsed.data.DATA_DIR) };
}

export class ConfigError extends Error {}
