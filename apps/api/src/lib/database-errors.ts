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
