import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { BadSetting, DEFAULT_MAIL_FROM, isLoopbackHost, readConfig, serverUrlFor, storageInUse } from "../../server/config"
import { keptOperatorKey } from "../../server/operator-key"

describe("the server's settings", () => {
  it("serves this machine only unless HOST says otherwise", () => {
    expect(readConfig({}).host).toBe("127.0.0.1")
    expect(readConfig({ HOST: "" }).host).toBe("127.0.0.1")
    expect(readConfig({ HOST: "0.0.0.0" }).host).toBe("0.0.0.0")
  })

  it("knows which hosts only this machine reaches", () => {
    for (const host of ["127.0.0.1", "127.1.2.3", "localhost", "::1"]) expect(isLoopbackHost(host), host).toBe(true)
    for (const host of ["0.0.0.0", "::", "192.168.1.20", "127.0.0.1.example.com"]) expect(isLoopbackHost(host), host).toBe(false)
  })

  it("points the staff CLI where npm start serves, unless TABLESIDE_URL says otherwise", () => {
    expect(serverUrlFor({})).toBe("http://127.0.0.1:8080")
    expect(serverUrlFor({ PORT: "9090" })).toBe("http://127.0.0.1:9090")
    expect(serverUrlFor({ HOST: "0.0.0.0", PORT: "3000" })).toBe("http://127.0.0.1:3000")
    expect(serverUrlFor({ HOST: "::" })).toBe("http://[::1]:8080")
    expect(serverUrlFor({ HOST: "fe80::1" })).toBe("http://[fe80::1]:8080")
    expect(serverUrlFor({ HOST: "venue.local", PORT: "80" })).toBe("http://venue.local:80")
    expect(serverUrlFor({ TABLESIDE_URL: "https://venue.example/", PORT: "9090" })).toBe("https://venue.example")
    expect(() => serverUrlFor({ TABLESIDE_URL: "venue:8080" })).toThrow(/TABLESIDE_URL/)
    expect(() => serverUrlFor({ PORT: "eighty" })).toThrow(/PORT/)
  })

  it("pays through the demo provider unless PAYMENT_PROVIDER=stripe, which needs its three keys and names those missing", () => {
    expect(readConfig({}).payments).toEqual({ provider: "demo" })
    const keys = { STRIPE_SECRET_KEY: "sk_test_abc123", STRIPE_WEBHOOK_SECRET: "whsec_abc123", STRIPE_PUBLISHABLE_KEY: "pk_test_abc123" }
    expect(readConfig({ PAYMENT_PROVIDER: "stripe", ...keys }).payments).toEqual({
      provider: "stripe",
      secretKey: "sk_test_abc123",
      webhookSecret: "whsec_abc123",
      publishableKey: "pk_test_abc123",
      currency: "lkr",
    })
    expect(() => readConfig({ PAYMENT_PROVIDER: "stripe", STRIPE_SECRET_KEY: "sk_test_abc123" })).toThrow(
      /STRIPE_WEBHOOK_SECRET, STRIPE_PUBLISHABLE_KEY/,
    )
    expect(() => readConfig({ PAYMENT_PROVIDER: "stripe", ...keys, STRIPE_SECRET_KEY: "pk_test_abc123" })).toThrow(/STRIPE_SECRET_KEY/)
    expect(() => readConfig({ PAYMENT_PROVIDER: "paypal" })).toThrow(/PAYMENT_PROVIDER/)
  })

  it("e-mails receipts through SMTP_URL, else a demo project's local catcher, refusing a bad URL without showing it", () => {
    expect(readConfig({}).mail).toEqual({ kind: "catcher", from: DEFAULT_MAIL_FROM })
    expect(readConfig({ FIREBASE_PROJECT_ID: "venue-platform" }).mail).toEqual({ kind: "none" })
    expect(readConfig({ SMTP_URL: "smtps://user:secret@mail.example.com:465", MAIL_FROM: "Lotus <receipts@lotus.example>" }).mail).toEqual({
      kind: "smtp",
      smtpUrl: "smtps://user:secret@mail.example.com:465",
      from: "Lotus <receipts@lotus.example>",
    })
    for (const bad of ["http://user:secret@mail.example.com", "mail.example.com:587", "smtp://user:secret@"]) {
      expect(() => readConfig({ SMTP_URL: bad }), bad).toThrow(BadSetting)
      expect(() => readConfig({ SMTP_URL: bad }), bad).toThrow(/SMTP_URL/)
      expect(() => readConfig({ SMTP_URL: bad }), bad).not.toThrow(/secret/)
    }
    expect(() => readConfig({ MAIL_FROM: "receipts\r\nBcc: all@example.com" })).toThrow(/MAIL_FROM/)
  })

  it("points e-mailed receipts' links at PUBLIC_ORIGIN, else the server's own origin", () => {
    expect(readConfig({}).publicOrigin).toBeNull()
    expect(readConfig({ PUBLIC_ORIGIN: "https://lotus.example" }).publicOrigin).toBe("https://lotus.example")
    for (const bad of ["lotus.example", "https://lotus.example/receipts", "ftp://lotus.example"])
      expect(() => readConfig({ PUBLIC_ORIGIN: bad }), bad).toThrow(/PUBLIC_ORIGIN/)
  })

  it("adds the benchmarks' yardstick routes to a demo project only", () => {
    expect(readConfig({}).benchRoutes).toBe(false)
    expect(readConfig({ BENCH_ROUTES: "1" }).benchRoutes).toBe(true)
    expect(readConfig({ BENCH_ROUTES: "1", FIREBASE_PROJECT_ID: "venue-platform" }).benchRoutes).toBe(false)
    expect(() => readConfig({ BENCH_ROUTES: "yes" })).toThrow(/BENCH_ROUTES/)
  })

  it("names in the start banner the database actually in use, never a PostgreSQL URL", () => {
    expect(storageInUse(readConfig({}).db)).toBe("PGlite in .data/pglite")
    expect(storageInUse(readConfig({ DATA_DIR: "elsewhere/db" }).db)).toBe("PGlite in elsewhere/db")
    expect(storageInUse(readConfig({ DATA_DIR: "/srv/tableside/db" }).db)).toBe("PGlite in /srv/tableside/db")
    expect(storageInUse(readConfig({ DATA_DIR: "memory://" }).db)).toBe("PGlite in memory")
    expect(storageInUse(readConfig({ DATABASE_URL: "postgres://venue:secret@db/tableside" }).db)).toBe("PostgreSQL")
  })

  it("starts a PGlite database from DATA_DIR_START_FROM, in memory or in a folder, and refuses it beside DATABASE_URL", () => {
    expect(readConfig({ DATA_DIR: "memory://", DATA_DIR_START_FROM: "seeded.tar" }).db).toMatchObject({
      kind: "pglite",
      startFrom: expect.stringMatching(/seeded\.tar$/),
    })
    expect(readConfig({ DATA_DIR: "elsewhere/db", DATA_DIR_START_FROM: "seeded.tar" }).db).toMatchObject({
      kind: "pglite",
      startFrom: expect.stringMatching(/seeded\.tar$/),
    })
    expect(() => readConfig({ DATABASE_URL: "postgres://127.0.0.1/venue", DATA_DIR_START_FROM: "seeded.tar" })).toThrow(
      /DATA_DIR_START_FROM.*DATABASE_URL/,
    )
  })

  it("takes an OPERATOR_KEY of 32 characters or more, and refuses a shorter one, naming the setting and never the key", () => {
    const enough = "k".repeat(32)
    expect(readConfig({ OPERATOR_KEY: enough }).operatorKey).toBe(enough)
    expect(readConfig({}).operatorKey).toBeNull()
    const short = "a-key-of-thirty-one-characters!"
    expect(short).toHaveLength(31)
    expect(() => readConfig({ OPERATOR_KEY: short })).toThrow(BadSetting)
    expect(() => readConfig({ OPERATOR_KEY: short })).toThrow("OPERATOR_KEY must be at least 32 characters long (it has 31)")
    expect(() => readConfig({ OPERATOR_KEY: short })).not.toThrow(short)
  })

  it("refuses an OPERATOR_KEY of whitespace, or with fewer than 32 characters besides it (issue 49, finding 13)", () => {
    for (const blank of [" ".repeat(40), "\t".repeat(32), " \u00a0\u2003\n".repeat(10)])
      expect(() => readConfig({ OPERATOR_KEY: blank })).toThrow(
        `OPERATOR_KEY must have at least 32 characters besides whitespace (it has 0 of ${blank.length})`,
      )
    const padded = `${"k".repeat(31)}${" ".repeat(9)}`
    expect(() => readConfig({ OPERATOR_KEY: padded })).toThrow(BadSetting)
    expect(() => readConfig({ OPERATOR_KEY: padded })).toThrow("(it has 31 of 40)")
    expect(() => readConfig({ OPERATOR_KEY: padded })).not.toThrow(padded)
    // A passphrase's spaces are not refused: its other characters are enough.
    const phrase = "correct horse battery staple and then some more words"
    expect(readConfig({ OPERATOR_KEY: phrase }).operatorKey).toBe(phrase)
  })

  it("makes a key of its own of 32 characters or more when OPERATOR_KEY is unset, keeps it for the staff alone, and refuses a short one kept there", () => {
    const dataDir = mkdtempSync(join(tmpdir(), "tableside-key-"))
    try {
      const made = keptOperatorKey(dataDir)
      expect(made.length).toBeGreaterThanOrEqual(32)
      expect(keptOperatorKey(dataDir)).toBe(made)
      const file = join(dataDir, "operator-key")
      expect(readFileSync(file, "utf8").trim()).toBe(made)
      expect(statSync(file).mode & 0o777).toBe(0o600)
      writeFileSync(file, "an-old-short-key-0123456\n")
      expect(() => keptOperatorKey(dataDir)).toThrow(
        `the operator key kept in ${file} (OPERATOR_KEY unset) must be at least 32 characters long (it has 24)`,
      )
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
