import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { api } from "../../schema/api"
import { claimSend, SEND_LIMITS } from "../../server/services/phone-limits"
import type { RunningServer } from "../../server/start-server"
import { openDb, type Db } from "../../server/storage/db"
import { migrate } from "../../server/storage/migrations"
import { RpcError } from "../../streams/rpc"
import { testDatabases } from "../support/databases"
import { signInDiner, type TestDiner } from "../support/diner"
import { startTestServer } from "../support/test-server"

/**
 * The phone limits hold exactly when sends race: one per phone per 30 s, 10 per network per
 * 10 minutes, 5 per user per hour. Every test starts two hours after the last, so each sees
 * only its own sends.
 */
describe.each(testDatabases())("phone send limits under concurrency on $name", (database) => {
  let server: RunningServer
  let clock = Date.parse("2026-11-21T08:00:00Z")
  const diners: TestDiner[] = []

  beforeAll(async () => {
    server = await startTestServer({ db: await database.location(), now: () => clock })
  })
  afterAll(async () => {
    await Promise.all(diners.map((diner) => diner.close()))
    await server?.close()
    await database.drop()
  })

  const freshWindow = () => {
    clock += 2 * 60 * 60_000
  }
  const signIn = async (count: number): Promise<TestDiner[]> => {
    const signedIn = await Promise.all(Array.from({ length: count }, () => signInDiner(server.origin)))
    diners.push(...signedIn)
    return signedIn
  }
  /** Each send's outcome: "sent", or the refusal's first message. */
  const outcome = (send: Promise<unknown>): Promise<string> =>
    send.then(
      () => "sent",
      (error: unknown) => (error instanceof RpcError && error.status === 429 ? (error.serverMessages[0] ?? "429") : Promise.reject(error)),
    )
  const send = (diner: TestDiner, phone: string) => outcome(diner.rpc(api.phoneSend, { params: { phone } }))
  const tally = (outcomes: ReadonlyArray<string>) =>
    outcomes.reduce<Record<string, number>>((counts, each) => ({ ...counts, [each]: (counts[each] ?? 0) + 1 }), {})

  it("sends one code when 10 diners ask for the same phone at once", async () => {
    freshWindow()
    const askers = await signIn(10)
    const outcomes = await Promise.all(askers.map((diner) => send(diner, "0770001111")))
    expect(tally(outcomes)).toEqual({ sent: 1, "Please wait 30 seconds before asking for another code.": 9 })
  })

  it("sends exactly 10 codes when 16 diners on one network ask for different phones at once", async () => {
    freshWindow()
    const askers = await signIn(16)
    const outcomes = await Promise.all(askers.map((diner, index) => send(diner, `07100000${String(index).padStart(2, "0")}`)))
    expect(tally(outcomes)).toEqual({ sent: 10, "Too many codes were asked for from this network. Please try again in a few minutes.": 6 })
  })

  it("keeps one user to 5 codes an hour, however fast they ask, leaving the network's others room", async () => {
    freshWindow()
    const [greedy, neighbour] = await signIn(2)
    if (greedy === undefined || neighbour === undefined) throw new Error("two diners expected")
    const outcomes = await Promise.all(Array.from({ length: 8 }, (_, index) => send(greedy, `07200000${String(index).padStart(2, "0")}`)))
    expect(tally(outcomes)).toEqual({ sent: 5, "You have asked for too many codes. Please try again in 60 minutes.": 3 })
    // The same network still has codes for the next guest.
    expect(await send(neighbour, "0720000099")).toBe("sent")
    clock += 30 * 60_000
    expect(await send(greedy, "0720000098")).toBe("You have asked for too many codes. Please try again in 30 minutes.")
    clock += 31 * 60_000
    expect(await send(greedy, "0720000098")).toBe("sent")
  })
})

/** The same limits, counted by the service itself for addresses a test cannot send from. */
describe.each(testDatabases())("phone send limits by network and user on $name", (database) => {
  let db: Db
  let clock = Date.parse("2026-11-21T08:00:00Z")

  beforeAll(async () => {
    db = await openDb(await database.location())
    await migrate(db)
  })
  afterAll(async () => {
    await db?.close()
    await database.drop()
  })

  const claim = (uid: string, phoneNumber: string, network: string) =>
    db
      .transaction((tx) => claimSend(tx, { uid, phoneNumber, network, now: clock }))
      .then(
        () => "sent",
        (error: unknown) => (error instanceof Error ? error.message : String(error)),
      )

  it("keeps a user rotating through addresses to their 5 codes an hour", async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, (_, index) => claim("user-rotating", `07300000${index}0`, `198.51.100.${index}`)),
    )
    expect(outcomes.filter((each) => each === "sent")).toHaveLength(SEND_LIMITS.sendsPerUser)
  })

  it("counts 10 sends of one network however many users ask", async () => {
    clock += 2 * 60 * 60_000
    const outcomes = await Promise.all(
      Array.from({ length: 14 }, (_, index) => claim(`user-${index}`, `07400000${String(index).padStart(2, "0")}`, "2001:db8:1:2::/64")),
    )
    expect(outcomes.filter((each) => each === "sent")).toHaveLength(SEND_LIMITS.sendsPerNetwork)
  })
})
