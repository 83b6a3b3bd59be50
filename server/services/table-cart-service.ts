import { Schema } from "effect"
import type { LineAdder } from "../../schema/cart"
import { CartFull, DishUnavailable, LineGone, LineNotYours, NotTableCartMember, TableCartOff, WrongTable } from "../../schema/errors"
import type { Order } from "../../schema/order"
import {
  LineKeptReason,
  TableCart as TableCartSchema,
  TableCartJoined as TableCartJoinedSchema,
  TableCartSent as TableCartSentSchema,
  type LineKept,
  type TableCart,
  type TableCartAddPayload,
  type TableCartJoined,
  type TableCartJoinPayload,
  type TableCartSent,
  type TableCartUpdatePayload,
} from "../../schema/table-cart"
import { fail, Failure } from "../failure"
import { tableCartChannel, type LiveBus, type LiveEvent } from "../live/live-bus"
import { deleteCartLine, listCartLines, lockCart, touchCart, type CartLineWithDish } from "../storage/carts-repo"
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
import { summaryOf } from "../../src/domain/pricing"
import { noteOf, normalizedChoices } from "../../src/domain/note"
import { MAX_LINES, orderableVariant, priceLine, readCart, refuseBadChoices } from "./cart-service"
import type { Diner } from "./diner"
import { exactlyOnceAnnounced, keyedCall, type Keyed } from "./exactly-once"
import { markOwnLines, placeOrder } from "./order-service"
import { openVisitFor, visitEnded, visitOf } from "./visit-service"

/**
 * "Order together": one cart per table, filled by the diners who join it for this visit, sent
 * by any of them as ONE order with each line attributed. Every change and every send first
 * raises the table cart's version under its row lock (bumpTableCart), so they run one after
 * the other, on one database however many instances share it: a line added while a send runs
 * is either before it (in the order) or after it (still in the cart), never lost. A join
 * moves the joiner's own cart into it. Joins, adds, changes and sends are exactly once per
 * Idempotency-Key (exactly-once.ts). Each line is
 * priced by the same pure rule as the diner's own cart, on every read and again at the send.
 * Who added a line is never sent: each diner reads "yours", the adder's first name, or null.
 */

/**
 * Joins the table's cart and moves the lines of the diner's own cart into it, all in one
 * transaction under the table cart's lock and the own cart's: each line leaves the own cart as
 * it enters the table's, so nothing is lost and nothing doubled, whatever fails or repeats. A
 * line that cannot move (its dish not orderable now, or the table's cart full) stays in the own
 * cart, answered in `kept` with why; the others move in their order, each the diner's line of
 * the table's cart. Exactly once per Idempotency-Key: the same key answers the first answer.
 */
export const joinTableCart = async (
  db: Transactional,
  live: LiveBus,
  diner: Diner,
  payload: TableCartJoinPayload,
  key?: string,
): Promise<TableCartJoined> => {
  if (payload.qr !== diner.serviceArea.qrCode) throw fail(WrongTable, "You can only order together at your own table.", "qr")
  await requireOffered(db, diner)
  await requireOpenVisit(db, diner)
  return exactlyOnceAnnounced(db, live, keyedCall(diner, "tableCartJoin", payload, key), TableCartJoinedSchema, async (tx) => {
    const { version } = await bumpTableCart(tx, diner.serviceArea.id)
    // Checked again under the cart's lock, which a settle takes to clear it: a join never lands in the next party's cart.
    const visit = await openVisitFor(tx, diner)
    await upsertMember(tx, diner.serviceArea.id, diner.identity.uid, payload.firstName?.trim() ?? null)
    const { moved, kept } = await moveOwnLines(tx, diner)
    const event = await changed(tx, live, diner, visit.id, version, null)
    return { answer: { cart: await readTableCart(tx, diner), moved, kept, ownCart: await readCart(tx, diner) }, events: [event] }
  })
}

/**
 * The own cart's lines into the table's cart (locked by `bumpTableCart`), the own cart's row
 * locked too, until commit: a submit of the own cart, an add to it or another join of the same
 * diner waits, then finds the lines that moved gone. No transaction locks the two the other way
 * round (the own cart's calls never touch the table's). Answers the new lines' ids and the lines
 * that stayed.
 */
const moveOwnLines = async (tx: Queryable, diner: Diner): Promise<{ moved: string[]; kept: LineKept[] }> => {
  const area = diner.serviceArea
  const { uid } = diner.identity
  const moved: string[] = []
  const kept: LineKept[] = []
  const cartId = await lockCart(tx, uid, area.id)
  if (cartId === null) return { moved, kept }
  let room = MAX_LINES - (await countTableCartLines(tx, area.id))
  for (const row of await listCartLines(tx, cartId, area.venueId)) {
    const reason = room > 0 ? whyNotOrderable(row) : "CartFull"
    if (reason !== null) {
      kept.push({ id: row.line.id, itemId: row.line.item_id, reason })
      continue
    }
    const { line } = row
    moved.push(
      await insertTableCartLine(tx, {
        serviceAreaId: area.id,
        uid,
        itemId: line.item_id,
        variantId: line.variant_id,
        selected: line.selected_choices,
        note: line.note ?? "",
        quantity: line.quantity,
      }),
    )
    await deleteCartLine(tx, line.id)
    room -= 1
  }
  if (moved.length > 0) await touchCart(tx, cartId)
  return { moved, kept }
}

