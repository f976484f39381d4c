import { getTableColumns, type SQL, type Table } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Queryable } from './client';

/**
 * The hot path's raw statements (issue #21: a booking in few round trips). `runPrepared` runs one as a
 * NAMED prepared statement: node-postgres parses it once per connection and afterwards sends only the
 * values, and PostgreSQL may keep its plan. The name is a hash of the SQL text, so two statements never share
 * a name, whatever their shape (a statement whose text varies gets one name per text).
 */
const dialect = new PgDialect();

function nameOf(text: string): string {
  // FNV-1a, 32 bits, twice (two seeds) to keep collisions out of reach for the few shapes we run.
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193);
    b = Math.imul(b ^ code, 0x811c9dc5);
  }
  return `m_${(a >>> 0).toString(36)}_${(b >>> 0).toString(36)}_${text.length}`;
}

/** Runs `query` on the database or inside the caller's transaction, as a named prepared statement. */
export async function runPrepared<Row = Record<string, unknown>>(db: Queryable, query: SQL): Promise<Row[]> {
  const built = dialect.sqlToQuery(query);
  const prepared = db._.session.prepareQuery(built, undefined, nameOf(built.sql), false);
  const result = (await prepared.execute()) as { rows: Row[] };
  return result.rows;
}

/**
 * A row a raw statement returned as JSON (`to_json(row)`, keys are the column names) in the shape Drizzle
 * gives for `table` (property names, Dates, numbers): each column's own driver mapping.
 */
export function rowOf<T extends Table>(table: T, raw: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}
