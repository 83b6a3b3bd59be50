import type { Socket } from "node:net"
import { STATUS_CODES } from "node:http"
import type { ErrorAnswer } from "../../schema/api"
import { BadRequest, type ContractError } from "../../schema/errors"

/**
 * A request Node's HTTP parser refuses before any route sees it (a header holding a NUL or
 * another control character, a header too large, a request too slow) is answered in the API's
 * error shape, as `BadRequest` with the status the parser chose and, when one header is at
 * fault, that header's name in `field`: the caller learns what to fix, as from any other 400.
 * Fastify's `clientErrorHandler`; what it answers is written to the socket by hand, since no
 * request (and no reply) exists yet. Node hands over the parser's input (`rawPacket`) as a
 * Buffer, though Fastify's type says its JSON form: it is checked where it is read.
 */
export const clientErrorHandler = (error: Error & { readonly code?: string; readonly rawPacket?: unknown }, socket: Socket): void => {
  // A reset connection has no one to answer.
  if (error.code === "ECONNRESET" || socket.destroyed) return
  const status = error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : error.code === "HPE_HEADER_OVERFLOW" ? 431 : 400
  const field = status === 400 ? badHeaderOf(error.rawPacket) : undefined
  const message =
    status === 408
      ? "Bad request: it did not arrive whole in time. Please send it again."
      : status === 431
        ? "Bad request: its headers are too large."
        : field === undefined
          ? "Bad request: it is not readable HTTP."
          : `Bad header '${field}': it holds a control character (a NUL, say), which no header may hold.`
  const refusal: ContractError = field === undefined ? { _tag: BadRequest.tag, message } : { _tag: BadRequest.tag, message, field }
  const answer: ErrorAnswer = { errors: [field === undefined ? { message } : { message, field }], error: refusal }
  const body = JSON.stringify(answer)
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ""}\r\ncontent-type: application/json; charset=utf-8\r\n` +
        `content-length: ${Buffer.byteLength(body)}\r\ncache-control: no-store\r\nconnection: close\r\n\r\n${body}`,
    )
  socket.destroy(error)
}

/**
 * The name of the first header whose value holds a byte HTTP forbids there (a control
 * character but the tab, or DEL), read from what the parser had received; undefined when none
 * does (the fault is elsewhere: the request line, a bare CR...).
 */
const badHeaderOf = (raw: unknown): string | undefined => {
  if (!Buffer.isBuffer(raw)) return undefined
  const head = raw.toString("latin1")
  const end = head.indexOf("\r\n\r\n")
  // The request line is first; each header is `name: value`, lines ending in CRLF.
  for (const line of (end === -1 ? head : head.slice(0, end)).split("\r\n").slice(1)) {
    const colon = line.indexOf(":")
    // eslint-disable-next-line no-control-regex -- the control characters are what it looks for
    if (colon > 0 && /[\u0000-\u0008\u000A-\u001F\u007F]/u.test(line.slice(colon + 1))) return line.slice(0, colon).trim()
  }
  return undefined
}
