import { Schema } from "effect"
import fc from "fast-check"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { api } from "../../schema/api"
import { Menu, MenuItem } from "../../schema/menu"
import { createRpc, type Rpc } from "../../streams/rpc"
import type { RunningServer } from "../../server/start-server"
import { demoSections } from "../../server/seed/demo-venue"
import { arbitraryOf } from "../support/arbitrary"
import { testDatabases } from "../support/databases"
import { startTestServer } from "../support/test-server"

/** The menu's optional dietary, allergen and translation fields (issue 18), on the wire. */
describe.each(testDatabases())("menu details on $name", (database) => {
  let server: RunningServer
  let rpc: Rpc

  beforeAll(async () => {
    server = await startTestServer({ db: await database.location() })
    rpc = createRpc({
      fetch: globalThis.fetch,
      baseUrl: server.origin,
      session: () => ({ token: null, tenantId: null, qrCode: null }),
      refreshToken: async () => undefined,
      log: () => undefined,
    })
  })
  afterAll(async () => {
    await server?.close()
    await database.drop()
  })

  it("round-trips the demo dishes' diets, spice, allergens and translations from seed to the client's decoded menu", async () => {
    const answer = await rpc(api.menuPick, { params: { qrCode: "demo-table-1" } })
    if (answer._tag !== "Ok") throw new Error("expected the demo menu")
    const seeded = new Map(demoSections.flatMap((section) => section.items.map((item) => [item.id, item] as const)))
    expect(answer.body.items).toHaveLength(seeded.size)
    for (const item of answer.body.items) {
      const seed = seeded.get(item.id)
      expect(item.allergens, item.name).toEqual(seed?.details?.allergens)
      expect({ dietary: item.dietary, spiceLevel: item.spiceLevel, translations: item.translations }).toEqual({
        dietary: seed?.details?.dietary,
        spiceLevel: seed?.details?.spiceLevel,
        translations: seed?.details?.translations,
      })
      expect(item.section.translations?.["si"]?.name).toBeTruthy()
      expect(item.section.translations?.["ta"]?.name).toBeTruthy()
    }
    const kottu = answer.body.items.find((item) => item.id === "item-classic-kottu")
    expect(kottu?.variants[0]?.choices.map((variantChoice) => variantChoice.choice.translations?.["ta"]?.name)).toEqual([
      "புரதம்",
      "காரத்தின் அளவு",
      "மேல்சேர்ப்புகள் (எதுவும்)",
    ])
  })

  it("leaves the fields out for a venue that gives none, and the client still decodes its menu", async () => {
    const raw = (await (await fetch(`${server.origin}/api/menu/pick/harbour-deck-2`)).json()) as {
      body: { items: Array<Record<string, unknown>> }
    }
    expect(raw.body.items.length).toBeGreaterThan(0)
    for (const item of raw.body.items) {
      expect(Object.keys(item)).not.toContain("allergens")
      expect(Object.keys(item)).not.toContain("dietary")
      expect(Object.keys(item)).not.toContain("translations")
    }
    const answer = await rpc(api.menuPick, { params: { qrCode: "harbour-deck-2" } })
    expect(answer._tag === "Ok" && answer.body.items.every((item) => item.allergens === undefined)).toBe(true)
  })
})

describe("the menu schema", () => {
  const decode = Schema.decodeUnknownSync(Menu)
  const encode = Schema.encodeSync(Menu)

  it("decodes a platform's menu that has none of the new fields", () => {
    const plain = {
      items: [
        {
          id: "item-1",
          name: "Plain Hopper",
          description: "",
          images: [],
          variants: [
            {
              id: "v1",
              name: "Standard",
              price: 25000,
              enabled: true,
              choices: [
                {
                  id: "vc1",
                  required: false,
                  choice: { id: "c1", name: "Sides", minSelection: 0, maxSelection: 2, attributes: [] },
                  choiceOptions: [{ id: "o1", name: "Dhal", price: 0 }],
                },
              ],
            },
          ],
          section: { id: "s1", name: "Hoppers", images: [] },
          sectionIndex: 0,
        },
      ],
    }
    expect(decode(plain)).toEqual(plain)
  })

  it("round-trips any menu item with the new fields, and refuses an allergen outside the 14", () => {
    fc.assert(
      fc.property(arbitraryOf(MenuItem), (item) => {
        expect(decode(encode({ items: [item] }))).toEqual({ items: [item] })
      }),
      { numRuns: 200, seed: 18 },
    )
    expect(() =>
      decode({
        items: [
          {
            id: "i",
            name: "n",
            description: "",
            images: [],
            variants: [],
            section: { id: "s", name: "S", images: [] },
            sectionIndex: 0,
            allergens: ["coconut"],
          },
        ],
      }),
    ).toThrow(/allergens/)
  })
})
