import type { Db } from "./db"

/**
 * The benchmarks' yardstick (BENCH_ROUTES=1 only, never in production): one row inserted in
 * one transaction, the least a write can cost on this database. Its table is made on demand,
 * outside the migrations, because no real server ever has it.
 */
export const createBenchTable = async (db: Db): Promise<void> => {
  await db.query(
    "create table if not exists bench_inserts (id bigserial primary key, note text not null, at timestamptz not null default now())",
  )
}

export const insertBenchRow = (db: Db, note: string): Promise<void> =>
  db.transaction(async (tx) => {
    await tx.query("insert into bench_inserts (note) values ($1)", [note])
  })
