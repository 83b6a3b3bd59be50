import { existsSync, readFileSync } from "node:fs"
import { join } from "node:path"
import type { CallInput, CallSpec } from "../schema/api"
import { sendCall } from "../schema/call-http"
import { devApi, operatorApi } from "../schema/operator-api"
import { ALLOW_INSECURE_HTTP, insecureOriginProblem, RedirectRefused, withoutRedirects } from "./cli-transport"
import { projectRoot, serverUrlFor } from "./config"
import { formatMoney } from "../src/domain/money"
import { demoVenue } from "./seed/demo-venue"

/**
 * The venue staff's command line on the reference server (`npm run venue -- ...`). It calls the
 * running server's operator API, so every change takes the same path and the same live push
 * as production. TABLESIDE_URL (default: the HOST and PORT `npm start`
 * reads, see serverUrlFor) and OPERATOR_KEY (default: the
 * key `npm start` keeps in .data/operator-key) say where and as whom. The key goes to that
 * server alone: redirects are refused, and plain http:// only reaches this machine unless
 * --allow-insecure-http is given (server/cli-transport.ts).
 */
const usage = `Usage: npm run venue -- <command>
  orders [--all]                      open orders (all with --all), newest first
  advance <orderId> [stateId]         move an order along its next (or the given) transition
  availability <itemId> off|on        take a dish off the menu, or put it back
  price <itemId> <variantId> <amount> set a variant's price, in the venue's currency (1350.00); orders keep theirs
  sms <phone>                         the verification codes sent to a phone, still valid (demo only)
  requests [--all]                    staff requests (call the waiter, the bill...), open ones unless --all
  ack <requestId>                     acknowledge a request: the diner sees "On the way"
  settle <table-code>                 the table has paid: its open orders move to Paid, its requests close
  payments [table-code]               the latest payments (at one table), late refunds marked
  refund <receipt-number>             refund a payment made at a table (R-000042), once
  feedback [venue-id]                 what diners said after paying, per venue (of one venue), newest first
  staff list [--venue <id>]           the e-mails that may sign in to the venue's staff screen (/staff)
  staff add <email> [--venue <id>]    let this Google account's e-mail use the venue's staff screen
  staff remove <email> [--venue <id>] take it off the list: its next staff call is refused
  late <minutes> [--venue <id>]       after how long (1 to 240 minutes) an order shows late on the staff screen
Options:
  --venue <id>                        the venue (the demo venue, ${demoVenue.id}, unless given)
  --allow-insecure-http               send the operator key over plain http:// to another machine (a private network)`

const args = process.argv.slice(2)
const origin = settingOrExit(() => serverUrlFor(process.env))
const insecure = insecureOriginProblem(origin, args.includes(ALLOW_INSECURE_HTTP))
if (insecure !== null) fail(insecure)
const keyFile = join(projectRoot, ".data", "operator-key")
const operatorKey = process.env["OPERATOR_KEY"] ?? (existsSync(keyFile) ? readFileSync(keyFile, "utf8").trim() : "")

/** One operator call: its answer's body, or the server's message and exit 1. */
const call = async <S extends CallSpec>(spec: S, parts: CallInput<S>): Promise<S["answer"]["Type"]> => {
  const answer = await sendCall(withoutRedirects(fetch), origin, spec, parts, { "x-operator-key": operatorKey }).catch((error: unknown) =>
    fail(
      error instanceof RedirectRefused
        ? `Not following the server at ${origin}: ${error.message}. Set TABLESIDE_URL to the server's own address.`
        : `Cannot reach the server at ${origin} (${error instanceof Error ? error.message : String(error)}). Is it running (npm start)?`,
    ),
  )
  if (answer._tag === "Ok") return answer.body
  if (answer._tag === "Refused") return fail(answer.messages[0] ?? `${answer.status} ${answer.error._tag}`)
  return fail(`The server's answer does not match the contract: ${answer.reason}`)
}

function settingOrExit<T>(read: () => T): T {
  try {
    return read()
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error))
  }
}

/** An amount as staff type it ("1350", "1350.5", "1350.00") in minor units, or null: not an amount. */
function minorUnits(amount: string): number | null {
  const parts = /^(\d{1,9})(?:\.(\d{1,2}))?$/u.exec(amount)
  return parts === null ? null : Number(parts[1]) * 100 + Number((parts[2] ?? "").padEnd(2, "0"))
}