/** Why a line of the own cart may not be added to the table's cart now (the rule of an add), or null: it may. */
const whyNotOrderable = ({ line, item }: CartLineWithDish): LineKeptReason | null => {
  try {
    orderableVariant(item, {
      id: line.item_id,
      variantId: line.variant_id,
      selectedChoices: line.selected_choices,
      quantity: line.quantity,
    })
    return null
  } catch (error) {
    if (!(error instanceof Failure)) throw error
    const reason = error.error._tag
    if (isKeptReason(reason)) return reason
    throw error
  }
}

const isKeptReason = Schema.is(LineKeptReason)

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
      selected: normalizedChoices(payload.selectedChoices),
      note: noteOf(payload.note),
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
    // No note sent: the line keeps its own.
    const note = payload.note === undefined ? (row.line.note ?? "") : noteOf(payload.note)
    return setTableCartLine(tx, row.line.id, { selected: normalizedChoices(payload.selectedChoices), note, quantity: payload.quantity })
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
  await requireOpenVisit(db, diner)
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
      events: [placed.event, await changed(tx, live, diner, placed.visitId, cart.version, placed.order.id)],
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
  await requireOpenVisit(db, diner)
  await requireMember(db, diner)
  return exactlyOnceAnnounced(db, live, keyed, TableCartSchema, async (tx) => {
    const { version } = await bumpTableCart(tx, diner.serviceArea.id)
    const visit = await openVisitFor(tx, diner)
    await work(tx)
    const event = await changed(tx, live, diner, visit.id, version, null)
    return { answer: await readTableCart(tx, diner), events: [event] }
  })
}

const changed = (
  tx: Queryable,
  live: LiveBus,
  diner: Diner,
  visitId: string,
  version: number,
  sentOrderId: string | null,
): Promise<LiveEvent> =>
  live.record(tx, tableCartChannel(diner.serviceArea.tenantId, diner.serviceArea.id, visitId), "tableCart", {
    serviceAreaId: diner.serviceArea.id,
    version,
    sentOrderId,
  })

const requireOffered = async (db: Queryable, diner: Diner): Promise<void> => {
  if (!(await tableCartOffered(db, diner.serviceArea.id)))
    throw fail(TableCartOff, "This table does not take orders together. Order from your own cart.")
}

/** A change of the table's cart by a diner whose visit has ended is refused, saying why (not "join first"). */
const requireOpenVisit = async (db: Queryable, diner: Diner): Promise<void> => {
  if ((await visitOf(db, diner)).ended) throw visitEnded()
}

const requireMember = async (db: Queryable, diner: Diner): Promise<void> => {
  await requireOffered(db, diner)
  if (!(await isMember(db, diner.serviceArea.id, diner.identity.uid)))
    throw fail(NotTableCartMember, 'Join your table\'s order first: tap "Order together".')
}

/** The table cart as one diner sees it: every line priced now, each marked as theirs or with its adder's first name. */
const readTableCart = (db: Queryable, diner: Diner): Promise<TableCart> => tableCartSeenBy(db, diner.serviceArea, diner.identity.uid)

/**
 * A table's cart as one reader sees it: a member, whose lines are marked theirs (`yours`), or
 * the venue's staff (viewer null), who see each line's adder by first name alone.
 */
export const tableCartSeenBy = async (
  db: Queryable,
  area: Pick<Diner["serviceArea"], "id" | "venueId" | "serviceChargePercent">,
  viewerUid: string | null,
): Promise<TableCart> => {
  const cart = await findTableCart(db, area.id)
  const items = (await listTableCartLines(db, area.id, area.venueId)).map((row) => ({
    ...priceLine(row),
    addedBy: adderFor(viewerUid, row.uid, row.firstName),
  }))
  const lastSend =
    cart.lastOrderId === null || cart.lastSentBy === null || cart.lastSentVersion === null
      ? null
      : {
          orderId: cart.lastOrderId,
          orderNumber: (await findOrder(db, cart.lastOrderId))?.orderNumber ?? "",
          sentBy: adderFor(viewerUid, cart.lastSentBy, await findFirstName(db, area.id, cart.lastSentBy)),
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

const adderFor = (viewerUid: string | null, uid: string, firstName: string | null): LineAdder =>
  viewerUid === null ? { name: firstName } : { yours: uid === viewerUid, name: firstName }
