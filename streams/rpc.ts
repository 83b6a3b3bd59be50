import type { CallInput, CallSpec } from "../schema/api"
import { decodeRefusal, requestOf } from "../schema/call-http"
import type { ContractError } from "../schema/errors"
import { decodeAnswerText, LARGE_ANSWER_CHARS, type OffThreadDecoder } from "./answer-decoding"

/**
 * The typed client of `schema/api.ts`: one function for every call, each answer decoded with
 * the call's schema before anyone sees it. Rules of the spec (section 7): 404 is a normal
 * result; 401 is retried once after refreshing the token; 500 and other statuses are logged
 * and rejected; network failures and answers that do not match their schema are typed
 * errors, never crashes. A refusal carries its decoded tag (one the call declares, see
 * schema/errors.ts), so the app reacts to what happened rather than to message text; a
 * refusal that is none of the call's declared errors is a "decode" error.
 */

export type RpcErrorKind = "network" | "status" | "decode"

export class RpcError extends Error {
  override readonly name = "RpcError"
  constructor(
    readonly kind: RpcErrorKind,
    message: string,
    readonly status: number | null = null,
    /** Messages the server gave, first one first (for the diner). */
    readonly serverMessages: ReadonlyArray<string> = [],
    /** The error the server answered, decoded with the call's declared errors ("status" errors). */
    readonly error: ContractError | null = null,
  ) {
    super(message)
  }
}

/** The server's first message of a refused call, else the fallback. */
export const firstMessage = (error: unknown, fallback: string): string =>
  error instanceof RpcError && error.serverMessages[0] !== undefined ? error.serverMessages[0] : fallback

/** The call never reached the server (offline, or the request was lost on the way). */
export const isUnreachable = (error: unknown): boolean => error instanceof RpcError && error.kind === "network"

/** Waits before trying again what did not arrive: 1 s, 2 s, 4 s ... at most 30 s (attempt 0 first). */
export const backoffMs = (attempt: number): number => Math.min(30_000, 1000 * 2 ** Math.max(0, attempt))

export type RpcResult<A> = { readonly _tag: "Ok"; readonly body: A } | { readonly _tag: "NotFound" }

/** Who is asking: sent as headers with every request when known. */
export interface RpcSession {
  readonly token: string | null
  readonly tenantId: string | null
  readonly qrCode: string | null
}

export interface RpcDeps {
  readonly fetch: typeof globalThis.fetch
  /** Origin of the venue API; "" for the page's own origin. */
  readonly baseUrl: string
  readonly session: () => RpcSession
  /** Forces a fresh ID token (after a 401); `session()` answers it afterwards. */
  readonly refreshToken: () => Promise<void>
  readonly log: (message: string) => void
  /** A call that has not answered by then fails as a network error (default 15 s). */
  readonly timeoutMs?: number
  /** Where a large answer is decoded (a worker); without one, every answer is decoded here. */
  readonly decodeOffThread?: OffThreadDecoder
  /** From how many characters an answer counts as large (default LARGE_ANSWER_CHARS). */
  readonly offThreadFromChars?: number
}

export type Rpc = <S extends CallSpec>(spec: S, input: CallInput<S>) => Promise<RpcResult<S["answer"]["Type"]>>

export const createRpc =
  (deps: RpcDeps): Rpc =>
  async (spec, input) => {
    // An idempotent call the caller gave no key is one new change: it gets its own key, the same for its retry.
    const idempotencyKey = input.idempotencyKey ?? (spec.idempotent ? crypto.randomUUID() : undefined)
    const parts = idempotencyKey === undefined ? input : { ...input, idempotencyKey }
    let response = await send(deps, spec, parts)
    if (response.status === 401) {
      await deps.refreshToken()
      response = await send(deps, spec, parts)
    }
    if (response.status === 404) return { _tag: "NotFound" }
    const text = await response.text().catch(() => "")
    if (response.ok) {
      const offThread =
        text.length >= (deps.offThreadFromChars ?? LARGE_ANSWER_CHARS) && deps.decodeOffThread !== undefined
          ? await deps.decodeOffThread(spec, text)
          : null
      const decoded = offThread ?? decodeAnswerText(spec, text)
      if (!decoded.ok) {
        const message = `${spec.method} ${spec.path} answered a body that does not match its schema: ${decoded.reason}`
        deps.log(message)
        throw new RpcError("decode", message, response.status)
      }
      return { _tag: "Ok", body: decoded.body }
    }
    // A refusal is decoded as the staff CLI and the tests decode it (schema/call-http.ts).
    const answer = decodeRefusal(spec, response.status, parsedOrUndefined(text))
    if (answer._tag === "Refused") {
      const message = `${spec.method} ${spec.path} answered ${response.status} ${answer.error._tag}: ${answer.error.message}`
      deps.log(message)
      throw new RpcError("status", message, response.status, answer.messages, answer.error)
    }
    const message = `${spec.method} ${spec.path} answered ${answer.reason}`
    deps.log(message)
    throw new RpcError("decode", message, response.status, answer.messages)
  }

const parsedOrUndefined = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

const send = async <S extends CallSpec>(deps: RpcDeps, spec: S, parts: CallInput<S>): Promise<Response> => {
  const { target, init } = requestOf(spec, parts, headersFor(deps.session()))
  try {
    return await deps.fetch(`${deps.baseUrl}${target}`, { ...init, signal: AbortSignal.timeout(deps.timeoutMs ?? 15_000) })
  } catch (cause) {
    const reason = cause instanceof Error ? cause.message : String(cause)
    throw new RpcError("network", `${spec.method} ${spec.path} could not reach the server: ${reason}`)
  }
}

const headersFor = (session: RpcSession): Record<string, string> => {
  const headers: Record<string, string> = {}
  if (session.token !== null) headers["authorization"] = `Bearer ${session.token}`
  if (session.tenantId !== null) headers["tenant"] = session.tenantId
  if (session.qrCode !== null) headers["qr"] = session.qrCode
  return headers
}
