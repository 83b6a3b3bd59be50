import { randomUUID } from "node:crypto"
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest"
import { api } from "../../schema/api"
import { firebaseIdentity } from "../../server/auth/firebase-identity"
import { DEMO_PROJECT_ID } from "../../server/config"
import { seedDemoVenue } from "../../server/seed/seed"
import { sendCode } from "../../server/services/phone-service"
import { noSmsProvider, outboxSms } from "../../server/services/sms-outbox"
import type { RunningServer } from "../../server/start-server"
import { openDb } from "../../server/storage/db"
import { migrate } from "../../server/storage/migrations"
import { findServiceAreaByQr } from "../../server/storage/venue-repo"
import { RpcError } from "../../streams/rpc"
import { testDatabases } from "../support/databases"
import { signInDiner, withSignedInDiner, type TestDiner } from "../support/diner"
import { codeSentTo as outboxCode, readSmsOutbox } from "../support/sms-outbox"
import { startTestServer, TEST_OPERATOR_KEY } from "../support/test-server"
import { venueCli } from "../support/cli"

const PHONE_TABLE = { tenantId: "tenant-lotus", qrCode: "demo-table-phone" }

/** Phone verification by SMS code: send, limits, wrong tries, expiry, and the claim it sets. */
describe.each(testDatabases())("phone verification on $name", (database) => {
  let server: RunningServer
  let clock = Date.parse("2026-11-21T19:00:00Z")
  const announced: string[] = []

  beforeAll(async () => {
    server = await startTestServer({ db: await database.location(), now: () => clock, announceSms: (line) => announced.push(line) })
  })
  afterAll(async () => {
    await server?.close()
    await database.drop()
  })

  const codeSentTo = (phone: string) => outboxCode(server.origin, phone)
  const staffCli = (args: ReadonlyArray<string>, operatorKey: string) => venueCli(server.origin, args, operatorKey)
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) => (error instanceof RpcError ? { status: error.status, message: error.serverMessages[0] } : error),
    )

  // The phone table asks for a Google account before the phone: these diners have one.
  const withDiner = (work: (diner: TestDiner) => Promise<void>) =>
    withSignedInDiner(server.origin, work, PHONE_TABLE, `diner-${randomUUID()}@example.com`)

  it("sends a code by SMS, verifies it, and sets the phoneNumberVerified claim", () =>
    withDiner(async (diner) => {
      const sent = await diner.rpc(api.phoneSend, { params: { phone: "0771234567" } })
      expect(sent).toEqual({ _tag: "Ok", body: { success: true, resendAfterSeconds: 30, expiresInSeconds: 300 } })
      const code = await codeSentTo("0771234567")
      expect(await diner.rpc(api.phoneVerify, { params: { code } })).toEqual({
        _tag: "Ok",
        body: { success: true, phoneNumber: "0771234567" },
      })
      await diner.refresh()
      expect((await diner.user.getIdTokenResult()).claims["phoneNumberVerified"]).toBe(true)
    }))

  it("refuses a second send to the same phone within 30 seconds", () =>
    withDiner(async (diner) => {
      await diner.rpc(api.phoneSend, { params: { phone: "0712223334" } })
      clock += 10_000
      expect(await refusal(diner.rpc(api.phoneSend, { params: { phone: "0712223334" } }))).toEqual({
        status: 429,
        message: "Please wait 20 seconds before asking for another code.",
      })
      clock += 21_000
      expect(await diner.rpc(api.phoneSend, { params: { phone: "0712223334" } })).toMatchObject({ _tag: "Ok" })
    }))

  it("counts wrong codes: 5 tries, then a new code is needed", () =>
    withDiner(async (diner) => {
      await diner.rpc(api.phoneSend, { params: { phone: "0765554443" } })
      const code = await codeSentTo("0765554443")
      const wrong = code === "000000" ? "111111" : "000000"
      const messages = []
      for (let i = 0; i < 5; i++)
        messages.push((await refusal(diner.rpc(api.phoneVerify, { params: { code: wrong } }))) as { message: string })
      expect(messages.map((answer) => answer.message)).toEqual([
        "That code is not right. 4 tries left.",
        "That code is not right. 3 tries left.",
        "That code is not right. 2 tries left.",
        "That code is not right. 1 try left.",
        "That code is not right. Ask for a new one.",
      ])
      expect(await refusal(diner.rpc(api.phoneVerify, { params: { code } }))).toEqual({
        status: 429,
        message: "Too many wrong codes. Ask for a new one.",
      })
    }))

  it("lets a code expire after 5 minutes", () =>
    withDiner(async (diner) => {
      await diner.rpc(api.phoneSend, { params: { phone: "0751112223" } })
      const code = await codeSentTo("0751112223")
      clock += 5 * 60_000
      expect(await refusal(diner.rpc(api.phoneVerify, { params: { code } }))).toEqual({
        status: 410,
        message: "This code has expired. Ask for a new one.",
      })
    }))

  it("refuses more than 10 sends from one network within 10 minutes, whatever the phones and users", async () => {
    clock += 11 * 60_000 // the earlier tests' sends have left the window
    // Three guests on one network: each may ask for 5 codes an hour, the network for 10.
    const guests = await Promise.all([1, 2, 3].map(() => signInDiner(server.origin, PHONE_TABLE, `guest-${randomUUID()}@example.com`)))
    try {
      const answers = []
      for (let i = 0; i < 11; i++)
        answers.push(
          await refusal(
            guests[Math.floor(i / 4)]?.rpc(api.phoneSend, { params: { phone: `07000000${String(i).padStart(2, "0")}` } }) ??
              Promise.reject(new Error("no guest")),
          ),
        )
      expect(answers.slice(0, 10)).toEqual(Array(10).fill(null))
      expect(answers[10]).toEqual({
        status: 429,
        message: "Too many codes were asked for from this network. Please try again in a few minutes.",
      })
      clock += 10 * 60_000 + 1000
      expect(await guests[2]?.rpc(api.phoneSend, { params: { phone: "0700000099" } })).toMatchObject({ _tag: "Ok" })
    } finally {
      await Promise.all(guests.map((guest) => guest.close()))
    }
  })

  it("answers 404 when no code was sent, and refuses a malformed phone naming the field", () =>
    withDiner(async (diner) => {
      expect(await diner.rpc(api.phoneVerify, { params: { code: "123456" } })).toEqual({ _tag: "NotFound" })
      const bad = await fetch(`${server.origin}/api/user/phone/7712345678`, {
        method: "POST",
        headers: { authorization: `Bearer ${diner.token()}`, tenant: PHONE_TABLE.tenantId, qr: PHONE_TABLE.qrCode },
      })
      expect(bad.status).toBe(400)
      expect(await bad.json()).toMatchObject({ errors: [{ field: "phone" }] })
    }))

  it("shows the outbox only with the operator key, prints the code on the console, and drops the text once the code expires", () =>
    withDiner(async (diner) => {
      clock += 11 * 60_000 // out of the earlier tests' network window
      await diner.rpc(api.phoneSend, { params: { phone: "0779990001" } })
      for (const key of [null, "not-the-operator-key-at-all", TEST_OPERATOR_KEY.slice(0, -1)]) {
        const refused = await readSmsOutbox(server.origin, "0779990001", key)
        expect(refused.status, String(key)).toBe(401)
        expect(JSON.stringify(await refused.json())).not.toMatch(/\d{6} is your/)
      }
      const code = await codeSentTo("0779990001")
      // The staff's command line reads it with the operator key.
      const cli = await staffCli(["sms", "0779990001"], TEST_OPERATOR_KEY)
      expect(cli.stdout).toContain(`${code} is your Lotus & Lime Colombo verification code.`)
      await expect(staffCli(["sms", "0779990001"], "not-the-operator-key-at-all")).rejects.toMatchObject({
        stderr: "Operator calls need the venue's operator key.\n",
      })
      // The console shows the code, with the number masked as in every other line.
      expect(announced.filter((line) => line.includes(code))).toEqual([
        `SMS to 07•• ••• •01 (local demo, not sent): ${code} is your Lotus & Lime Colombo verification code. It expires in 5 minutes.`,
      ])

      clock += 5 * 60_000 - 1000
      expect(await codeSentTo("0779990001")).toBe(code)
      clock += 1000
      const expired = await readSmsOutbox(server.origin, "0779990001")
      expect(expired.status).toBe(200)
      expect(await expired.json()).toEqual({ body: [] })
    }))

  it("leaves the outbox out of the OpenAPI document", async () => {
    const document = (await (await fetch(`${server.origin}/api/openapi.json`)).json()) as { paths: Record<string, unknown> }
    expect(Object.keys(document.paths)).not.toContain("/api/dev/sms-outbox")
    expect(Object.keys(document.paths)).toContain("/api/user/phone/{phone}")
  })
})

