import type { LineAdder } from "../../schema/cart"
import { CartFull, DishUnavailable, LineGone, LineNotYours, NotTableCartMember, TableCartOff, WrongTable } from "../../schema/errors"
import type { Order } from "../../schema/order"
import {
  TableCart as TableCartSchema,
  TableCartSent as TableCartSentSchema,
  type TableCart,
  type TableCartAddPayload,
  type TableCartJoinPayload,
  type TableCartSent,
  type TableCartUpdatePayload,
} from "../../schema/table-cart"
import { fail } from "../failure"
import { tableCartChannel, type LiveBus, type LiveEvent } from "../live/live-bus"
import type { Queryable, Transactional } from "../storage/db"
import { findOrder } from "../storage/orders-repo"
import {
  bumpTableCart,
  countMembers,
  countTableCartLines,
  deleteTableCartLine,
  deleteTableCartLines,
  findFirstName,
  findOrderableItem,
  findTableCart,
  insertTableCartLine,
  isMember,
  listTableCartLines,
  markSent,
  setTableCartLine,
  tableCartOffered,
  upsertMember,
} from "../storage/table-cart-repo"
import { MAX_LINES, normalize, orderableVariant, priceLine, refuseBadChoices, summaryOf } from "./cart-service"
import type { Diner } from "./diner"
import { exactlyOnceAnnounced, keyedCall, type Keyed } from "./exactly-once"
import { markOwnLines, placeOrder } from "./order-service"

/**
 * "Order together": one cart per table, filled by the diners who join it for this visit, sent
 * by any of them as ONE order with each line attributed. Every change and every send first
 * raises the table cart's version under its row lock (bumpTableCart), so they run one after
 * the other, on one database however many instances share it: a line added while a send runs
 * is either before it (in the order) or after it (still in the cart), never lost. Adds,
 * changes and sends are exactly once per Idempotency-Key (exactly-once.ts). Each line is
 * priced by the same pure rule as the diner's own cart, on every read and again at the send.
 * Who added a line is never sent: each diner reads "yours", the adder's first name, or null.
 */

export const joinTableCart = async (db: Transactional, live: LiveBus, diner: Diner, payload: TableCartJoinPayload): Promise<TableCart> => {
  if (payload.qr !== diner.serviceArea.qrCode) throw fail(WrongTable, "You can only order together at your own table.", "qr")
  await requireOffered(db, diner)
  const event = await db.transaction(async (tx) => {
    await upsertMember(tx, diner.serviceArea.id, diner.identity.uid, payload.firstName?.trim() ?? null)
    return changed(tx, live, diner, (await bumpTableCart(tx, diner.serviceArea.id)).version, null)
  })
  live.announce(event)
  return readTableCart(db, diner)
}

/** The table cart as this member sees it. */
export const getTableCart = async (db: Queryable, diner: Diner): Promise<TableCart> => {
  await requireMember(db, diner)
  return readTableCart(db, diner)
}

export const addToTableCart = async (
  db: Transactional,
  live: LiveBus,
  diner: Diner,
  payload: TableCartAddPayload,
  key?: string,
): Promise<TableCart> =>
  keyedChange(db, live, diner, keyedCall(diner, "tableCartAdd", payload, key), async (tx) => {
    const { dish, variant } = orderableVariant(await findOrderableItem(tx, diner.serviceArea.venueId, payload.id), payload)
    if ((await countTableCartLines(tx, diner.serviceArea.id)) >= MAX_LINES) {
      throw fail(
        CartFull,
        `The table's cart is full: it holds ${MAX_LINES} dishes, the most one order may have. Send it, then add more.`,
        "id",
      )
    }
    const { uid } = diner.identity
    await insertTableCartLine(tx, {
      serviceAreaId: diner.serviceArea.id,
      uid,
      itemId: dish.id,
      variantId: variant.id,
      selected: normalize(payload.selectedChoices),
      quantity: payload.quantity,
    })
  })

export const updateTableCart = async (
  db: Transactional,
  live: LiveBus,
  diner: Diner,
  payload: TableCartUpdatePayload,
  key?: string,
): Promise<TableCart> =>
  keyedChange(db, live, diner, keyedCall(diner, "tableCartUpdate", payload, key), async (tx) => {
    const row = (await listTableCartLines(tx, diner.serviceArea.id, diner.serviceArea.venueId)).find(
      (candidate) => candidate.line.id === payload.id,
    )
    if (row === undefined) throw fail(LineGone, "This line is no longer in the table's cart.", "id")
    if (row.uid !== diner.identity.uid) throw fail(LineNotYours, "Another diner added this line: only they can change or remove it.", "id")
    if (payload.quantity === 0) return deleteTableCartLine(tx, row.line.id)
    const variant = row.item?.variants.find((candidate) => candidate.id === row.line.variant_id)
    if (variant === undefined) throw fail(DishUnavailable, "This dish is no longer on the menu. Remove it from the table's cart.", "id")
    refuseBadChoices(variant, payload.selectedChoices)
    return setTableCartLine(tx, row.line.id, normalize(payload.selectedChoices), payload.quantity)
  })

