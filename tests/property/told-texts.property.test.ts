import fc from "fast-check"
import { describe, expect, it, vi } from "vitest"
import { api } from "../../schema/api"
import { olderTags, type DomainEvent } from "../../schema/events"
import english from "../../src/ui/i18n/messages/en.json"
import { cart, menuOf } from "../support/fixtures"
import { ok, refusal, unreachable, type Script } from "../support/fake-rpc"
import { testApp } from "../support/test-app"

/** The calls whose refusal a source tells the diner of, and the command that makes each. */
const refusable = [
  "cartAdd",
  "cartUpdate",
  "cartSubmit",
  "phoneSend",
  "phoneVerify",
  "tableCartJoin",
  "tableCartAdd",
  "tableCartUpdate",
  "tableCartSubmit",
  "staffRequestCreate",
] as const
type Refusable = (typeof refusable)[number]

/** The events that tell the diner something, and the text each tells. */
const toldTexts = (event: DomainEvent) => {
  switch (event._tag) {
    case "v2.ToastShown":
    case "v2.PhoneCodeRefused":
    case "v2.TableCartRefused":
    case "v2.StaffRequestRefused":
      return [event.text]
    default:
      return []
  }
}

/**
 * A failed call of any kind: one of the errors its call declares (but a 404, a normal answer),
 * with a message the server wrote, or one that never reached the server. A send of a whole cart,
 * or a join (which moves the own cart), that is lost is tried again after 1 s and 2 s, so it is
 * left to the unit tests.
 */
const failures = fc.constantFrom(...refusable).chain((name) =>
  fc.record({
    name: fc.constant(name),
    error: fc.oneof(
      fc.constantFrom(...api[name].errors.filter((error) => error.status !== 404)).map((error) => ({ error, lost: false })),
      ...(name === "cartSubmit" || name === "tableCartSubmit" || name === "tableCartJoin"
        ? []
        : [fc.constant({ error: null, lost: true })]),
    ),
    // A sentence of the server's own: it must never reach the log, whatever it says.
    words: fc.stringMatching(/^[A-Z][a-z]{2,8}( [a-z]{2,8}){1,4}\.$/).map((sentence) => `Server says: ${sentence}`),
  }),
)

const commandFor = (t: ReturnType<typeof testApp>, name: Refusable): Promise<unknown> => {
  const add = { itemId: "item-Tea", variantId: "v1", selectedChoices: {}, quantity: 1 }
  const told = () => vi.waitFor(() => expect(t.log.getState().phone.error).not.toBeNull())
  switch (name) {
    case "cartAdd":
      return t.commands.addToCart(add)
    case "cartUpdate":
      return t.commands.updateCartLine("line-1", {}, 2)
    case "cartSubmit":
      return t.commands.submitCart()
    case "phoneSend":
      t.commands.sendPhoneCode("0771234567")
      return told()
    case "phoneVerify":
      t.commands.verifyPhoneCode("123456")
      return told()
    case "tableCartJoin":
      return t.commands.joinTableCart("Ana")
    case "tableCartAdd":
      return t.commands.addToTableCart(add)
    case "tableCartUpdate":
      return t.commands.updateTableCartLine("line-1", {}, 2)
    case "tableCartSubmit":
      return t.commands.sendTableCart()
    case "staffRequestCreate":
      t.commands.askStaff("waiter")
      return vi.waitFor(() => expect(t.log.getState().staff.notice).not.toBeNull())
  }
}

describe("what the sources tell the diner (property)", () => {
  it("is a message of the catalogues with its values, never the server's words, whatever call fails and however", async () => {
    await fc.assert(
      fc.asyncProperty(failures, async ({ name, error, words }) => {
        const failed = async (): Promise<never> => {
          throw error.lost || error.error === null ? unreachable(words) : refusal(error.error, words)
        }
        const script: Script = { [name]: failed, cartGet: () => ok(cart()), menuPick: () => ok(menuOf("Tea")) }
        const t = testApp(script)
        t.log.append({ _tag: "v1.VenueLoadStarted", qrCode: "table-1" }, "intent")
        t.log.append({ _tag: "v1.MenuReplaced", menu: menuOf("Tea") }, "http")
        await commandFor(t, name)
        const logged = (await t.log.exportAll()).map(({ event }) => event)
        const told = logged.flatMap(toldTexts)
        // The diner is told something, in a message the catalogues hold (a change that never arrived waits, shown pending, instead).
        const state = t.log.getState()
        const waits = error.lost && state.pendingCart.length + state.tableCartPending.length > 0
        expect(told.length > 0 || waits).toBe(true)
        for (const text of told) expect(Object.keys(english)).toContain(text.id)
        // Nothing the server wrote is in the log, nor in what the screens show.
        expect(JSON.stringify(logged)).not.toContain("Server says")
        expect(JSON.stringify(t.log.getState())).not.toContain("Server says")
        // No source appends an older version of an event (their English is for older logs only).
        const older: ReadonlyArray<string> = olderTags
        expect(logged.filter((event) => older.includes(event._tag))).toEqual([])
      }),
    )
  })
})
