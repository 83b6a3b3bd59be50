import { setImmediate } from "node:timers/promises"
import { Result, Schema } from "effect"
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify"
import { Envelope, NoQuery, type CallSpec, type ErrorAnswer } from "../../schema/api"
import type { SignInStep } from "../../schema/auth"
import { BadRequest, contractErrors, ServerFault, type ContractError, type ContractErrorSchema } from "../../schema/errors"
import { redactSecrets } from "../../src/domain/redact"
import type { Diner } from "../services/diner"
import type { StaffAccount, StaffAtVenue } from "../services/staff"
import { fail, Failure } from "../failure"
import { preferredEncoding } from "./encodings"
import type { CachedAnswer, ResponseCache } from "./response-cache"

/**
 * Turns call tables (schema/api.ts, schema/operator-api.ts) into Fastify routes. Each request
 * is decoded with the call's own schemas (path, query, body; unknown body fields refused),
 * its access is checked, and the handler's answer is checked against the schema the client
 * decodes with before it leaves. A service's Failure is answered with the status its call
 * declares for its tag, as `{ errors: [{ message, field }], error: { _tag, message, field } }`;
 * a tag the call does not declare is a bug: logged, and answered 500.
 */

interface DecodedRequest<S extends CallSpec> {
  readonly params: S["params"]["Type"]
  readonly query: S["query"]["Type"]
  readonly payload: S["payload"]["Type"]
  readonly idempotencyKey: string | null
  readonly request: FastifyRequest
}

/**
 * A handler's input, typed by its call's access: a "diner" call's has the signed-in diner, a
 * "staff" call's the staff member (at the venue its path names, when it names one), no other has one.
 */
export type HandlerInput<S extends CallSpec> = S["access"] extends "diner"
  ? DecodedRequest<S> & { readonly diner: Diner }
  : S["access"] extends "staff"
    ? DecodedRequest<S> & { readonly staff: S["params"]["Type"] extends { readonly venueId: string } ? StaffAtVenue : StaffAccount }
    : DecodedRequest<S>

export type Handler<S extends CallSpec> = (input: HandlerInput<S>) => Promise<S["answer"]["Type"]>
export type Handlers<Table extends Record<string, CallSpec>> = { readonly [K in keyof Table]: Handler<Table[K]> }

export interface AccessChecks {
  /**
   * Resolves the diner of a "diner" call, or refuses (401, 403). A call that is part of a
   * sign-in step (`duringSignIn`) is let through while that step is the one missing.
   */
  readonly diner: (request: FastifyRequest, duringSignIn?: SignInStep) => Promise<Diner>
  /**
   * Admits an "operator" call with the operator key, or refuses it (401; 429 for a network that
   * guessed too often): either way with the headers that name the allowance of wrong keys.
   */
  readonly operator: (request: FastifyRequest) => Promise<Readonly<Record<string, string>>>
  /**
   * Resolves the staff member of a "staff" call, or refuses (401, 403): at the venue of the
   * path's `venueId` when it has one, on that venue's list; else the signed-in account alone.
   */
  readonly staff: (request: FastifyRequest) => Promise<StaffAccount | StaffAtVenue>
}

const IdempotencyKey = Schema.String.check(Schema.isPattern(/^[A-Za-z0-9_-]{8,128}$/u))
const strict = { onExcessProperty: "error" } as const

/**
 * Public calls whose answer is kept already checked and serialized (the menu: kept-menus.ts), by
 * name: with a cache, such a call's kept answer is made from this JSON (the whole `{"body":...}`, UTF-8), not by its handler.
 */
export type KeptJson<Table extends Record<string, CallSpec>> = {
  readonly [K in keyof Table]?: (params: Table[K]["params"]["Type"]) => Promise<Buffer>
}

