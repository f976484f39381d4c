import { isDeepStrictEqual } from 'node:util';
import {
  Column,
  type DriverValueDecoder,
  getTableColumns,
  is,
  Param,
  Placeholder,
  type Query,
  SQL,
  Subquery,
  sql,
  type Table,
} from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres/session';
import { type PgColumn, PgDialect, PgTransaction } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Database, Queryable } from './client';

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

/**
 * A query builder's named prepared statement (Drizzle's `.prepare(name)`), built once per database handle
 * (the app's pool, or a transaction).
 *
 * PostgreSQL parses and plans a named statement once per connection instead of once per call: for the
 * small, hot look-ups of a quote the planning is most of the cost (a bounding-box read of the areas took
 * ~2.0 ms planned each time and ~0.9 ms prepared on the bench machine, docs/performance.md). A statement
 * keeps one SQL text for every call, so its lists are array parameters (`= any($1)`), never IN lists of a
 * varying length. Each name must be unique in the process.
 */
export function preparedPerHandle<Handle extends object, Prepared>(
  build: (db: Handle) => Prepared,
): (db: Handle) => Prepared {
  const byHandle = new WeakMap<Handle, Prepared>();
  return (db) => {
    let prepared = byHandle.get(db);
    if (!prepared) {
      prepared = build(db);
      byHandle.set(db, prepared);
    }
    return prepared;
  };
}

/**
 * How many texts a process names (runPrepared, runNamedSelect): each connection keeps every statement it was
 * sent by name until it closes, and a list page's text varies with its filters, sort, size and offset. Past the
 * cap (the common shapes are the first ones seen) a text runs unnamed, so no client can make the sessions grow
 * without end.
 */
const NAMED_STATEMENTS_MAX = 500;
const namedStatements = new Set<string>();

/** The name of a statement's text, or undefined (run it unnamed) once NAMED_STATEMENTS_MAX texts are named. */
function nameFor(text: string): string | undefined {
  const name = nameOf(text);
  if (namedStatements.has(name)) return name;
  if (namedStatements.size >= NAMED_STATEMENTS_MAX) return undefined;
  namedStatements.add(name);
  return name;
}

/** Runs `query` on the database or inside the caller's transaction, as a named prepared statement. */
export async function runPrepared<Row = Record<string, unknown>>(
  db: Queryable,
  query: SQL | Query,
): Promise<Row[]> {
  const built = query instanceof SQL ? dialect.sqlToQuery(query) : query;
  const prepared = db._.session.prepareQuery(built, undefined, nameFor(built.sql), false);
  const result = (await prepared.execute()) as { rows: Row[] };
  return result.rows;
}

/** In tests and development every kept text is checked against a fresh build (NODE_ENV unset is production). */
const checkKeptTexts = () => process.env.NODE_ENV === 'test' || process.env.NODE_ENV === 'development';

/** Texts builtOnce made, by shape, their values still placeholders. */
const builtTexts = new Map<string, Query>();

/**
 * A hot statement built once per process and shape (issue #21: building a booking's statements with Drizzle was
 * about a fifth of a worker's busy time, docs/performance.md). `build` writes the statement with `sql.placeholder(name)`
 * wherever a call's values go; later calls with the same `shape` (a name unique to the statement's form, e.g.
 * with the columns an insert sets) only bind `values`, through each column's driver mapping. Anything else
 * `build` writes in belongs to the shape: it must be the same on every call (in tests and development each call
 * is checked against a fresh build).
 */
export function builtOnce(shape: string, build: () => SQL, values: Record<string, unknown>): Query {
  let built = builtTexts.get(shape);
  if (!built) {
    built = dialect.sqlToQuery(build());
    builtTexts.set(shape, built);
  } else if (checkKeptTexts()) {
    const fresh = dialect.sqlToQuery(build());
    if (fresh.sql !== built.sql || !isDeepStrictEqual(fresh.params, built.params)) {
      throw new Error(
        `the statement kept for ${shape} differs from a fresh build: its shape misses something`,
      );
    }
  }
  return { sql: built.sql, params: built.params.map((param) => boundValue(param, values)) };
}

