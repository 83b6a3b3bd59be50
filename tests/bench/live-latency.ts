import { Worker } from "node:worker_threads"
import { liveFeed } from "../../schema/live"
import { operatorApi } from "../../schema/operator-api"
import { openEventStream } from "../../streams/sse"
import type { Figure } from "./figures"
import { percentile } from "./measure"
import { signUpUsers } from "./server-load"

/**
 * The 500 other diners' phones, in a thread of their own: each holds the table's feed open and
 * reads what it is sent. On the measuring thread, 500 streams' chunks were read before the
 * listener's own at every change, and that reading was timed as the server's delivery.
 */
const OTHER_DINERS_THREAD = `
const { parentPort, workerData } = require("node:worker_threads")
const controller = new AbortController()
parentPort.on("message", () => controller.abort())
const hold = async () => {
  try {
    const answer = await fetch(workerData.url, { headers: workerData.headers, signal: controller.signal })
    const opened = answer.ok && answer.body !== null
    parentPort.postMessage(opened)
    if (opened) for await (const chunk of answer.body) void chunk
  } catch {
    // closed at the end
  }
}
Promise.all(Array.from({ length: workerData.count }, hold)).then(() => parentPort.postMessage("closed"))
`

/** `count` other diners' feeds held open from a thread of their own, once every one is open; `close` ends them. */
const otherDiners = async (url: string, headers: Readonly<Record<string, string>>, count: number) => {
  const thread = new Worker(OTHER_DINERS_THREAD, {
    eval: true,
    workerData: { url, headers: { ...headers, accept: "text/event-stream" }, count },
  })
  let opened = 0
  const closed = new Promise<void>((resolve) => thread.on("message", (message: unknown) => message === "closed" && resolve()))
  await new Promise<void>((resolve, reject) =>
    thread.on("message", (message: unknown) => {
      if (message === false) reject(new Error("live latency: another diner's feed was refused"))
      if (message === true && ++opened === count) resolve()
    }),
  )
  return {
    close: async () => {
      thread.postMessage("close")
      await closed
      await thread.terminate()
    },
  }
}

/**
 * An order state change at the server to the event at a diner's live feed (the table's one
 * connection, orders among its kinds), with 500 other diners of the same table connected.
 * 40 changes; the 95th percentile.
 */
export const liveLatency = async (origin: string, authEmulatorHost: string, operatorKey: string): Promise<Figure> => {
  const [token = ""] = await signUpUsers(authEmulatorHost, 1)
  const headers = { authorization: `Bearer ${token}`, tenant: "tenant-lotus", qr: "demo-table-1" }
  const controller = new AbortController()
  const others = await otherDiners(`${origin}${liveFeed.path}`, headers, 500)
  const waiting = new Map<string, (at: number) => void>()
  const listener = (async () => {
    try {
      for await (const event of openEventStream({
        fetch,
        url: `${origin}${liveFeed.path}`,
        headers,
        lastEventId: null,
        signal: controller.signal,
      })) {
        if (event.event !== "order") continue
        const order = JSON.parse(event.data) as { id: string; orderState: { stateName: string } }
        waiting.get(`${order.id}:${order.orderState.stateName}`)?.(performance.now())
      }
    } catch {
      // closed at the end
    }
  })()
  await new Promise((resolve) => setTimeout(resolve, 1500))

  const call = (path: string, init: RequestInit) => fetch(`${origin}${path}`, init)
  const samples: number[] = []
  for (let round = 0; round < 10; round++) {
    await call("/api/cart/add", {
      method: "POST",
      headers: { ...headers, "content-type": "application/json", "idempotency-key": `bench-live-add-${round}-${Date.now()}` },
      body: JSON.stringify({ id: "item-ceylon-tea", selectedChoices: {}, quantity: 1 }),
    })
    const submitted = (await (
      await call("/api/cart", { method: "POST", headers: { ...headers, "idempotency-key": `bench-live-${round}-${Date.now()}` } })
    ).json()) as { body: { id: string } }
    for (const next of ["Accepted", "Preparing", "Ready", "Served"]) {
      const arrived = new Promise<number>((resolve) => waiting.set(`${submitted.body.id}:${next}`, resolve))
      const start = performance.now()
      await call(operatorApi.operatorAdvance.path.replace(":orderId", submitted.body.id), {
        method: "POST",
        headers: { "x-operator-key": operatorKey, "content-type": "application/json" },
        body: "{}",
      })
      samples.push(
        (await withinSeconds(10, arrived, `the change to ${next} never reached the diner's feed (was the stream refused?)`)) - start,
      )
    }
  }
  controller.abort()
  await Promise.all([listener, others.close()])
  return {
    name: "Live: order change to the diner's feed, 500 other subscribers, p95",
    value: Number(percentile(samples, 0.95).toFixed(1)),
    unit: "ms",
    target: "<= 100",
    note: `${samples.length} changes, median ${percentile(samples, 0.5).toFixed(1)} ms`,
  }
}

/** `promise`, or a failure naming what did not happen: a bench that waits for ever says nothing. */
const withinSeconds = <T>(seconds: number, promise: Promise<T>, what: string): Promise<T> =>
  Promise.race([
    promise,
    new Promise<never>((_resolve, reject) => setTimeout(() => reject(new Error(`live latency: ${what}`)), seconds * 1000).unref()),
  ])