export const registerCalls = <Table extends Record<string, CallSpec>>(
  app: FastifyInstance,
  table: Table,
  handlers: Handlers<Table>,
  access: AccessChecks,
  cache: ResponseCache | null = null,
  keptJson: KeptJson<Table> = {},
): void => {
  for (const name of Object.keys(table) as Array<keyof Table & string>) {
    const spec: CallSpec = table[name] as CallSpec
    // Sound: each input below is decoded with this very spec's schemas before the call, and a
    // "diner" call's diner, a "staff" call's staff member (at the path's venue when it names one),
    // is resolved (or the call refused) before its handler runs.
    const handler = handlers[name] as unknown as (
      input: DecodedRequest<CallSpec> & { readonly diner?: Diner; readonly staff?: StaffAccount },
    ) => Promise<unknown>
    const decodeParams = Schema.decodeUnknownResult(spec.params)
    const decodeQuery = Schema.decodeUnknownResult(spec.query)
    const decodePayload = Schema.decodeUnknownResult(spec.payload, strict)
    const encodeAnswer = Schema.encodeUnknownResult(Envelope(spec.answer))
    const declared = new Map(spec.errors.map((error) => [error.tag, error]))
    // Kept by call and decoded path parameters, which is all such an answer depends on: these calls
    // take no query, so `?v=<anything>` (or `%62ig-menu-1` for `big-menu-1`) is the same answer, not a new one to keep.
    const cacheable = cache !== null && spec.method === "GET" && spec.access === "public" && spec.query === NoQuery
    const kept = keptJson[name]
    // The call's answer, encoded and checked against the schema the client decodes with.
    const answerOf = async (request: FastifyRequest): Promise<unknown> => {
      // Who is asking comes first (the operator, in the handler): a stranger learns nothing from validation messages.
      const diner = spec.access === "diner" ? await access.diner(request, spec.duringSignIn) : null
      const staff = spec.access === "staff" ? await access.staff(request) : null
      const params = decoded("path parameter", decodeParams(request.params))
      const query = decoded("query parameter", decodeQuery(request.query ?? {}))
      const payload = decoded("body", decodePayload(request.body ?? null))
      // Optional: without one, the request is one new change (a submit still makes at most one order per cart).
      const keyHeader = spec.idempotent ? request.headers["idempotency-key"] : undefined
      const idempotencyKey =
        keyHeader === undefined
          ? null
          : decoded("header Idempotency-Key", Schema.decodeUnknownResult(IdempotencyKey)(keyHeader), "Idempotency-Key")
      const body = await handler({
        params,
        query,
        payload,
        idempotencyKey,
        request,
        ...(diner === null ? {} : { diner }),
        ...(staff === null ? {} : { staff }),
      })
      // A kept answer may be large (a 2,000-dish menu: tens of milliseconds to check, as many to
      // write): read, checked and written in turns of their own, so other calls run between them.
      if (cacheable) await setImmediate()
      const answer = encodeAnswer({ body })
      if (Result.isSuccess(answer)) return answer.success
      request.log.error({ call: name, problem: redactSecrets(answer.failure.message) }, "answer does not match its schema")
      throw fail(ServerFault, "The server produced an answer it could not vouch for.")
    }
    // The call's answer, or its refusal: for a cacheable call, the kept answer (made once however many ask).
    const answered = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
      try {
        // The operator's key first; its answer names the allowance of wrong keys whatever follows.
        if (spec.access === "operator") reply.headers(await access.operator(request))

        // Many diners asking for one menu at once wait for one answer, made once.
        if (cacheable)
          return sendCached(
            request,
            reply,
            await cache.answer(keyOf(name, request), async () => {
              if (kept !== undefined) return kept(decoded("path parameter", decodeParams(request.params)))
              const answer = await answerOf(request)
              await setImmediate()
              return JSON.stringify(answer)
            }),
          )
        return reply.header("cache-control", "no-store").send(await answerOf(request))
      } catch (error) {
        if (!(error instanceof Failure)) throw error
        // The server's own fault (an answer it could not vouch for) is answered as it is.
        if (error.error._tag === ServerFault.tag) return refuse(reply, error.error)
        const kind = declared.get(error.error._tag)
        if (kind === undefined) {
          request.log.error(
            { call: name, tag: error.error._tag, problem: redactSecrets(error.message) },
            "a call failed with an error it does not declare",
          )
          return refuse(reply, fail(ServerFault, "Something went wrong on our side. Please try again.").error)
        }
        return refuse(reply.headers(error.headers), error.error, kind)
      }
    }
    app.route({
      method: spec.method,
      url: spec.path,
      // Nearly every ask of a menu finds its answer kept, with the copy it accepts made: sent in
      // the ask's own turn, with no promise to wait on and none for Fastify to follow to the
      // response's end (as it does when a handler answers its reply). Anything else, async.
      handler: (request, reply) => {
        const entry = cacheable ? cache.kept(keyOf(name, request)) : undefined
        if (entry === undefined) return answered(request, reply)
        const sent = sendCached(request, reply, entry)
        return sent instanceof Promise ? sent : undefined
      },
    })
  }
}

const keyOf = (call: string, request: FastifyRequest): string => `${call} ${JSON.stringify(request.params ?? {})}`

/**
 * A kept public answer, which the browser may keep but must check again (ETag) before use. The
 * copy the caller accepts is sent in this very turn when it is made already (nearly every ask),
 * else once it is.
 */
const sendCached = (request: FastifyRequest, reply: FastifyReply, entry: CachedAnswer): FastifyReply | Promise<FastifyReply> => {
  reply.header("etag", entry.etag).header("cache-control", "no-cache").header("vary", "accept-encoding")
  if (request.headers["if-none-match"] === entry.etag) return reply.code(304).send()
  reply.type("application/json; charset=utf-8")
  const encoding = preferredEncoding(request.headers["accept-encoding"])
  if (encoding === null) return reply.send(entry.plain)
  const copy = encoding === "br" ? entry.brotli : entry.gzipped
  reply.header("content-encoding", encoding)
  const ready = copy.ready()
  return ready === undefined ? copy().then((bytes) => reply.send(bytes)) : reply.send(ready)
}

/**
 * Answers an error of the contract, encoded with its schema, with its status (or `status`, for
 * the few refusals of the HTTP layer itself, such as 413, that keep the framework's).
 */
export const refuse = (
  reply: FastifyReply,
  error: ContractError,
  kind: ContractErrorSchema = contractErrors[error._tag] ?? ServerFault,
  status: number = kind.status,
): FastifyReply => {
  const encoded = Schema.encodeUnknownResult(kind)(error)
  const tagged: ContractError = Result.isSuccess(encoded) ? encoded.success : { _tag: ServerFault.tag, message: error.message }
  const body: ErrorAnswer = {
    errors: [tagged.field === undefined ? { message: tagged.message } : { message: tagged.message, field: tagged.field }],
    error: tagged,
  }
  return reply
    .code(Result.isSuccess(encoded) ? status : ServerFault.status)
    .header("cache-control", "no-store")
    .send(body)
}

const decoded = <A>(what: string, result: Result.Result<A, Schema.SchemaError>, field?: string): A => {
  if (Result.isSuccess(result)) return result.success
  const message = result.failure.message
  throw fail(BadRequest, `Bad ${what}: ${message.replace(/\n\s*/g, " ")}`, field ?? fieldOf(message))
}

// Effect's messages end with `at ["name"]` (or a longer path): the field the client got wrong.
const fieldOf = (message: string): string | undefined => {
  const path = /at (\[.*\])\s*$/.exec(message)?.[1]
  if (path === undefined) return undefined
  return [...path.matchAll(/\["?([^"\]]+)"?\]/g)].map((match) => match[1]).join(".")
}
