import type { z } from 'zod';
import { badRequest } from './errors';

/**
 * Validates input that Fastify's schema validation does not see (multipart fields), answering
 * with the same 400 as the error plugin: one `field: message` per problem.
 */
export function parseOrThrow<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  throw badRequest(
    parsed.error.issues.map((issue) =>
      issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : `body: ${issue.message}`,
    ),
  );
}
