import { createRpc, type Rpc, type RpcResult } from "../../../streams/rpc"
import type { StaffAuth } from "./staff-auth"

/**
 * The staff screen's typed caller: the diner app's client (streams/rpc.ts), generic over the call
 * table, given the staff's token and nothing of a table (a staff call names its venue in its
 * path). Every answer is decoded with its call's schema in schema/staff-api.ts; an answer that
 * does not match is an RpcError of kind "decode", which the screen shows as an error to retry.
 */
export const createStaffRpc = ({
  fetch,
  baseUrl,
  auth,
  log,
}: {
  readonly fetch: typeof globalThis.fetch
  readonly baseUrl: string
  readonly auth: Pick<StaffAuth, "token" | "refreshToken">
  readonly log: (message: string) => void
}): Rpc =>
  createRpc({
    fetch,
    baseUrl,
    session: () => ({ token: auth.token(), tenantId: null, qrCode: null }),
    refreshToken: auth.refreshToken,
    log,
  })

/** A call's answer, or a failure: a staff call's 404 (another venue's order, say) is an error here, not a normal result. */
export const bodyOf = async <A>(call: Promise<RpcResult<A>>): Promise<A> => {
  const result = await call
  if (result._tag === "NotFound") throw new Error("not found")
  return result.body
}
