import type { Queryable } from "./db"

/** Wrong operator keys per network in a fixed window (migration 12, server/services/operator-guard.ts). */
export interface OperatorFailures {
  readonly failures: number
  readonly windowStart: number
}

interface Row {
  readonly failures: number
  readonly window_start: Date | string
}

const toFailures = (row: Row): OperatorFailures => ({ failures: Number(row.failures), windowStart: new Date(row.window_start).getTime() })
const at = (ms: number) => new Date(ms).toISOString()

/** The network's count in its current window (one that started after `since`), or null. */
export const operatorFailuresOf = async (db: Queryable, network: string, since: number): Promise<OperatorFailures | null> => {
  const [row] = await db.query<Row>(
    "select failures, window_start from operator_key_failures where network = $1 and window_start > $2::timestamptz",
    [network, at(since)],
  )
  return row === undefined ? null : toFailures(row)
}

/** Counts one wrong key, in one statement (atomic across instances): a window that started at or before `since` starts over at `now`. */
export const countOperatorFailure = async (db: Queryable, network: string, now: number, since: number): Promise<OperatorFailures> => {
  const [row] = await db.query<Row>(
    `insert into operator_key_failures as f (network, window_start, failures) values ($1, $2::timestamptz, 1)
      on conflict (network) do update set
        failures = case when f.window_start <= $3::timestamptz then 1 else f.failures + 1 end,
        window_start = case when f.window_start <= $3::timestamptz then excluded.window_start else f.window_start end
      returning failures, window_start`,
    [network, at(now), at(since)],
  )
  if (row === undefined) throw new Error("operator_key_failures: the upsert returned no row")
  return toFailures(row)
}
