import { isLoopbackHost } from "./config"

/**
 * How the staff CLI sends the operator key, and where it never does: only to the server it was
 * pointed at (a redirect is refused, never followed, so the key cannot be carried to another
 * origin), and in clear (`http://`) only to this machine unless told so.
 */

/** The flag that lets the key go over plain http:// to another machine (a trusted private network). */
export const ALLOW_INSECURE_HTTP = "--allow-insecure-http"

/** Why the key may not be sent to this origin, or null when it may. */
export const insecureOriginProblem = (origin: string, allowInsecureHttp: boolean): string | null => {
  const url = new URL(origin)
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1")
  if (url.protocol !== "http:" || isLoopbackHost(host) || allowInsecureHttp) return null
  return `Refusing to send the operator key over plain http:// to ${url.host}: anyone on the way could read it. Use https://, or pass ${ALLOW_INSECURE_HTTP} if this network is yours alone.`
}

/** A redirect the CLI refused to follow. */
export class RedirectRefused extends Error {
  constructor(
    readonly status: number,
    readonly location: string | null,
  ) {
    super(`the server answered ${status}, a redirect${location === null ? "" : ` to ${location}`}, which the operator key does not follow`)
  }
}

/** `fetch`, but a redirect is an error instead of a second request carrying the same headers. */
export const withoutRedirects =
  (fetcher: typeof globalThis.fetch): typeof globalThis.fetch =>
  async (input, init) => {
    const response = await fetcher(input, { ...init, redirect: "manual" })
    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel()
      throw new RedirectRefused(response.status, response.headers.get("location"))
    }
    return response
  }