/**
 * Sends the table cart as one order. A sender who saw a version that the last send already
 * covered (another member's send won the race) gets that send, and nothing is sent again.
 */
export const submitTableCart = async (
  db: Transactional,
  live: LiveBus,
  diner: Diner,
  seenVersion: number,
  key?: string,
): Promise<TableCartSent> => {
  await requireMember(db, diner)
  return exactlyOnceAnnounced(db, live, keyedCall(diner, "tableCartSubmit", { seenVersion }, key), TableCartSentSchema, async (tx) => {
    const area = diner.serviceArea
    const cart = await bumpTableCart(tx, area.id)
    if (cart.lastOrderId !== null && cart.lastSentVersion !== null && cart.lastSentVersion > seenVersion) {
      const earlier = await findOrder(tx, cart.lastOrderId)
      if (earlier === null) throw new Error("a table cart's last order is gone")
      return { answer: { order: await asSeenBy(tx, diner, earlier), cart: await readTableCart(tx, diner), sentNow: false }, events: [] }
    }
    const lines = await listTableCartLines(tx, area.id, area.venueId)
    const placed = await placeOrder(
      tx,
      live,
      diner,
      "The table's cart",
      lines.map((row) => ({ line: priceLine(row), adder: { uid: row.uid, name: row.firstName } })),
    )
    await deleteTableCartLines(
      tx,
      lines.map((row) => row.line.id),
    )
    await markSent(tx, area.id, { orderId: placed.order.id, uid: diner.identity.uid, version: cart.version })
    return {
      answer: { order: await asSeenBy(tx, diner, placed.order), cart: await readTableCart(tx, diner), sentNow: true },
      events: [placed.event, await changed(tx, live, diner, cart.version, placed.order.id)],
    }
  })
}

const asSeenBy = async (db: Queryable, diner: Diner, order: Order): Promise<Order> => {
  const [seen] = await markOwnLines(db, diner.identity.uid, [order])
  return { ...(seen ?? order), isMine: true }
}

/** An add or change of a member: exactly once per key, under the table cart's lock, pushed live. */
const keyedChange = async (
  db: Transactional,
  live: LiveBus,
  diner: Diner,
  keyed: Keyed,
  work: (tx: Queryable) => Promise<void>,
): Promise<TableCart> => {
  await requireMember(db, diner)
  return exactlyOnceAnnounced(db, live, keyed, TableCartSchema, async (tx) => {
    const { version } = await bumpTableCart(tx, diner.serviceArea.id)
    await work(tx)
    const event = await changed(tx, live, diner, version, null)
    return { answer: await readTableCart(tx, diner), events: [event] }
  })
}

const changed = (tx: Queryable, live: LiveBus, diner: Diner, version: number, sentOrderId: string | null): Promise<LiveEvent> =>
  live.record(tx, tableCartChannel(diner.serviceArea.tenantId, diner.serviceArea.id), "tableCart", {
    serviceAreaId: diner.serviceArea.id,
    version,
    sentOrderId,
  })

const requireOffered = async (db: Queryable, diner: Diner): Promise<void> => {
  if (!(await tableCartOffered(db, diner.serviceArea.id)))
    throw fail(TableCartOff, "This table does not take orders together. Order from your own cart.")
}

const requireMember = async (db: Queryable, diner: Diner): Promise<void> => {
  await requireOffered(db, diner)
  if (!(await isMember(db, diner.serviceArea.id, diner.identity.uid)))
    throw fail(NotTableCartMember, 'Join your table\'s order first: tap "Order together".')
}

/** The table cart as one diner sees it: every line priced now, each marked as theirs or with its adder's first name. */
const readTableCart = async (db: Queryable, diner: Diner): Promise<TableCart> => {
  const area = diner.serviceArea
  const cart = await findTableCart(db, area.id)
  const items = (await listTableCartLines(db, area.id, area.venueId)).map((row) => ({
    ...priceLine(row),
    addedBy: adderFor(diner, row.uid, row.firstName),
  }))
  const lastSend =
    cart.lastOrderId === null || cart.lastSentBy === null || cart.lastSentVersion === null
      ? null
      : {
          orderId: cart.lastOrderId,
          orderNumber: (await findOrder(db, cart.lastOrderId))?.orderNumber ?? "",
          sentBy: adderFor(diner, cart.lastSentBy, await findFirstName(db, area.id, cart.lastSentBy)),
          at: cart.lastSentAt ?? 0,
          version: cart.lastSentVersion,
        }
  return {
    serviceAreaId: area.id,
    version: cart.version,
    members: await countMembers(db, area.id),
    items,
    summery: summaryOf(items, area.serviceChargePercent),
    lastSend,
  }
}

const adderFor = (diner: Diner, uid: string, firstName: string | null): LineAdder => ({
  yours: uid === diner.identity.uid,
  name: firstName,
})
