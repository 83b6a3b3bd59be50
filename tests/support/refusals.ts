import { randomUUID } from "node:crypto"
import { Schema } from "effect"
import { ErrorAnswerOf, pathOf, queryOf, type CallSpec } from "../../schema/api"
import type { ContractErrorSchema } from "../../schema/errors"
import { signInDiner, type TestDiner } from "./diner"
import { TEST_OPERATOR_KEY } from "./test-server"

/**
 * Calls of the contract sent by hand (any headers, any input), for tests that provoke refusals:
 * the typed client hides a 404's body and always sends good headers.
 */

export interface Table {
  readonly tenantId: string
  readonly qrCode: string
}

/** The headers one caller sends: a diner's token and table, the operator key, or nothing. */
export type Caller = Readonly<Record<string, string>>

export interface CallRequest {
  readonly params?: object
  readonly query?: object
  readonly payload?: unknown
}

export const OPERATOR: Caller = { "x-operator-key": TEST_OPERATOR_KEY }
export const NOBODY: Caller = {}

export const dinerHeaders = (diner: TestDiner, table: Table): Caller => ({ authorization: `Bearer ${diner.token()}`, tenant: table.tenantId, qr: table.qrCode })

export const sendCall = (origin: string, spec: CallSpec, caller: Caller, request: CallRequest = {}): Promise<Response> => {
  const headers: Record<string, string> = { ...caller }
  if (request.payload !== undefined) headers["content-type"] = "application/json"
  if (spec.idempotent) headers["idempotency-key"] = randomUUID()
  const url = `${origin}${pathOf(spec, request.params ?? {})}${queryOf(request.query)}`
  return fetch(url, { method: spec.method, headers, ...(request.payload === undefined ? {} : { body: JSON.stringify(request.payload) }) })
}

/** What a refusal decodes as with its call's declared errors: its status and tag, or why it does not decode. */
export const refusalOf = async (spec: CallSpec, response: Response): Promise<{ status: number; tag: string }> => {
  const decoded = Schema.decodeUnknownResult(ErrorAnswerOf(spec.errors))(await response.json())
  return { status: response.status, tag: decoded._tag === "Success" ? decoded.success.error._tag : `undecodable: ${decoded.failure.message}` }
}

export const expected = (error: ContractErrorSchema) => ({ status: error.status, tag: error.tag })

/** Diners signed in for one suite, each at its table, all signed out at the end. */
export const dinerPool = (origin: () => string) => {
  const signedIn: TestDiner[] = []
  return {
    signIn: async (table: Table, googleEmail: string | null = null): Promise<Caller> => {
      const diner = await signInDiner(origin(), table, googleEmail)
      signedIn.push(diner)
      return dinerHeaders(diner, table)
    },
    closeAll: () => Promise.all(signedIn.map((diner) => diner.close())),
  }
}
