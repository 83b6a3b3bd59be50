import { api, type CallSpec } from "../schema/api"
import { decodeAnswer } from "../schema/call-http"

/**
 * Decoding an answer's text with its call's schema, the same on the page's main thread and in
 * the decoding worker (answer-decoder.worker.ts). An answer this large (a menu of thousands of
 * dishes) is parsed and decoded in the worker: on a slow phone that is several hundred
 * milliseconds the page would otherwise not answer a touch.
 */
export const LARGE_ANSWER_CHARS = 256 * 1024

export type Decoded<A> = { readonly ok: true; readonly body: A } | { readonly ok: false; readonly reason: string }

export const decodeAnswerText = <S extends CallSpec>(spec: S, text: string): Decoded<S["answer"]["Type"]> => {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    return { ok: false, reason: `not JSON (${error instanceof Error ? error.message : String(error)})` }
  }
  const decoded = decodeAnswer(spec, 200, json)
  return decoded._tag === "Ok"
    ? { ok: true, body: decoded.body }
    : { ok: false, reason: decoded._tag === "Undecodable" ? decoded.reason : decoded.error.message }
}

/** A call of schema/api.ts by its method and path: how the worker is told which call answered. */
export const callOfRoute = (method: string, path: string): CallSpec | undefined =>
  Object.values(api).find((spec) => spec.method === method && spec.path === path)

/** Decodes a large answer away from the main thread; null when it cannot (the caller decodes it itself). */
export type OffThreadDecoder = <S extends CallSpec>(spec: S, text: string) => Promise<Decoded<S["answer"]["Type"]> | null>

/** What the page asks the worker, and what it answers. */
export interface DecodeRequest {
  readonly id: number
  readonly method: string
  readonly path: string
  readonly text: string
}
export interface DecodeAnswer {
  readonly id: number
  readonly decoded: Decoded<unknown>
}

/**
 * The page's side of the decoding worker: started at the first large answer, one request at a
 * time per id. A worker that cannot start or fails (its script unreachable offline) answers null
 * for everything waiting, and for what follows, so each answer is decoded on the page instead.
 */
export const workerDecoder = (startWorker: () => Worker): OffThreadDecoder => {
  let worker: Worker | null = null
  let broken = false
  let nextId = 0
  const waiting = new Map<number, (decoded: Decoded<unknown> | null) => void>()
  const giveUp = () => {
    broken = true
    worker?.terminate()
    for (const resolve of waiting.values()) resolve(null)
    waiting.clear()
  }
  const started = (): Worker => {
    if (worker !== null) return worker
    const created = startWorker()
    created.onmessage = (event: MessageEvent<DecodeAnswer>) => {
      waiting.get(event.data.id)?.(event.data.decoded)
      waiting.delete(event.data.id)
    }
    created.onerror = giveUp
    worker = created
    return created
  }
  return <S extends CallSpec>(spec: S, text: string) => {
    if (broken) return Promise.resolve(null)
    const id = nextId++
    return new Promise<Decoded<S["answer"]["Type"]> | null>((resolve) => {
      // Decoded there by the same schema as here (decodeAnswerText): the type is the call's answer.
      waiting.set(id, (decoded) => resolve(decoded as Decoded<S["answer"]["Type"]> | null))
      const request: DecodeRequest = { id, method: spec.method, path: spec.path, text }
      try {
        started().postMessage(request)
      } catch {
        giveUp()
      }
    })
  }
}