function boundValue(param: unknown, values: Record<string, unknown>): unknown {
  const placeholder = param instanceof Param ? param.value : param;
  if (!(placeholder instanceof Placeholder)) return param;
  if (!(placeholder.name in values)) throw new Error(`no value for the placeholder ${placeholder.name}`);
  const value = values[placeholder.name];
  if (value === null || value === undefined) return null;
  return param instanceof Param ? param.encoder.mapToDriverValue(value) : value;
}

/**
 * An insert's values for builtOnce: the shape they give (which columns are set; an undefined value takes its
 * column's default), the values to bind, named `prefix.key`, and, for the build, each value as its placeholder.
 * An SQL value is written in as it is: the caller's shape must then stand for it.
 */
export function insertPlaceholders(prefix: string, values: Record<string, unknown>) {
  const bound: Record<string, unknown> = {};
  let shape = prefix;
  for (const key in values) {
    const value = values[key];
    if (value === undefined) continue;
    if (value instanceof SQL) shape += `,${key}=sql`;
    else {
      bound[`${prefix}.${key}`] = value;
      shape += `,${key}`;
    }
  }
  const placeholders = () => {
    const written: Record<string, unknown> = {};
    for (const key in values) {
      const value = values[key];
      if (value !== undefined)
        written[key] = value instanceof SQL ? value : sql.placeholder(`${prefix}.${key}`);
    }
    return written;
  };
  return { shape, values: bound, placeholders };
}

/** A query builder's select, as `runNamedSelect` runs it. */
export interface NamedSelect<Row> {
  toSQL(): { sql: string };
  prepare(name: string): { execute(): Promise<Row[]> };
  execute(): Promise<Row[]>;
}

/** What runNamedSelect uses of Drizzle's select builder beyond its public API (drizzle-orm 0.45). */
interface SelectInternals<Row> {
  dialect: PgDialect;
  getSQL(): SQL;
  _prepare(name?: string): PreparedSelect<Row>;
}

/** A field of a select as Drizzle orders them (its path in the row object). */
interface SelectedField {
  path: string[];
  field: PgColumn | SQL | SQL.Aliased | Subquery;
}

/** What runBuiltSelect uses of Drizzle's prepared select (NodePgPreparedQuery, drizzle-orm 0.45). */
interface PreparedSelect<Row> {
  fields: SelectedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
  getQuery(): Query;
  execute(): Promise<Row[]>;
}

/**
 * Runs a query builder's select as a named prepared statement (named by its text, as runPrepared): a list page's
 * statement is then parsed once per connection, and when its text holds no value the plan depends on (the
 * page's size and offset written in: lib/pagination readCountedPageAfter), PostgreSQL plans it once and keeps the
 * generic plan (after its first five runs): planning a page of bookings cost more than running it (0.3 ms, 0.2).
 *
 * The text is built once: Drizzle's `prepare` would build it again from the builder, and building a list's
 * select was a third of a list request's time (its `is()` checks walk class chains), so `prepare` is handed this one.
 */
export function runNamedSelect<Row>(query: NamedSelect<Row>): Promise<Row[]> {
  const select = query as unknown as SelectInternals<Row>;
  return runBuiltSelect(select, select.dialect.sqlToQuery(select.getSQL()));
}

/** Runs `select` as the named prepared statement of `built`, its text, its rows mapped as Drizzle maps them. */
function runBuiltSelect<Row>(select: SelectInternals<Row>, built: Query): Promise<Row[]> {
  const once: SelectInternals<Row> = Object.create(select, {
    getSQL: { value: () => undefined },
    dialect: { value: { sqlToQuery: () => built } },
  });
  const prepared = once._prepare(nameFor(built.sql));
  if (!hasOuterJoin(prepared.joinsNotNullableMap)) prepared.customResultMapper = rowsMapper(prepared.fields);
  return prepared.execute();
}

/** Whether a select has an outer join (a joined table that may be all nulls), which rowsMapper does not map. */
function hasOuterJoin(joinsNotNullableMap: Record<string, boolean> | undefined): boolean {
  return joinsNotNullableMap !== undefined && !Object.values(joinsNotNullableMap).every(Boolean);
}

