/**
 * A named prepared statement, built once per database handle (the app's pool, or a transaction).
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
