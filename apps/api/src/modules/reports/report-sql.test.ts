import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { withoutParallelWorkers } from './report-sql';

// One connection, so the query after the report one must reuse the connection the report one used.
const { db } = await createTestApp({ poolSize: 1 });

const workers = async (queryable: Pick<typeof db, 'execute'>) => {
  const result = await queryable.execute<{ max_parallel_workers_per_gather: string }>(
    sql`show max_parallel_workers_per_gather`,
  );
  return result.rows[0]?.max_parallel_workers_per_gather;
};

describe('withoutParallelWorkers', () => {
  it('runs its query without parallel workers and leaves the pooled connection as it was', async () => {
    const before = await workers(db);
    expect(before).not.toBe('0');
    expect(await withoutParallelWorkers(db, workers)).toBe('0');
    expect(await workers(db)).toBe(before);
  });

  it('reads only', async () => {
    await expect(
      withoutParallelWorkers(db, (tx) => tx.execute(sql`create table report_scratch (id int)`)),
    ).rejects.toMatchObject({ cause: { code: '25006' } }); // read_only_sql_transaction
  });

  it('leaves the connection usable after its query fails', async () => {
    await expect(withoutParallelWorkers(db, (tx) => tx.execute(sql`select 1 / 0`))).rejects.toMatchObject({
      cause: { code: '22012' }, // division_by_zero
    });
    expect(await workers(db)).not.toBe('0');
  });
});