// A declaration, not an arrow: TypeScript narrows after a call only to a declared `never` function.
function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

/** The `--venue <id>` option and the arguments without it; the demo venue unless given. */
function venueOption(given: ReadonlyArray<string>): { venueId: string; others: string[] } {
  const at = given.indexOf("--venue")
  if (at === -1) return { venueId: demoVenue.id, others: [...given] }
  const venueId = given[at + 1]
  if (venueId === undefined) fail(usage)
  return { venueId, others: given.filter((_arg, index) => index !== at && index !== at + 1) }
}

const [command, ...rest] = args.filter((arg) => arg !== ALLOW_INSECURE_HTTP)
switch (command) {
  case "orders": {
    const orders = await call(operatorApi.operatorOrders, { query: rest.includes("--all") ? { all: "1" } : {} })
    if (orders.length === 0) console.log("No open orders.")
    for (const { order, serviceAreaName } of orders) {
      const when = new Date(order.createdAt).toLocaleTimeString()
      console.log(
        `${order.id}  ${order.orderNumber}  ${serviceAreaName}  ${order.orderState.stateName}  ${formatMoney(order.summery?.finalPrice ?? order.price)}  ${when}`,
      )
      // Notes on lines of their own, marked, so the kitchen cannot miss them (control characters never reach here: schema/cart.ts Note).
      if (order.note !== undefined) console.log(`    ! Order note: ${order.note}`)
      for (const line of order.items) {
        console.log(`    ${line.quantity} × ${line.name}${line.choiceSummary.length > 0 ? ` (${line.choiceSummary.join(", ")})` : ""}`)
        if (line.note !== undefined) console.log(`        ! Note: ${line.note}`)
      }
    }
    break
  }
  case "advance": {
    const [orderId, toStateId] = rest
    if (orderId === undefined) fail(usage)
    const order = await call(operatorApi.operatorAdvance, { params: { orderId }, payload: toStateId === undefined ? {} : { toStateId } })
    console.log(`${order.orderNumber} is now ${order.orderState.stateName}.`)
    break
  }
  case "availability": {
    const [itemId, state] = rest
    if (itemId === undefined || (state !== "off" && state !== "on")) fail(usage)
    const sync = await call(operatorApi.operatorAvailability, { params: { itemId }, payload: { available: state === "on" } })
    console.log(`${itemId} is ${state === "on" ? "back on" : "off"} the menu (sync ${sync.type} at ${String(sync.updatedAt)}).`)
    break
  }
  case "price": {
    const [itemId, variantId, amount] = rest
    const price = amount === undefined ? null : minorUnits(amount)
    if (itemId === undefined || variantId === undefined || price === null) fail(usage)
    const sync = await call(operatorApi.operatorPrice, { params: { itemId }, payload: { variantId, price } })
    console.log(`${itemId} (${variantId}) now costs ${formatMoney(price)} (sync ${sync.type} at ${String(sync.updatedAt)}).`)
    break
  }
  case "sms": {
    const [phone] = rest
    if (phone === undefined) fail(usage)
    const messages = await call(devApi.devSmsOutbox, { query: { phone } })
    if (messages.length === 0) console.log(`No valid code was sent to ${phone} (codes expire after 5 minutes).`)
    for (const message of messages) console.log(`${new Date(message.createdAt).toLocaleTimeString()}  ${message.body}`)
    break
  }
  case "requests": {
    const requests = await call(operatorApi.operatorRequests, { query: rest.includes("--all") ? { all: "1" } : {} })
    if (requests.length === 0) console.log("No open requests.")
    for (const { request, serviceAreaName, qrCode } of requests) {
      const minutes = Math.max(0, Math.floor((Date.now() - request.createdAt) / 60_000))
      console.log(`${request.id}  ${request.label}  ${serviceAreaName} (${qrCode})  ${request.status}  ${minutes} min ago`)
    }
    break
  }
  case "ack": {
    const [requestId] = rest
    if (requestId === undefined) fail(usage)
    const request = await call(operatorApi.operatorAcknowledge, { params: { requestId } })
    console.log(`${request.label} request acknowledged: the table sees "On the way".`)
    break
  }
  case "settle": {
    const [qrCode] = rest
    if (qrCode === undefined) fail(usage)
    const { settled, closedRequests } = await call(operatorApi.operatorSettle, { params: { qrCode } })
    const total = settled.reduce((sum, order) => sum + (order.summery?.finalPrice ?? order.price), 0)
    console.log(
      `${qrCode} settled: ${settled.length} order${settled.length === 1 ? "" : "s"} paid (${formatMoney(total)}), ${closedRequests} request${closedRequests === 1 ? "" : "s"} closed.`,
    )
    break
  }
  case "payments": {
    const [qrCode] = rest
    const payments = await call(operatorApi.operatorPayments, { query: qrCode === undefined ? {} : { qrCode } })
    if (payments.length === 0) console.log("No payments.")
    for (const { payment, qrCode: table, settled, refundReason } of payments) {
      const why = refundReason === "late" ? "  refunded: paid after its share was paid or its table settled" : ""
      console.log(
        `${payment.receiptNumber}  ${payment.tableName} (${table})  ${payment.payer.name ?? "a diner"}  ${formatMoney(payment.total, payment.currency)}  ${payment.status}${settled ? "" : "  open bill"}${why}`,
      )
    }
    break
  }
  case "refund": {
    const [receiptNumber] = rest
    if (receiptNumber === undefined) fail(usage)
    const payment = await call(operatorApi.operatorRefund, { params: { receiptNumber } })
    console.log(
      `${payment.receiptNumber} refunded: ${formatMoney(payment.total, payment.currency)} to the ${payment.card.brand} card ending ${payment.card.last4} (${payment.tableName}).`,
    )
    break
  }
  case "feedback": {
    const [venueId] = rest
    const given = await call(operatorApi.operatorFeedback, { query: venueId === undefined ? {} : { venueId } })
    if (given.length === 0) console.log("No feedback.")
    // Per venue, each venue's newest first (Node 20 has no Map.groupBy).
    const byVenue = new Map<string, Array<(typeof given)[number]>>()
    for (const each of given) byVenue.set(each.venueId, [...(byVenue.get(each.venueId) ?? []), each])
    for (const [id, ofVenue] of byVenue) {
      console.log(`${ofVenue[0]?.venueName ?? ""} (${id})`)
      for (const { feedback, receiptNumber, tableName, qrCode } of ofVenue) {
        const when = new Date(feedback.at).toLocaleString()
        const reasons = feedback.reasons.length === 0 ? "" : `  ${feedback.reasons.join(", ")}`
        console.log(
          `  ${receiptNumber}  ${tableName} (${qrCode})  ${feedback.rating === "up" ? "thumbs up" : "thumbs down"}${reasons}  ${when}`,
        )
        // The comment on a line of its own (control characters never reach here: schema/text.ts visibleLine).
        if (feedback.comment !== undefined) console.log(`      "${feedback.comment}"`)
      }
    }
    break
  }
  case "staff": {
    const { venueId, others } = venueOption(rest)
    const [action, email] = others
    if (action === "list") {
      const listed = await call(operatorApi.operatorStaffList, { params: { venueId } })
      if (listed.length === 0) console.log(`No one is on the staff list of ${venueId}.`)
      for (const staff of listed) console.log(`${staff.email}  added ${new Date(staff.addedAt).toLocaleString()}`)
      break
    }
    if ((action !== "add" && action !== "remove") || email === undefined) fail(usage)
    const spec = action === "add" ? operatorApi.operatorStaffAdd : operatorApi.operatorStaffRemove
    const { email: kept, changed } = await call(spec, { params: { venueId }, payload: { email } })
    if (action === "add")
      console.log(
        changed ? `${kept} may now sign in to the staff screen of ${venueId}.` : `${kept} was already on the staff list of ${venueId}.`,
      )
    else console.log(changed ? `${kept} is off the staff list of ${venueId}.` : `${kept} was not on the staff list of ${venueId}.`)
    break
  }
  case "late": {
    const { venueId, others } = venueOption(rest)
    const minutes = Number(others[0])
    if (others.length !== 1 || !Number.isInteger(minutes)) fail(usage)
    const set = await call(operatorApi.operatorLateAfter, { params: { venueId }, payload: { minutes } })
    console.log(`Orders at ${set.venueId} show late after ${set.lateAfterMinutes} minutes.`)
    break
  }
  default:
    fail(usage)
}
