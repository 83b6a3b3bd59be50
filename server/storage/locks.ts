/**
 * Advisory locks of this server in PostgreSQL's two-key form (class, id): a key space apart
 * from the one-key locks of phone-limits.ts, so the two can never collide.
 */
export const LOCK_CLASS = 7461

/** Held by a transaction while it draws a live event's position (live-events-repo.ts). */
export const LIVE_POSITION_LOCK = 1

/** Held while the schema is migrated and the demo seeded, so instances starting together take turns. */
export const SETUP_LOCK = 2
