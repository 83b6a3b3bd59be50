import { Result, Schema } from "effect"
import { Envelope, ErrorAnswer, ErrorAnswerOf, pathOf, queryOf, type CallInput, type CallSpec } from "./api"
import type { ContractError } from "./errors"

/**
 * One call of the contract as HTTP, both ways: the request a call's spec and input make, and
 * what its answer decodes as (the body, or one of the call's declared errors). The staff CLI and
 * the tests' callers use this pair, so neither writes paths, headers or envelopes by hand.
 * Pure and fetch-agnostic: the caller sends the request with the `fetch` it has.
 */

/** The parts a caller fills; parts a call does not have are left out. */
export interface CallParts {
  /** An object of the call's params (a typed caller passes `CallInput<S>`, whose parts are `unknown` here). */
  readonly params?: unknown
  readonly query?: unknown
  readonly payload?: unknown
  /** Sent as `Idempotency-Key` (an idempotent call without one is the caller's to key). */
  readonly idempotencyKey?: string
}

export interface CallRequest {
  /** Path and query, to be put after the server's origin. */
  readonly target: string
  readonly init: { readonly method: string; readonly headers: Record<string, string>; readonly body?: string }
}

/** The request of one call: path filled, query encoded, JSON body and its headers, the caller's own headers beside. */
export const requestOf = (spec: CallSpec, parts: CallParts, headers: Readonly<Record<string, string>> = {}): CallRequest => {
  const all: Record<string, string> = { accept: "application/json", ...headers }
  const body = parts.payload === undefined || parts.payload === null ? undefined : JSON.stringify(parts.payload)
  if (body !== undefined) all["content-type"] = "application/json"
  if (parts.idempotencyKey !== undefined) all["idempotency-key"] = parts.idempotencyKey
  return {
    target: `${pathOf(spec, objectOr(parts.params))}${queryOf(objectOr(parts.query))}`,
    init: body === undefined ? { method: spec.method, headers: all } : { method: spec.method, headers: all, body },
  }
}

const objectOr = (part: unknown): object => (typeof part === "object" && part !== null ? part : {})

/** What an answer decodes as. */
export type CallAnswer<A> =
  | { readonly _tag: "Ok"; readonly status: number; readonly body: A }
  /** One of the call's declared errors (or `ServerFault`), with the messages for the person asking. */
  | { readonly _tag: "Refused"; readonly status: number; readonly error: ContractError; readonly messages: ReadonlyArray<string> }
  /** Neither its answer nor a declared error: a server that broke the contract. */
  | { readonly _tag: "Undecodable"; readonly status: number; readonly reason: string; readonly messages: ReadonlyArray<string> }

/** Decodes a call's answer from its status and parsed JSON (`undefined` when the body was not JSON). */
export const decodeAnswer = <S extends CallSpec>(spec: S, status: number, json: unknown): CallAnswer<S["answer"]["Type"]> => {
  if (status >= 200 && status < 300) {
    const decoded = Schema.decodeUnknownResult(Envelope(spec.answer))(json)
    return Result.isSuccess(decoded)
      ? { _tag: "Ok", status, body: decoded.success.body }
      : { _tag: "Undecodable", status, reason: `the body does not match its schema: ${decoded.failure.message}`, messages: [] }
  }
  return decodeRefusal(spec, status, json)
}

/** Decodes a refusal (any status but 2xx) as one of the call's declared errors, or says why it is none of them. */
export const decodeRefusal = (spec: CallSpec, status: number, json: unknown): Exclude<CallAnswer<never>, { readonly _tag: "Ok" }> => {
  const refusal = Schema.decodeUnknownResult(ErrorAnswerOf(spec.errors))(json)
  if (Result.isSuccess(refusal))
    return { _tag: "Refused", status, error: refusal.success.error, messages: refusal.success.errors.map((entry) => entry.message) }
  const loose = Schema.decodeUnknownResult(ErrorAnswer)(json)
  const messages = Result.isSuccess(loose) ? loose.success.errors.map((entry) => entry.message) : []
  return { _tag: "Undecodable", status, reason: `${status} with none of its declared errors: ${refusal.failure.message}`, messages }
}

/** Sends one call with the given `fetch` and decodes its answer. Network failures reject as the fetch does. */
export const sendCall = async <S extends CallSpec>(
  fetcher: typeof globalThis.fetch,
  origin: string,
  spec: S,
  parts: CallInput<S>,
  headers: Readonly<Record<string, string>> = {},
): Promise<CallAnswer<S["answer"]["Type"]>> => {
  const { target, init } = requestOf(spec, parts, headers)
  const response = await fetcher(`${origin}${target}`, init)
  const json: unknown = await response.json().catch(() => undefined)
  return decodeAnswer(spec, response.status, json)
}
