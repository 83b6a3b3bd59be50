import { api, type Api, type CallInput, type CallName, type CallSpec } from "../../schema/api"
import { ServerFault, type ContractErrorSchema } from "../../schema/errors"
import { RpcError, type Rpc, type RpcResult } from "../../streams/rpc"

/**
 * A typed stand-in for the client of `schema/api.ts` in unit tests: each call the test expects
 * is scripted by its name, with the input and the answer that call declares; a call the script
 * does not name fails loudly, naming it, so a test never passes on an answer nobody wrote. A
 * refusal carries its contract tag (`refusal`), and one the call does not declare fails too.
 */
export type AnswerOf<N extends CallName> = Api[N]["answer"]["Type"]
export type InputOf<N extends CallName> = CallInput<Api[N]>

export type Script = {
  readonly [N in CallName]?: (input: InputOf<N>) => RpcResult<AnswerOf<N>> | Promise<RpcResult<AnswerOf<N>>>
}

export interface SentCall {
  readonly name: CallName
  readonly input: unknown
}

export interface FakeRpc {
  readonly rpc: Rpc
  /** Every call made, in order, scripted or not. */
  readonly calls: ReadonlyArray<SentCall>
  /** The names of the calls made, in order. */
  names(): ReadonlyArray<CallName>
  /** The inputs of one call, typed as that call declares them. */
  inputsOf<N extends CallName>(name: N): ReadonlyArray<InputOf<N>>
}

const names = Object.keys(api).filter((key): key is CallName => key in api)
const nameOf = (spec: CallSpec): CallName | undefined => names.find((name) => api[name] === spec)

export const fakeRpc = (script: Script): FakeRpc => {
  const calls: SentCall[] = []
  const call = async (spec: CallSpec, input: unknown): Promise<RpcResult<unknown>> => {
    const name = nameOf(spec)
    if (name === undefined) throw new Error(`fake RPC: ${spec.method} ${spec.path} is not a call of schema/api.ts`)
    calls.push({ name, input })
    const answer: ((input: never) => RpcResult<unknown> | Promise<RpcResult<unknown>>) | undefined = script[name]
    if (answer === undefined) throw new Error(`fake RPC: unscripted call ${name} (${spec.method} ${spec.path})`)
    // The script's entry for `name` takes that call's input: the spec it was called with is api[name].
    try {
      return await answer(input as never)
    } catch (error) {
      const tag = error instanceof RpcError ? error.error?._tag : undefined
      if (tag !== undefined && tag !== ServerFault.tag && !spec.errors.some((declared) => declared.tag === tag))
        throw new Error(`fake RPC: ${name} refused with ${tag}, which it does not declare (schema/api.ts)`, { cause: error })
      throw error
    }
  }
  return {
    // The one cast: `call` answers what the script for `spec`'s name answers, which the Script
    // type ties to that call's declared answer; TypeScript cannot follow a name looked up at run time.
    rpc: call as Rpc,
    calls,
    names: () => calls.map((sent) => sent.name),
    inputsOf: <N extends CallName>(name: N) => calls.filter((sent) => sent.name === name).map((sent) => sent.input as InputOf<N>),
  }
}

/** Answers for scripts. */
export const ok = <A>(body: A): RpcResult<A> => ({ _tag: "Ok", body })
export const notFound: RpcResult<never> = { _tag: "NotFound" }

/**
 * A refusal as the typed client throws it (streams/rpc.ts): one of the contract's errors
 * (schema/errors.ts), with its tag and status, and the server's message for the diner (none: a
 * refusal that gave the diner nothing to read).
 */
export const refusal = (error: ContractErrorSchema, message: string | null = error.meaning): RpcError =>
  new RpcError("status", `answered ${error.status} ${error.tag}: ${message ?? ""}`, error.status, message === null ? [] : [message], {
    _tag: error.tag,
    message: message ?? "",
  })

/** A request that never reached the server. */
export const unreachable = (reason = "offline"): RpcError => new RpcError("network", `could not reach the server: ${reason}`)

/** A script entry that always fails with `error`. */
export const failWith = (error: Error) => async (): Promise<never> => {
  throw error
}
