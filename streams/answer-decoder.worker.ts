import { callOfRoute, decodeAnswerText, type DecodeAnswer, type DecodeRequest } from "./answer-decoding"

/** The decoding worker: parses and decodes a large answer with its call's schema (answer-decoding.ts). */
addEventListener("message", (event: MessageEvent<DecodeRequest>) => {
  const { id, method, path, text } = event.data
  const spec = callOfRoute(method, path)
  const answer: DecodeAnswer = {
    id,
    decoded: spec === undefined ? { ok: false, reason: `no call ${method} ${path} in schema/api.ts` } : decodeAnswerText(spec, text),
  }
  postMessage(answer)
})
