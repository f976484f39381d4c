/** True when a query failed on a unique constraint (PostgreSQL 23505), optionally a given one. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current = error; current && typeof current === 'object'; ) {
    const {
      code,
      constraint: name,
      cause,
    } = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === '23505') return !constraint || name === constraint;
    current = cause;
  }
  return false;
}

/**
 * True when the database is down or restarting (connection refused or cut, admin shutdown): a
 * temporary condition the client may retry, not a bug. Drizzle wraps the driver's error as `cause`.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error; current && typeof current === 'object'; ) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (
      /ECONNREFUSED|ECONNRESET|57P0[123]|terminating connection|Connection terminated/.test(
        `${code} ${message}`,
      )
    ) {
      return true;
    }
    current = cause;
  }
  return false;
}
