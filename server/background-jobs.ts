import { KEY_LIFETIME_MS } from "./services/exactly-once"
import { dropExpired } from "./services/sms-outbox"
import type { Db } from "./storage/db"
import { pruneKeys } from "./storage/idempotency-repo"
import { pruneItemVersions } from "./storage/item-versions-repo"

export interface BackgroundJobDeps {
  readonly db: Db
  readonly now: () => number
  /** Whether the local SMS outbox is kept (a demo project): its expired texts are swept too. */
  readonly smsOutbox: boolean
  /** Where a failed sweep is reported; the next one tries again. */
  readonly onError: (error: unknown) => void
  /** Finishes the payments whose provider's answer never came (payment-outcomes.ts: reconcilePayments). */
  readonly reconcilePayments: () => Promise<unknown>
}

const OUTBOX_SWEEP_MS = 60_000
const KEY_SWEEP_MS = 60 * 60_000
const RECONCILE_MS = 60_000

/**
 * The server's sweeps, apart from the routes: the outbox's expired codes every minute (even when
 * no one sends or reads; a send and a read drop them too), and idempotency keys older than their
 * lifetime (server/services/exactly-once.ts), with the dishes' versions only they could name, at start and every hour, and the
 * payments a crash or a lost answer left unfinished, at start and every minute. Timers do not hold the process open. Returns the stop, for the server's close.
 */
export const startBackgroundJobs = ({ db, now, smsOutbox, onError, reconcilePayments }: BackgroundJobDeps): (() => void) => {
  const timers: Array<ReturnType<typeof setInterval>> = []
  const every = (ms: number, job: () => Promise<unknown>) => {
    const run = () => void job().catch(onError)
    const timer = setInterval(run, ms)
    timer.unref()
    timers.push(timer)
    return run
  }
  if (smsOutbox) every(OUTBOX_SWEEP_MS, () => dropExpired(db, now()))
  // The keys first: a dish's version is forgotten only once no kept key can name it.
  const forgetOldKeys = every(KEY_SWEEP_MS, async () => {
    const before = new Date(Date.now() - KEY_LIFETIME_MS)
    await pruneKeys(db, before)
    await pruneItemVersions(db, before)
  })
  forgetOldKeys()
  every(RECONCILE_MS, reconcilePayments)()
  return () => {
    for (const timer of timers) clearInterval(timer)
  }
}
