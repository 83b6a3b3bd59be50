import Fastify from "fastify"
import pg from "pg"
import { Schema } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { defineCall, NoPayload, NoQuery } from "../../schema/api"
import * as E from "../../schema/errors"
import type { Menu } from "../../schema/menu"
import { freePort } from "../../server/auth/auth-emulator"
import { DEFAULT_LIMITS, DEFAULT_MAIL_FROM } from "../../server/config"
import { startMailCatcher, type RunningCatcher } from "../../server/mail/mail-catcher"
import { fail } from "../../server/failure"
import { registerCalls } from "../../server/http/routes"
import { BIG_MENU_TABLE } from "../../server/seed/big-menu"
import type { RunningServer } from "../../server/start-server"
import { testDatabases, type TestDatabase } from "../support/databases"
import { DEMO_TABLE } from "../support/diner"
import { specific, UNREACHABLE } from "../support/provocations"
import { paymentProvocations } from "../support/payment-provocations"
import { tableCartProvocations } from "../support/table-cart-provocations"
import { visitProvocations } from "../support/visit-provocations"
import {
  calls,
  callSpec,
  dinerPool,
  expected,
  NOBODY,
  OPERATOR,
  outageCalls,
  refusalOf,
  sendCall,
  shared,
  VALID,
  type Caller,
  type CallRequest,
  type World,
} from "../support/refusals"
import { startTestServer } from "../support/test-server"
import { gated } from "../support/gated-provider"
import { demoProvider } from "../../server/payments/demo-provider"

/**
 * Every error each diner and operator call declares (schema/api.ts, schema/operator-api.ts),
 * provoked through the real server, and the answer decoded with the call's declared errors as
 * that tag with its status. The routes answer any undeclared tag 500 (a bug), so a service
 * raising a tag its call does not declare fails here as `ServerFault`. The last test checks that
 * the table below left no declared error unprovoked.
 */

