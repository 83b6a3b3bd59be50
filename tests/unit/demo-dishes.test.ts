import { describe, expect, it } from "vitest"
import { demoSections } from "../../server/seed/demo-venue"

/** Words that name an animal's flesh or a fish in the demo's English option names. */
const MEAT = /\b(chicken|beef|mutton|pork|lamb|fish|prawns?|crab|cuttlefish|squid)\b/i
/** And what else a vegan does not eat: eggs and dairy. */
const ANIMAL = new RegExp(`${MEAT.source}|\\b(eggs?|cheese|butter|ghee|curd|yoghurt|cream)\\b`, "i")

/**
 * The demo venue's data (issue 48, finding 11): a dish marked vegetarian offers no meat or fish
 * among its choices, and one marked vegan no egg or dairy either ("Plain Hopper", vegan, offered a
 * "Chicken curry" side; the vegetable rice and curry an "Extra chicken" and a "Boiled egg").
 */
describe("the demo's dishes", () => {
  it("offer no meat or fish choice on a vegetarian dish, and no animal product on a vegan one", () => {
    const offered = demoSections.flatMap((section) =>
      section.items.flatMap((dish) => {
        const diets = dish.details?.dietary ?? []
        const refused = diets.includes("vegan") ? ANIMAL : diets.includes("vegetarian") ? MEAT : null
        if (refused === null) return []
        return dish.variants.flatMap((variant) =>
          variant.choices.flatMap((choice) =>
            choice.choiceOptions.filter((option) => refused.test(option.name)).map((option) => `${dish.name}: ${option.name}`),
          ),
        )
      }),
    )
    expect(offered).toEqual([])
  })
})