/**
 * Drizzle's mapping of a select's rows (arrays, in the order of `fields`) to objects, each field's decoder found
 * once per statement: Drizzle finds it again for every value (`is()` walks class chains), ~10 % of a list page's
 * CPU (issue #21). Only for selects without outer joins (Drizzle then nulls a joined table's object whose
 * columns are all null; those keep its own mapping).
 */
function rowsMapper(fields: SelectedField[]): (rows: unknown[][]) => Record<string, unknown>[] {
  const decoderOf = (sqlOf: unknown) => (sqlOf as { decoder: DriverValueDecoder<unknown, unknown> }).decoder;
  const decoders: DriverValueDecoder<unknown, unknown>[] = fields.map(({ field }) =>
    is(field, Column)
      ? field
      : is(field, SQL)
        ? decoderOf(field)
        : is(field, Subquery)
          ? decoderOf(field._.sql)
          : decoderOf((field as SQL.Aliased).sql),
  );
  const paths = fields.map(({ path }) => path);
  return (rows) =>
    rows.map((row) => {
      const result: Record<string, unknown> = {};
      for (let index = 0; index < paths.length; index++) {
        const path = paths[index] as string[];
        let node = result;
        for (let depth = 0; depth < path.length - 1; depth++) {
          const key = path[depth] as string;
          node[key] ??= {};
          node = node[key] as Record<string, unknown>;
        }
        const raw = row[index];
        node[path[path.length - 1] as string] =
          raw === null ? null : decoders[index]?.mapFromDriverValue(raw);
      }
      return result;
    });
}

/** What runKeptSelect keeps per shape: the select's text (a marker where the WHERE goes) and how to map its rows. */
interface KeptSelect {
  query: Query;
  fields: SelectedField[];
  joinsNotNullableMap: Record<string, boolean> | undefined;
  mapRows: ((rows: unknown[][]) => unknown) | undefined;
}
const keptSelects = new Map<string, KeptSelect>();
const WHERE_MARK = '/*where*/';

/**
 * runNamedSelect for a select that differs between calls only by its WHERE (a list page; issue #21: building a
 * list's select was ~19 % of a list request): `build(where)` gives the select on `db`, using `where` wherever it
 * filters (several places are fine). Its text, fields and row mapping are found once per `shape`, the text with a
 * marker for the WHERE; each call writes its own WHERE into it, its values numbered in the text's order as Drizzle
 * numbers them, so the text and values are the same as a fresh build's (and the statement's name too), and runs
 * it without building the select again. `shape` must name everything else the select depends on (its columns,
 * order, LIMIT and OFFSET); in tests and development each call is checked against a fresh build, so a shape that
 * does not is an error in the tests.
 */
export async function runKeptSelect<Row>(
  db: Queryable,
  shape: string,
  where: SQL | undefined,
  build: (where: SQL | undefined) => NamedSelect<Row>,
): Promise<Row[]> {
  const key = `${shape}|${where ? 'where' : ''}`;
  let kept = keptSelects.get(key);
  if (!kept) {
    // A page's offset is in its text: past the cap (the common shapes come first) a select is built each time.
    if (keptSelects.size >= NAMED_STATEMENTS_MAX) return runNamedSelect(build(where));
    const marked = build(where && sql.raw(WHERE_MARK)) as unknown as SelectInternals<Row>;
    const prepared = marked._prepare();
    kept = {
      query: prepared.getQuery(),
      fields: prepared.fields,
      joinsNotNullableMap: prepared.joinsNotNullableMap,
      mapRows: hasOuterJoin(prepared.joinsNotNullableMap) ? undefined : rowsMapper(prepared.fields),
    };
    keptSelects.set(key, kept);
  }
  const { query } = kept;
  const filter = where && dialect.sqlToQuery(where);
  const params: unknown[] = [];
  const text = query.sql.replace(/\$(\d+)|\/\*where\*\//g, (_, index: string | undefined) => {
    if (index) {
      params.push(query.params[Number(index) - 1]);
      return `$${params.length}`;
    }
    if (!filter) throw new Error(`a WHERE mark in ${shape} without a WHERE`);
    const base = params.length;
    params.push(...filter.params);
    return filter.sql.replace(/\$(\d+)/g, (_, own: string) => `$${base + Number(own)}`);
  });
  if (checkKeptTexts()) {
    const select = build(where) as unknown as SelectInternals<Row>;
    const fresh = select.dialect.sqlToQuery(select.getSQL());
    if (fresh.sql !== text || !isDeepStrictEqual(fresh.params, params)) {
      throw new Error(`the kept select of ${shape} differs from a fresh build: its shape misses something`);
    }
  }
  const prepared = db._.session.prepareQuery(
    { sql: text, params },
    kept.fields,
    nameFor(text),
    true,
    kept.mapRows,
  ) as unknown as PreparedSelect<Row>;
  prepared.joinsNotNullableMap = kept.joinsNotNullableMap;
  return prepared.execute();
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

