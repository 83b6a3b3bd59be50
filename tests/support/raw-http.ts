import { connect } from "node:net"

/**
 * One HTTP/1.1 request written to a socket by hand, for headers that `fetch` and `node:http`
 * refuse to send (a NUL, a control character): header text goes as latin1 bytes, as HTTP
 * carries it. Answers the status and the JSON body (undefined when the body is not JSON).
 */
export const rawRequest = (
  origin: string,
  request: { readonly method: string; readonly target: string; readonly headers: Readonly<Record<string, string>>; readonly body?: string },
): Promise<{ readonly status: number; readonly json: unknown }> => {
  const { hostname, port } = new URL(origin)
  const body = Buffer.from(request.body ?? "", "utf8")
  const lines = [
    `${request.method} ${request.target} HTTP/1.1`,
    `host: ${hostname}:${port}`,
    "connection: close",
    ...Object.entries(request.headers).map(([name, value]) => `${name}: ${value}`),
    ...(request.body === undefined ? [] : ["content-type: application/json", `content-length: ${body.length}`]),
  ]
  const head = Buffer.from(`${lines.join("\r\n")}\r\n\r\n`, "latin1")
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    const socket = connect(Number(port), hostname, () => socket.end(Buffer.concat([head, body])))
    socket.on("data", (chunk: Buffer) => chunks.push(chunk))
    socket.on("error", reject)
    socket.on("close", () => {
      const answer = Buffer.concat(chunks).toString("utf8")
      const status = Number(/^HTTP\/1\.1 (\d{3}) /.exec(answer)?.[1] ?? 0)
      const text = answer.slice(answer.indexOf("\r\n\r\n") + 4)
      let json: unknown
      try {
        json = JSON.parse(text)
      } catch {
        json = undefined
      }
      resolve({ status, json })
    })
  })
}
