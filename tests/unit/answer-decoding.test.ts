import { describe, expect, it } from "vitest"
import { api } from "../../schema/api"
import {
  callOfRoute,
  decodeAnswerText,
  LARGE_ANSWER_CHARS,
  workerDecoder,
  type DecodeAnswer,
  type DecodeRequest,
  type OffThreadDecoder,
} from "../../streams/answer-decoding"
import { createRpc, RpcError } from "../../streams/rpc"
import { menuItem } from "../support/menu-fixtures"

/** A menu answer of `count` dishes, as the server sends it. */
const menuText = (count: number) =>
  JSON.stringify({
    body: { items: Array.from({ length: count }, (_, index) => menuItem(`Dish ${index}`, `Section ${index % 7}`, index % 7)) },
  })
const largeMenu = menuText(1500)
const smallMenu = menuText(3)

/** Stands in for the browser's Worker: runs the worker's own step (answer-decoder.worker.ts) a task later. */
class InProcessWorker {
  onmessage: ((event: MessageEvent<DecodeAnswer>) => void) | null = null
  onerror: (() => void) | null = null
  constructor(private readonly fails = false) {}
  postMessage(request: DecodeRequest): void {
    setTimeout(() => {
      if (this.fails) return this.onerror?.()
      const spec = callOfRoute(request.method, request.path)
      const decoded = spec === undefined ? { ok: false as const, reason: "no call" } : decodeAnswerText(spec, request.text)
      this.onmessage?.(new MessageEvent("message", { data: { id: request.id, decoded } }))
    }, 0)
  }
  terminate(): void {}
}
// The decoder only uses these members of Worker.
const asWorker = (worker: InProcessWorker) => worker as unknown as Worker

const rpcAnswering = (text: string, decodeOffThread?: OffThreadDecoder, offThreadFromChars?: number) =>
  createRpc({
    fetch: async () => new Response(text, { status: 200 }),
    baseUrl: "",
    session: () => ({ token: null, tenantId: null, qrCode: null }),
    refreshToken: async () => undefined,
    log: () => undefined,
    ...(decodeOffThread === undefined ? {} : { decodeOffThread }),
    ...(offThreadFromChars === undefined ? {} : { offThreadFromChars }),
  })

describe("decoding large answers off the main thread", () => {
  it("decodes a large menu in the worker, and a small one on the page", async () => {
    const sentToWorker: number[] = []
    let started = 0
    const decoder = workerDecoder(() => {
      started++
      const worker = new InProcessWorker()
      const post = worker.postMessage.bind(worker)
      worker.postMessage = (request) => (sentToWorker.push(request.text.length), post(request))
      return asWorker(worker)
    })
    expect(largeMenu.length).toBeGreaterThanOrEqual(LARGE_ANSWER_CHARS)
    const large = await rpcAnswering(largeMenu, decoder)(api.menuPick, { params: { qrCode: "t1" } })
    const small = await rpcAnswering(smallMenu, decoder)(api.menuPick, { params: { qrCode: "t1" } })
    expect(large._tag === "Ok" && large.body.items).toHaveLength(1500)
    expect(small._tag === "Ok" && small.body.items).toHaveLength(3)
    expect(sentToWorker).toEqual([largeMenu.length])
    expect(started).toBe(1)
  })

  it("sends answers from the page's own size on to the worker (a server-drawn page's menu), and smaller ones not", async () => {
    const sentToWorker: number[] = []
    const decoder = workerDecoder(() => {
      const worker = new InProcessWorker()
      const post = worker.postMessage.bind(worker)
      worker.postMessage = (request) => (sentToWorker.push(request.text.length), post(request))
      return asWorker(worker)
    })
    const middling = menuText(40)
    expect(middling.length).toBeLessThan(LARGE_ANSWER_CHARS)
    const answer = await rpcAnswering(middling, decoder, middling.length)(api.menuPick, { params: { qrCode: "t1" } })
    await rpcAnswering(smallMenu, decoder, middling.length)(api.menuPick, { params: { qrCode: "t1" } })
    expect(answer._tag === "Ok" && answer.body.items).toHaveLength(40)
    expect(sentToWorker).toEqual([middling.length])
  })

  it("refuses a large answer that does not match its schema, wherever it was decoded", async () => {
    const broken = largeMenu.replace('"name":"Dish 7"', '"name":7')
    const decoder = workerDecoder(() => asWorker(new InProcessWorker()))
    await expect(rpcAnswering(broken, decoder)(api.menuPick, { params: { qrCode: "t1" } })).rejects.toSatisfy(
      (error) => error instanceof RpcError && error.kind === "decode",
    )
  })

  it("decodes on the page when the worker fails, then and afterwards", async () => {
    let started = 0
    const decoder = workerDecoder(() => (started++, asWorker(new InProcessWorker(true))))
    for (let round = 0; round < 2; round++) {
      const answer = await rpcAnswering(largeMenu, decoder)(api.menuPick, { params: { qrCode: "t1" } })
      expect(answer._tag === "Ok" && answer.body.items).toHaveLength(1500)
    }
    expect(started).toBe(1)
  })
})