describe("the SMS outbox on a project that is not a demo one", () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startTestServer({ firebaseProjectId: "tableside-prod" })
  })
  afterAll(() => server?.close())

  it("does not exist, even with the operator key: codes need a real SMS provider there", async () => {
    const response = await readSmsOutbox(server.origin, "0771234567")
    expect(response.status).toBe(404)
  })
})

describe("sending a code without an SMS provider", () => {
  it("answers 503 and keeps nothing: no code, no send counted against the phone", async () => {
    const db = await openDb({ kind: "pglite", dataDir: "memory://" })
    try {
      await migrate(db)
      await seedDemoVenue(db, { bigMenu: false })
      const serviceArea = await findServiceAreaByQr(db, PHONE_TABLE.qrCode)
      if (serviceArea === null) throw new Error("no demo phone table")
      const diner = {
        identity: { uid: "no-provider-diner", isAnonymous: false, email: "diner@example.com", tenantId: null, phoneNumberVerified: false },
        serviceArea,
      }
      const deps = {
        db,
        identity: firebaseIdentity({ projectId: DEMO_PROJECT_ID, emulatorHost: inject("authEmulatorHost") }),
        now: () => Date.now(),
      }
      await expect(sendCode({ ...deps, sms: noSmsProvider }, diner, "0771112223", "127.0.0.1")).rejects.toMatchObject({
        error: { _tag: "SmsUnavailable" },
      })
      expect(await db.query("select uid from phone_codes")).toEqual([])
      // Had the refused send been counted, this one would be told to wait 30 seconds.
      await expect(
        sendCode({ ...deps, sms: outboxSms(deps.now, () => undefined) }, diner, "0771112223", "127.0.0.1"),
      ).resolves.toMatchObject({ success: true })
    } finally {
      await db.close()
    }
  })
})
