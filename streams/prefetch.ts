/**
 * GET requests started before the app's code has arrived (the page's first chunk starts a
 * table's venue and menu calls beside the sign-in), and a `fetch` for the RPC client that takes
 * each one's answer once, for the same URL, instead of asking again. The answer is decoded by
 * the RPC client as any other; a failed early request fails that one call, as its own would.
 */
export const prefetchingFetch = (
  urls: ReadonlyArray<string>,
  fetchImpl: typeof globalThis.fetch,
  timeoutMs = 15_000,
): typeof globalThis.fetch => {
  const pending = new Map(
    urls.map((url) => [url, fetchImpl(url, { headers: { accept: "application/json" }, signal: AbortSignal.timeout(timeoutMs) })]),
  )
  // Not awaited until the app asks: an early failure must not be an unhandled rejection meanwhile.
  for (const answer of pending.values()) answer.catch(() => undefined)
  return (input, init) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url
    const early = (init?.method ?? "GET") === "GET" ? pending.get(url) : undefined
    if (early === undefined) return fetchImpl(input, init)
    pending.delete(url)
    return early
  }
}

/**
 * A `fetch` that answers each of the given GET URLs once with the body the page already
 * carries (a table's page rendered by the server embeds its venue and menu answers), and asks
 * `fetchImpl` for everything else. The RPC client decodes those bodies as any other answer.
 */
export const answeredFetch = (answers: ReadonlyMap<string, string>, fetchImpl: typeof globalThis.fetch): typeof globalThis.fetch => {
  const left = new Map(answers)
  return (input, init) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url
    const body = (init?.method ?? "GET") === "GET" ? left.get(url) : undefined
    if (body === undefined) return fetchImpl(input, init)
    left.delete(url)
    return Promise.resolve(new Response(body, { status: 200, headers: { "content-type": "application/json" } }))
  }
}
