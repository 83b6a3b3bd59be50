import { Result, Schema } from "effect"
import type { Firestore } from "firebase/firestore"
import { collection, doc, onSnapshot } from "firebase/firestore"
import { BehaviorSubject, distinctUntilChanged, map, Observable, retry, share, switchMap, timer, EMPTY } from "rxjs"
import { AvailabilitySync } from "../schema/availability"
import { collectionPath, documentPath } from "../schema/firestore-paths"
import { Order } from "../schema/order"
import { PaymentMade } from "../schema/payment"
import { StaffRequest } from "../schema/staff-request"
import { TableCartChanged } from "../schema/table-cart"
import type { LiveSource } from "./live"
import type { Connection } from "../schema/events"

/**
 * What the listeners follow: the diner's tenant, venue and service area, once known, and their
 * visit there once read or joined (null before: the table's listeners wait for it, the venue's do not).
 */
export interface FirestoreScope {
  readonly tenantId: string
  readonly venueId: string
  readonly serviceAreaId: string
  readonly visitId: string | null
}

/** The visit whose documents a table's listeners read. */
interface VisitScope {
  readonly tenantId: string
  readonly serviceAreaId: string
  readonly visitId: string
}

export interface FirestoreLiveDeps {
  /** Firestore for the orders listener, and for the availability one (may be the same). */
  readonly orders: Firestore
  readonly availability: Firestore
  readonly scope$: Observable<FirestoreScope | null>
  readonly log: (message: string) => void
}

const decodeOrder = Schema.decodeUnknownResult(Order)
const decodeRequest = Schema.decodeUnknownResult(StaffRequest)
const decodeAvailability = Schema.decodeUnknownResult(AvailabilitySync)
const decodeTableCart = Schema.decodeUnknownResult(TableCartChanged)
const decodePayment = Schema.decodeUnknownResult(PaymentMade)

/** Waits before a listener that failed listens again: doubling from the first to the last. */
const RELISTEN_MS = { first: 1_000, last: 30_000 }

/**
 * Firestore listeners behind the LiveSource interface (paths and rules:
 * schema/firestore-paths.ts). The table's listeners read the diner's own visit, and move to
 * the next one when the diner starts a new order: nothing of another party reaches them. Every
 * document is decoded; a bad one is logged and skipped, never thrown. The first snapshot of a
 * visit's collection carries every document, then each change follows. A listener the database
 * ends (refused before the server's admission of the diner landed, or a lost connection) is
 * logged and listens again after a back-off.
 */
export const createFirestoreLive = ({ orders, availability, scope$, log }: FirestoreLiveDeps): LiveSource => {
  const connection = new BehaviorSubject<Connection>("Unknown")
  /** A listener of the part of the scope it reads (`part`: null while unknown), listening anew when that part changes. */
  const scoped = <S, A>(part: (scope: FirestoreScope) => S | null, listen: (scope: S) => Observable<A>) =>
    scope$.pipe(
      map((scope) => (scope === null ? null : part(scope))),
      // Parts are small flat records of ids, built by one function each (so in one key order).
      distinctUntilChanged<S | null>((a, b) => JSON.stringify(a) === JSON.stringify(b)),
      switchMap((scope) =>
        scope === null
          ? EMPTY
          : listen(scope).pipe(
              retry({
                delay: (_error, count) => timer(Math.min(RELISTEN_MS.first * 2 ** (count - 1), RELISTEN_MS.last)),
                resetOnSuccess: true,
              }),
            ),
      ),
      share(),
    )

  /** The visit's documents of a kind: every one first, then each change. */
  const areaDocuments = <A>(
    what: string,
    kind: "order" | "staffRequest" | "payment",
    decode: (input: unknown) => Result.Result<A, Schema.SchemaError>,
    tracksConnection: boolean,
  ) =>
    scoped(
      visitOf,
      (visit) =>
        new Observable<A>((subscriber) =>
          onSnapshot(
            collection(orders, collectionPath(kind, visit)),
            { includeMetadataChanges: tracksConnection },
            (snapshot) => {
              if (tracksConnection) connection.next(snapshot.metadata.fromCache ? "Offline" : "Online")
              for (const change of snapshot.docChanges()) {
                if (change.type === "removed") continue
                const decoded = decode({ ...change.doc.data(), id: change.doc.id })
                if (Result.isSuccess(decoded)) subscriber.next(decoded.success)
                else log(`firestore ${what} ${change.doc.id} does not match its schema: ${decoded.failure.message}`)
              }
            },
            (error) => {
              if (tracksConnection) connection.next("Offline")
              log(`firestore ${what} listener: ${error.message}`)
              subscriber.error(error)
            },
          ),
        ),
    )
  const orders$ = areaDocuments("order", "order", decodeOrder, true)
  const requests$ = areaDocuments("staff request", "staffRequest", decodeRequest, false)
  const payments$ = areaDocuments("payment", "payment", decodePayment, false)

  const availability$ = scoped(
    ({ tenantId, venueId }) => ({ tenantId, venueId }),
    (venue) =>
      new Observable<AvailabilitySync>((subscriber) =>
        onSnapshot(
          doc(availability, documentPath("availability", venue)),
          (snapshot) => {
            if (!snapshot.exists()) return
            const data = snapshot.data()
            // Firestore Timestamps arrive as objects with seconds and nanoseconds.
            const updatedAt: unknown =
              data["updatedAt"] !== null && typeof data["updatedAt"] === "object" && "seconds" in data["updatedAt"]
                ? { seconds: Number(data["updatedAt"].seconds), nanoseconds: Number(data["updatedAt"].nanoseconds) }
                : data["updatedAt"]
            const decoded = decodeAvailability({ ...data, updatedAt })
            if (Result.isSuccess(decoded)) subscriber.next(decoded.success)
            else log(`firestore availability document does not match its schema: ${decoded.failure.message}`)
          },
          (error) => {
            log(`firestore availability listener: ${error.message}`)
            subscriber.error(error)
          },
        ),
      ),
  )

  // The table's shared cart: one document per visit, its version (the app reads the cart again).
  const tableCart$ = scoped(
    visitOf,
    (visit) =>
      new Observable<TableCartChanged>((subscriber) =>
        onSnapshot(
          doc(orders, documentPath("tableCart", visit)),
          (snapshot) => {
            if (!snapshot.exists()) return
            const decoded = decodeTableCart(snapshot.data())
            if (Result.isSuccess(decoded)) subscriber.next(decoded.success)
            else log(`firestore table cart document does not match its schema: ${decoded.failure.message}`)
          },
          (error) => {
            log(`firestore table cart listener: ${error.message}`)
            subscriber.error(error)
          },
        ),
      ),
  )

  return {
    orders$: () => orders$,
    requests$: () => requests$,
    availability$: () => availability$,
    tableCart$: () => tableCart$,
    payments$: () => payments$,
    connection$: () => connection.pipe(distinctUntilChanged()),
  }
}

const visitOf = ({ tenantId, serviceAreaId, visitId }: FirestoreScope): VisitScope | null =>
  visitId === null ? null : { tenantId, serviceAreaId, visitId }
