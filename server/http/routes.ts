import { Result, Schema } from "effect"
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify"
import { api, Envelope, type Api, type CallName, type ErrorAnswer } from "../../schema/api"

/**
 * Turns the call table into Fastify routes. Each handler gets its params already decoded
 * with the call's schema and returns the answer's Type, or a refusal; the answer is
 * checked against the same schema the client decodes with before it leaves.
 */

export class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
  ) {
    super(message)
  }
}

export type Handler<K extends CallName> = (input: {
  readonly params: Api[K]["params"]["Type"]
  readonly request: FastifyRequest
}) => Promise<Api[K]["answer"]["Type"]>

export type Handlers = { readonly [K in CallName]: Handler<K> }

export const registerApi = (app: FastifyInstance, handlers: Handlers): void => {
  for (const name of Object.keys(api) as CallName[]) {
    const spec = api[name]
    const decodeParams = Schema.decodeUnknownResult(spec.params)
    const encodeAnswer = Schema.encodeUnknownResult(Envelope(spec.answer))
    const handler = handlers[name] as Handler<CallName>
    app.route({
      method: spec.method,
      url: spec.path,
      handler: async (request, reply) => {
        const params = decodeParams(request.params)
        if (Result.isFailure(params)) {
          return refuse(reply, new Refusal(400, `Bad path parameter: ${params.failure.message}`, firstPathKey(params.failure.message)))
        }
        try {
          const answer = encodeAnswer({ body: await handler({ params: params.success, request }) })
          if (Result.isFailure(answer)) {
            request.log.error({ call: name, problem: answer.failure.message }, "answer does not match its schema")
            return refuse(reply, new Refusal(500, "The server produced an answer it could not vouch for."))
          }
          return reply.send(answer.success)
        } catch (error) {
          if (error instanceof Refusal) return refuse(reply, error)
          throw error
        }
      },
    })
  }
}

export const refuse = (reply: FastifyReply, refusal: Refusal): FastifyReply => {
  const body: ErrorAnswer = {
    errors: [refusal.field === undefined ? { message: refusal.message } : { message: refusal.message, field: refusal.field }],
  }
  return reply.code(refusal.status).send(body)
}

// Effect's messages end with `at ["name"]`: the field the client got wrong.
const firstPathKey = (message: string): string | undefined => /at \["([^"]+)"\]/.exec(message)?.[1]
