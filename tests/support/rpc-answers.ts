import { RpcError, type RpcResult } from "../../streams/rpc"

/** The body of an answer a test expects; a 404 fails the test, saying so. */
export const body = <A>(result: RpcResult<A>): A => {
  if (result._tag !== "Ok") throw new Error("expected an answer, got 404")
  return result.body
}

/** A refused call as its status and tag; null: it was answered. Anything but a refusal fails the test. */
export const refusal = (attempt: Promise<unknown>): Promise<{ status: number | null; tag: string | undefined } | null> =>
  attempt.then(
    () => null,
    (error: unknown) => (error instanceof RpcError ? { status: error.status, tag: error.error?._tag } : Promise.reject(error)),
  )
