import { describe, expect, it } from "vitest"
import { api } from "../../schema/api"
import { fakeRpc, notFound, ok } from "../support/fake-rpc"
import { cart } from "../support/fixtures"

/** The unit tests' stand-in for the server must fail loudly, or a test could pass on nothing. */
describe("the fake RPC of unit tests", () => {
  it("answers a scripted call and records it with its input", async () => {
    const fake = fakeRpc({ cartGet: () => ok(cart()), menuPick: () => notFound })
    expect(await fake.rpc(api.cartGet, {})).toEqual({ _tag: "Ok", body: cart() })
    expect(await fake.rpc(api.menuPick, { params: { qrCode: "t1" } })).toEqual({ _tag: "NotFound" })
    expect(fake.names()).toEqual(["cartGet", "menuPick"])
    expect(fake.inputsOf("menuPick")).toEqual([{ params: { qrCode: "t1" } }])
  })

  it("throws on a call the script does not name, naming it", async () => {
    const fake = fakeRpc({})
    await expect(fake.rpc(api.cartSubmit, { idempotencyKey: "k" })).rejects.toThrow("unscripted call cartSubmit (POST /api/cart)")
  })
})
