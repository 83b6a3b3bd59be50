import { firstMessage, RpcError } from "../../../streams/rpc"

/**
 * A failed staff call as staff read it: what happened and what to do. The server's own message
 * when it refused (a move the venue does not allow, a payment already refunded); otherwise by kind.
 */
export const problemOf = (error: unknown, doing: string): string => {
  if (!(error instanceof RpcError)) return `${doing} failed. Try again.`
  if (error.kind === "network") return `${doing} failed: the server could not be reached. Check the connection and try again.`
  if (error.kind === "decode") return `${doing} failed: the server's answer could not be read. Try again.`
  return firstMessage(error, `${doing} failed. Try again.`)
}

/** The refusal of an account that is not on the venue's staff list (an anonymous diner's, too). */
export const isNotStaff = (error: unknown): boolean => error instanceof RpcError && error.error?._tag === "NotStaff"

/** Something that failed to load, with what staff are told. */
export const failed = (message: string) => ({ status: "failed", message }) as const
