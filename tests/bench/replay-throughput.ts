import type { DomainEvent } from "../../schema/events"
import type { Order } from "../../schema/order"
import { fold } from "../../src/domain/app-state"
import type { Figure } from "./figures"

/**
 * Folding a realistic 1,000,000-event log in Node: mostly what a diner does (typing in search,
 * scrolling sections, picking options, quantities), with cart answers and live order changes.
 */
export const replayThroughput = (): Figure => {
  const order = (i: number): Order => ({
    id: `o${i % 20}`,
    orderNumber: `#${i % 20}`,
    serviceAreaId: "a",
    orderState: { id: "s", stateName: i % 2 === 0 ? "Preparing" : "Ready", color: "#1f6f3f" },
    items: [],
    price: 1000,
    summery: null,
    createdAt: 0,
  })
  const cart = { id: "c", items: [], price: 0, summery: null }
  const events: DomainEvent[] = []
  for (let i = 0; events.length < 1_000_000; i++) {
    switch (i % 10) {
      case 0:
      case 1:
      case 2:
        events.push({ _tag: "v1.SearchTextChanged", text: "kottu".slice(0, (i % 5) + 1) })
        break
      case 3:
        events.push({ _tag: "v1.SectionSelected", sectionId: `section-${i % 7}`, forced: i % 3 === 0 })
        break
      case 4:
        events.push({ _tag: "v1.DrawerChoicesChanged", selectedChoices: { spice: ["spice-hot"], extras: ["egg"] } })
        break
      case 5:
        events.push({ _tag: "v1.DrawerQuantityChanged", quantity: (i % 4) + 1 })
        break
      case 6:
        events.push({ _tag: "v1.CartReplaced", cart })
        break
      case 7:
        events.push({ _tag: "v1.OrderChanged", order: order(i) })
        break
      case 8:
        events.push({ _tag: "v1.ConnectionChanged", state: i % 20 === 8 ? "Offline" : "Online" })
        break
      default:
        events.push({ _tag: "v1.SearchToggled", open: i % 20 === 9 })
    }
  }
  fold(events.slice(0, 50_000)) // warm up
  const runs = [0, 1, 2].map(() => {
    const start = performance.now()
    fold(events)
    return performance.now() - start
  })
  const best = Math.min(...runs)
  return {
    name: "Replay: fold a 1,000,000-event log (Node)",
    value: Math.round(1_000_000 / (best / 1000)),
    unit: "events/s",
    target: ">= 1000000",
    note: `best of 3: ${best.toFixed(0)} ms`,
  }
}
