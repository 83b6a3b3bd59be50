import { afterEach, describe, expect, it, vi } from "vitest"
import { SUBMIT_BACKOFF_MS } from "../../../streams/sources/cart-submit"
import { SIGN_IN_WAIT_MS } from "../../../streams/sources/signed-in"
import { anonymousUser } from "../../support/fake-auth"
import { failWith, notFound, ok, refusal, unreachable } from "../../support/fake-rpc"
import { cart as cartOf, menuOf, order as orderOf } from "../../support/fixtures"
import { testApp } from "../../support/test-app"
import { CartEmpty, IdentityUnavailable } from "../../../schema/errors"

/**
 * "Send order" (streams/sources/cart-submit.ts, in the cart's lane): exactly one order per
 * submit, the cart cleared and shown again as the spec says. Driven through the commands.
 */
const cart = cartOf()
const order = orderOf({ id: "o1" })

afterEach(() => {
  vi.useRealTimers()
})

describe("submitting", () => {
  it("clears the cart when a submit succeeds, and when it fails (then shows the server's cart again)", async () => {
    const accepted = testApp({ cartSubmit: () => ok(order) })
    accepted.log.append({ _tag: "v1.CartReplaced", cart }, "http")
    expect(await accepted.commands.submitCart()).toEqual(order)
    expect(accepted.log.getState()).toMatchObject({ cart: null, orders: [order] })
    expect(accepted.notes).toEqual([`success: toast.orderSent {"number":"#001"}`])

    const refused = testApp({ cartSubmit: failWith(refusal(CartEmpty, "The kitchen is closed.")), cartGet: () => ok(cart) })
    refused.log.append({ _tag: "v1.CartReplaced", cart }, "http")
    expect(await refused.commands.submitCart()).toBeNull()
    expect(refused.notes).toEqual(["error: refusal.cartEmpty"])
    expect(refused.fake.names()).toEqual(["cartSubmit", "cartGet"])
    expect(refused.log.getState().cart).toEqual(cart)
    // The toast is in the log too, between the clearing and the cart shown again, so a replay shows it;
    // "Sending your order..." shows from the submit's start until the cart is cleared.
    // The submit's key and body are in the log before it goes, and its end after its answer.
    expect(await refused.tags()).toEqual([
      "v1.CartReplaced",
      "v1.CartSubmitStarted",
      "v1.KeyedRequestSent",
      "v1.CartCleared",
      "v2.ToastShown",
      "v1.CartReplaced",
      "v1.KeyedRequestAnswered",
    ])
    expect(refused.log.getState().keyedRequests).toEqual([])
    expect(refused.log.getState().submitting).toBe(false)
  })

  it("answers no order when the server has no cart (404), the cart cleared", async () => {
    const t = testApp({ cartSubmit: () => notFound })
    t.log.append({ _tag: "v1.CartReplaced", cart }, "http")
    expect(await t.commands.submitCart()).toBeNull()
    expect(t.log.getState().cart).toBeNull()
    expect(t.notes).toEqual([])
  })

  it("is refused while offline, with a reason", async () => {
    const t = testApp({})
    t.network.next(false)
    expect(await t.commands.submitCart()).toBeNull()
    expect(t.notes).toEqual(["error: toast.offline"])
    expect(t.log.getState().submitting).toBe(false)
    expect(t.fake.calls).toEqual([])
  })

  it("waits for the sign-in a reloaded page restores, then sends: a connected diner is never told they are offline", async () => {
    const t = testApp({ cartSubmit: () => ok(order) }, { signedIn: false })
    t.log.append({ _tag: "v1.CartReplaced", cart }, "http")
    const submitted = t.commands.submitCart()
    await Promise.resolve()
    expect(t.fake.calls).toEqual([])
    t.auth.signIn(anonymousUser)
    expect(await submitted).toEqual(order)
    expect(t.notes).toEqual([`success: toast.orderSent {"number":"#001"}`])
  })

  it("goes out as it is when the sign-in has not come back after SIGN_IN_WAIT_MS, and says why it failed", async () => {
    vi.useFakeTimers()
    const t = testApp({ cartSubmit: failWith(refusal(IdentityUnavailable, "Your sign-in could not be checked.")) }, { signedIn: false })
    t.log.append({ _tag: "v1.CartReplaced", cart }, "http")
    const submitted = t.commands.submitCart()
    await vi.advanceTimersByTimeAsync(SIGN_IN_WAIT_MS - 1)
    expect(t.fake.calls).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(await submitted).toBeNull()
    expect(t.fake.names()).toContain("cartSubmit")
    expect(t.notes[0]).not.toBe("error: toast.offline")
  })

  it("sends the waiting changes first, and is refused while one still cannot go out", async () => {
    let networkUp = false
    const t = testApp({
      cartAdd: () => {
        if (!networkUp) throw unreachable()
        return ok(cart)
      },
      cartSubmit: () => ok(order),
    })
    t.log.append({ _tag: "v1.MenuReplaced", menu: menuOf("Tea") }, "http")
    expect(await t.commands.addToCart({ itemId: "item-Tea", variantId: "v1", selectedChoices: {}, quantity: 1 })).toBe(true)
    expect(await t.commands.submitCart()).toBeNull()
    expect(t.notes.at(-1)).toBe("error: toast.waiting")
    expect(t.log.getState().submitting).toBe(false)
    expect(t.fake.names()).toEqual(["cartAdd", "cartAdd"])
    networkUp = true
    expect(await t.commands.submitCart()).toEqual(order)
    expect(t.fake.names()).toEqual(["cartAdd", "cartAdd", "cartAdd", "cartSubmit"])
    expect(t.log.getState().pendingCart).toEqual([])
  })

  it("retries a submit that lost its connection with the same key, after 1 s then 2 s, and a double tap joins it: one order", async () => {
    vi.useFakeTimers()
    let lost = 2
    const t = testApp({
      cartSubmit: () => {
        if (lost-- > 0) throw unreachable("timed out")
        return ok(order)
      },
    })
    const first = t.commands.submitCart()
    const second = t.commands.submitCart()
    await vi.advanceTimersByTimeAsync(SUBMIT_BACKOFF_MS - 1)
    expect(t.fake.names()).toEqual(["cartSubmit"])
    await vi.advanceTimersByTimeAsync(1)
    expect(t.fake.names()).toEqual(["cartSubmit", "cartSubmit"])
    await vi.advanceTimersByTimeAsync(2 * SUBMIT_BACKOFF_MS)
    expect(await first).toEqual(order)
    expect(await second).toBe(await first)
    const keys = t.fake.inputsOf("cartSubmit").map((input) => input.idempotencyKey)
    expect(keys).toEqual(["key-0000000001", "key-0000000001", "key-0000000001"])
    expect(t.log.getState().orders).toEqual([order])
    // The next tap is a new submit, under a new key.
    lost = 0
    await t.commands.submitCart()
    expect(t.fake.inputsOf("cartSubmit").at(-1)?.idempotencyKey).toBe("key-0000000002")
  })

  it("after three tries without an answer, says the order may have been sent and asks again with its key: one order, never a failure", async () => {
    const { t, answer } = lostAnswers()
    const submitted = t.commands.submitCart()
    await vi.advanceTimersByTimeAsync(3 * SUBMIT_BACKOFF_MS)
    expect(await submitted).toBeNull()
    expect(t.fake.names().filter((name) => name === "cartSubmit")).toHaveLength(3)
    // It may have reached the server: no failure said, the outcome open with its key ("Check again").
    expect(t.notes).toEqual([])
    expect(t.log.getState()).toMatchObject({
      submitting: false,
      keyedRequests: [{ key: "key-0000000001", request: { _tag: "cartSubmit" }, answer: "lost" }],
    })
    answer()
    expect(await t.commands.checkOrderAgain()).toEqual(order)
    expect(t.fake.inputsOf("cartSubmit").map((input) => input.idempotencyKey)).toEqual(Array(4).fill("key-0000000001"))
    expect(t.log.getState()).toMatchObject({ keyedRequests: [], orders: [order] })
  })

  it("asks again by itself with the lost order's key when the connection comes back", async () => {
    const { t, answer } = lostAnswers()
    void t.commands.submitCart()
    await vi.advanceTimersByTimeAsync(3 * SUBMIT_BACKOFF_MS)
    t.network.next(false)
    t.live.connection.next("Offline")
    answer()
    t.network.next(true)
    t.live.connection.next("Online")
    await vi.advanceTimersByTimeAsync(100)
    expect(t.fake.inputsOf("cartSubmit").map((input) => input.idempotencyKey)).toEqual(Array(4).fill("key-0000000001"))
    expect(t.log.getState()).toMatchObject({ keyedRequests: [], orders: [order] })
  })

  it("on a 503 (the sign-in service or the database down) says to try again, keeps the cart, and the next submit goes through", async () => {
    const outage = "Your sign-in could not be checked: the sign-in service is not answering. Please try again in a moment."
    let down = true
    const t = testApp({
      cartSubmit: () => {
        if (down) throw refusal(IdentityUnavailable, outage)
        return ok(orderOf({ orderNumber: "#002" }))
      },
      cartGet: () => ok(cart),
    })
    t.log.append({ _tag: "v1.CartReplaced", cart }, "http")
    expect(await t.commands.submitCart()).toBeNull()
    // "Try again in a moment", not "sign in again": the token was not checked, not found expired.
    expect(t.notes).toEqual(["error: refusal.busy"])
    expect(t.fake.names().filter((name) => name === "cartSubmit")).toHaveLength(1)
    expect(t.log.getState().cart).toEqual(cart)
    down = false
    expect((await t.commands.submitCart())?.orderNumber).toBe("#002")
  })
})

/** A submit whose answers never come until `answer()` (the server's cart unreachable too). */
const lostAnswers = () => {
  vi.useFakeTimers()
  let answers = false
  const t = testApp({
    cartSubmit: () => {
      if (!answers) throw unreachable("timed out")
      return ok(order)
    },
    cartGet: failWith(unreachable()),
  })
  t.log.append({ _tag: "v1.CartReplaced", cart }, "http")
  return { t, answer: () => (answers = true) }
}