describe.each(testDatabases())("every declared error, provoked, on $name", (database: TestDatabase) => {
  let server: RunningServer | undefined
  let clock = Date.now()
  let demoMenu: Menu | undefined
  let bigMenu: Menu | undefined
  let url: string | null = null
  const origin = () => server?.origin ?? ""
  const diners = dinerPool(origin)
  const seen = new Set<string>()
  const regulars = new Map<string, Promise<Caller>>()
  const payments = gated(demoProvider())
  const world: World = {
    payments,
    send: (call, caller, request) => sendCall(origin(), callSpec(call), caller, request),
    ok: async <A>(call: string, caller: Caller, request?: CallRequest) => {
      const response = await world.send(call, caller, request)
      if (response.status !== 200) throw new Error(`${call} answered ${response.status}: ${await response.text()}`)
      return (await response.json()) as A
    },
    diner: (table = DEMO_TABLE) => diners.signIn(table),
    regular: (table) => {
      const known = regulars.get(table.qrCode) ?? diners.signIn(table)
      regulars.set(table.qrCode, known)
      return known
    },
    advanceClock: (ms) => {
      clock += ms
    },
    demoMenu: () => demoMenu ?? { items: [] },
    bigMenu: () => bigMenu ?? { items: [] },
    sql: async (text, params) => {
      const client = new pg.Client({ connectionString: url ?? "" })
      await client.connect()
      try {
        return await client.query(text, params)
      } finally {
        await client.end()
      }
    },
  }
  let catcher: RunningCatcher | undefined
  beforeAll(async () => {
    const location = await database.location()
    if (location.kind === "postgres") url = location.url
    catcher = await startMailCatcher()
    server = await startTestServer({
      db: location,
      seedBigMenu: true,
      now: () => clock,
      payments,
      mail: { smtpUrl: catcher.smtpUrl, from: DEFAULT_MAIL_FROM },
    })
    demoMenu = (await world.ok<{ body: Menu }>("menuPick", NOBODY, VALID["menuPick"])).body
    bigMenu = (await world.ok<{ body: Menu }>("menuPick", NOBODY, { params: { qrCode: BIG_MENU_TABLE } })).body
  })
  afterAll(async () => {
    await diners.closeAll()
    await server?.close()
    await catcher?.stop()
    await database.drop()
  })

  for (const { call, error, provoke, postgresOnly } of [
    ...shared(),
    ...specific(origin),
    ...tableCartProvocations(),
    ...visitProvocations(),
    ...paymentProvocations(),
  ]) {
    it.skipIf(postgresOnly !== undefined && database.name !== "postgres")(`${call} answers ${error.tag} (${error.status})`, async () => {
      expect(await refusalOf(callSpec(call), await provoke(world))).toEqual(expected(error))
      seen.add(`${call} ${error.tag}`)
    })
  }

  it("answers IdentityUnavailable on every diner call while the identity provider is down", async () => {
    const diner = await world.regular(DEMO_TABLE)
    const down = await startTestServer({ authEmulatorHost: `127.0.0.1:${await freePort()}` })
    try {
      for (const [call, spec] of outageCalls(E.IdentityUnavailable)) {
        expect(await refusalOf(spec, await sendCall(down.origin, spec, diner, VALID[call])), call).toEqual(expected(E.IdentityUnavailable))
        seen.add(`${call} ${E.IdentityUnavailable.tag}`)
      }
    } finally {
      await down.close()
    }
  })

  it.skipIf(database.name !== "postgres")(
    "answers StorageUnavailable on every call while the database holds every table locked",
    async () => {
      const lockedDatabase = testDatabases().find((candidate) => candidate.name === "postgres")
      const location = await lockedDatabase?.location()
      if (lockedDatabase === undefined || location?.kind !== "postgres") throw new Error("a PostgreSQL database was expected")
      const stalled = await startTestServer({ db: location, limits: { ...DEFAULT_LIMITS, queryTimeoutMs: 1_000 } })
      const locker = new pg.Client({ connectionString: location.url })
      await locker.connect()
      try {
        const diner = await world.regular(DEMO_TABLE)
        const tables = await locker.query<{ tablename: string }>("select tablename from pg_tables where schemaname = 'public'")
        await locker.query("begin")
        await locker.query(`lock table ${tables.rows.map((row) => `"${row.tablename}"`).join(", ")} in access exclusive mode`)
        const answers = await Promise.all(
          outageCalls(E.StorageUnavailable).map(
            async ([call, spec]) =>
              [
                call,
                await refusalOf(
                  spec,
                  await sendCall(
                    stalled.origin,
                    spec,
                    spec.access === "operator" ? OPERATOR : spec.access === "diner" ? diner : NOBODY,
                    VALID[call],
                  ),
                ),
              ] as const,
          ),
        )
        for (const [call, answer] of answers) {
          expect(answer, call).toEqual(expected(E.StorageUnavailable))
          seen.add(`${call} ${E.StorageUnavailable.tag}`)
        }
      } finally {
        await locker.query("rollback")
        await locker.end()
        await stalled.close()
        await lockedDatabase.drop()
      }
    },
  )

  it("left no declared error of any call unprovoked", () => {
    const onPglite = database.name === "pglite"
    const missing = Object.entries(calls)
      .flatMap(([call, spec]) => spec.errors.map((error) => `${call} ${error.tag}`))
      .filter((key) => !seen.has(key) && !UNREACHABLE.has(key))
      // PGlite runs inside the server: a lock or a changed row from outside is PostgreSQL's part.
      .filter(
        (key) =>
          !(
            onPglite &&
            (key.endsWith(" StorageUnavailable") || key === "cartUpdate DishUnavailable" || key === "tableCartUpdate DishUnavailable")
          ),
      )
    expect(missing).toEqual([])
  })
})

describe("a call that fails with an error it does not declare", () => {
  it("is answered 500 (ServerFault) and logged as a bug; a declared one with its own status", async () => {
    const probe = defineCall({
      method: "GET",
      path: "/api/probe/:qrCode",
      params: Schema.Struct({ qrCode: Schema.String }),
      query: NoQuery,
      payload: NoPayload,
      answer: Schema.Null,
      access: "public",
      idempotent: false,
      errors: [E.NoCart],
      summary: "A probe.",
    })
    const logged: string[] = []
    const app = Fastify({ logger: { level: "error", stream: { write: (line: string) => logged.push(line) } } })
    const refuseAll = () => Promise.reject(new Error("a public call needs no access check"))
    registerCalls(
      app,
      { probe },
      {
        probe: async ({ params }) =>
          Promise.reject(
            params.qrCode === "declared" ? fail(E.NoCart, "You have no cart yet.") : fail(E.DishUnavailable, "Soup is sold out."),
          ),
      },
      { diner: refuseAll, operator: refuseAll, staff: refuseAll },
    )
    try {
      const undeclared = await app.inject({ method: "GET", url: "/api/probe/undeclared" })
      expect([undeclared.statusCode, undeclared.json()]).toEqual([
        500,
        {
          errors: [{ message: "Something went wrong on our side. Please try again." }],
          error: { _tag: "ServerFault", message: "Something went wrong on our side. Please try again." },
        },
      ])
      expect(logged.join("")).toContain("DishUnavailable")
      const declared = await app.inject({ method: "GET", url: "/api/probe/declared" })
      expect([declared.statusCode, declared.json()]).toEqual([
        404,
        { errors: [{ message: "You have no cart yet." }], error: { _tag: "NoCart", message: "You have no cart yet." } },
      ])
    } finally {
      await app.close()
    }
  })
})
