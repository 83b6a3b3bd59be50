import type { FastifyInstance } from "fastify"

/**
 * Locally, the app reaches the Firebase Auth emulator through this server's own origin (the
 * SDK is pointed at it with connectAuthEmulator), so the emulator's port never has to be known
 * at build time and a phone on the same network needs only this one address.
 */
const PREFIXES = ["/identitytoolkit.googleapis.com/", "/securetoken.googleapis.com/", "/emulator/"]
const HOP_BY_HOP = new Set(["host", "connection", "content-length", "transfer-encoding", "accept-encoding"])

export const registerAuthEmulatorProxy = async (app: FastifyInstance, emulatorHost: string): Promise<void> => {
  await app.register(async (scope) => {
    // Pass bodies through untouched, whatever their type (JSON, form-encoded refresh requests).
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body))
    for (const prefix of PREFIXES) {
      scope.all(`${prefix}*`, async (request, reply) => {
        const headers = Object.fromEntries(Object.entries(request.headers).flatMap(([name, value]) => (HOP_BY_HOP.has(name) || typeof value !== "string" ? [] : [[name, value]])))
        const body = Buffer.isBuffer(request.body) && request.method !== "GET" && request.method !== "HEAD" ? new Uint8Array(request.body) : undefined
        const answer = await fetch(`http://${emulatorHost}${request.url}`, { method: request.method, headers, ...(body === undefined ? {} : { body }) })
        reply.code(answer.status)
        const type = answer.headers.get("content-type")
        if (type !== null) reply.header("content-type", type)
        return reply.header("cache-control", "no-store").send(Buffer.from(await answer.arrayBuffer()))
      })
    }
  })
}