/**
 * A string as an SQL literal, as pg's escapeLiteral writes it (E'…' when it holds a backslash), with native
 * replaces: escapeLiteral builds its text a character at a time, slow on an e-mail's HTML.
 */
export function literal(text: string): string {
  const quoted = `'${text.replaceAll("'", "''")}'`;
  return text.includes('\\') ? ` E${quoted.replaceAll('\\', '\\\\')}` : quoted;
}

/** A statement with its values written into the text as literals (for the simple protocol: several at once). */
function inlined(query: SQL | Query): string {
  const built = query instanceof SQL ? dialect.sqlToQuery(query) : query;
  return built.sql.replace(/\$(\d+)/g, (_, index: string) => {
    const value: unknown = built.params[Number(index) - 1];
    if (value === null || value === undefined) return 'null';
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    if (typeof value === 'boolean') return value ? 'true' : 'false';
    if (value instanceof Date) return literal(value.toISOString());
    if (typeof value === 'string') return literal(value);
    throw new Error(`cannot write a ${typeof value} into a statement`);
  });
}

interface SessionInternals {
  dialect: PgDialect;
  schema: ConstructorParameters<typeof NodePgSession>[2];
  options: ConstructorParameters<typeof NodePgSession>[3];
}

/**
 * A transaction like `db.transaction`, whose LAST statements and COMMIT go to the server as one message (the
 * simple protocol, the statements' values written in as escaped literals): one round trip for all of them, and a
 * row lock the last one takes (the invoice number's counter, decision 0012) is held for that statement and the
 * commit's flush only, never while this process is busy with other requests before it sends the COMMIT. `work`
 * runs the other statements on `tx` and returns the last ones; on any error everything rolls back. Returns
 * `work`'s result and each last statement's rows. Given a transaction (the demo data is seeded in one), it runs
 * both in it: the commit is the caller's.
 */
export async function transactionEndingWith<T>(
  db: Database,
  work: (tx: Queryable) => Promise<{ result: T; last: (SQL | Query)[] }>,
): Promise<{ result: T; lastRows: Record<string, unknown>[][] }> {
  if ((db as unknown) instanceof PgTransaction) {
    const tx = db as unknown as Queryable;
    const { result, last } = await work(tx);
    const lastRows: Record<string, unknown>[][] = [];
    for (const statement of last) lastRows.push(await runPrepared(tx, statement));
    return { result, lastRows };
  }
  const internals = db._.session as unknown as SessionInternals;
  const client = await db.$client.connect();
  const session = new NodePgSession(client, internals.dialect, internals.schema, internals.options);
  const tx = new NodePgTransaction(internals.dialect, session, internals.schema) as unknown as Queryable;
  let broken: Error | undefined;
  try {
    await client.query('begin').catch((error: Error) => {
      broken = error;
      throw error;
    });
    try {
      const { result, last } = await work(tx);
      const texts = [...last.map(inlined), 'commit'];
      // Several statements answer with one result each (the last is the commit's); one, with its result alone.
      const answered = (await client.query(texts.join(';\n'))) as unknown as
        | pg.QueryResult
        | pg.QueryResult[];
      const results = Array.isArray(answered) ? answered : [answered];
      return { result, lastRows: last.map((_, index) => results[index]?.rows ?? []) };
    } catch (error) {
      await client.query('rollback').catch((rollbackError: Error) => {
        broken = rollbackError;
      });
      throw error;
    }
  } finally {
    client.release(broken);
  }
}
