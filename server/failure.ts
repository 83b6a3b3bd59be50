import type { ContractError, ContractErrorSchema } from "../schema/errors"

/**
 * A refusal by a service: one of the contract's errors (schema/errors.ts), by tag. Services know
 * nothing of HTTP; the routes answer it with the status its call declares for it.
 */
export class Failure extends Error {
  constructor(
    readonly error: ContractError,
    /** Headers the refusal carries (a 429's Retry-After). */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(error.message)
  }
}

/** Fails with this error of the contract: its message for the diner, and the field at fault. */
export const fail = (kind: ContractErrorSchema, message: string, field?: string): Failure =>
  new Failure(field === undefined ? { _tag: kind.tag, message } : { _tag: kind.tag, message, field })
