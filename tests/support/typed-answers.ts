import { RpcError } from "../../streams/rpc"

/** What the app's typed client answered, read as a contract test reads it. */

/** The error a call was refused with: its status and tag. */
export const refusal = async (call: Promise<unknown>): Promise<{ status: number | null; tag: string | undefined }> => {
  try {
    await call
  } catch (error) {
    if (error instanceof RpcError) return { status: error.status, tag: error.error?._tag }
    throw error
  }
  throw new Error("the call was not refused")
}

/** The body of a call answered 200 (a 404 fails the test). */
export const body = async <A>(answer: Promise<{ _tag: "Ok"; body: A } | { _tag: "NotFound" }>): Promise<A> => {
  const result = await answer
  if (result._tag !== "Ok") throw new Error("answered 404")
  return result.body
}
