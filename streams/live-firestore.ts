import { Result, Schema } from "effect"
import type { Firestore } from "firebase/firestore"
import { collection, doc, onSnapshot, query, where } from "firebase/firestore"
import { BehaviorSubject, distinctUntilChanged, Observable, share, switchMap, EMPTY } from "rxjs"
import { AvailabilitySync } from "../schema/availability"
import { availabilityDocumentPath, ordersCollectionPath, staffRequestsCollectionPath, tableCartDocumentPath } from "../schema/firestore-paths"
import { Order } from "../schema/order"
import { StaffRequest } from "../schema/staff-request"
import { TableCartChanged } from "../schema/table-cart"
import type { LiveSource } from "./live"
import type { Connection } from "../schema/events"

/** What the listeners follow: the diner's tenant, venue and service area, once known. */
export interface FirestoreScope {
  readonly tenantId: string
  readonly venueId: string
  readonly serviceAreaId: string
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

/**
 * Firestore listeners behind the LiveSource interface (paths: schema/firestore-paths.ts). Every
 * document is decoded; a bad one, or a listener error, is logged and skipped, never thrown.
 * The first snapshot of a query carries every matching order, then each change follows.
 */
export const createFirestoreLive = ({ orders, availability, scope$, log }: FirestoreLiveDeps): LiveSource => {
  const connection = new BehaviorSubject<Connection>("Unknown")
  const scoped = <A>(listen: (scope: FirestoreScope) => Observable<A>) =>
    scope$.pipe(
      distinctUntilChanged((a, b) => a?.tenantId === b?.tenantId && a?.venueId === b?.venueId && a?.serviceAreaId === b?.serviceAreaId),
      switchMap((scope) => (scope === null ? EMPTY : listen(scope))),
      share(),
    )

  /** A tenant collection's documents of the service area: every one first, then each change. */
  const areaDocuments = <A>(what: string, path: (tenantId: string) => string, decode: (input: unknown) => Result.Result<A, Schema.SchemaError>, tracksConnection: boolean) =>
    scoped(
      (scope) =>
        new Observable<A>((subscriber) =>
          onSnapshot(
            query(collection(orders, path(scope.tenantId)), where("serviceAreaId", "==", scope.serviceAreaId)),
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
            },
          ),
        ),
    )
  const orders$ = areaDocuments("order", ordersCollectionPath, decodeOrder, true)
  const requests$ = areaDocuments("staff request", staffRequestsCollectionPath, decodeRequest, false)

  const availability$ = scoped(
    (scope) =>
      new Observable<AvailabilitySync>((subscriber) =>
        onSnapshot(
          doc(availability, availabilityDocumentPath(scope.tenantId, scope.venueId)),
          (snapshot) => {
            if (!snapshot.exists()) return
            const data = snapshot.data()
            // Firestore Timestamps arrive as objects with seconds and nanoseconds.
            const updatedAt: unknown = data["updatedAt"] !== null && typeof data["updatedAt"] === "object" && "seconds" in data["updatedAt"] ? { seconds: Number(data["updatedAt"].seconds), nanoseconds: Number(data["updatedAt"].nanoseconds) } : data["updatedAt"]
            const decoded = decodeAvailability({ ...data, updatedAt })
            if (Result.isSuccess(decoded)) subscriber.next(decoded.success)
            else log(`firestore availability document does not match its schema: ${decoded.failure.message}`)
          },
          (error) => log(`firestore availability listener: ${error.message}`),
        ),
      ),
  )

  // The table's shared cart: one document per table, its version (the app reads the cart again).
  const tableCart$ = scoped(
    (scope) =>
      new Observable<TableCartChanged>((subscriber) =>
        onSnapshot(
          doc(orders, tableCartDocumentPath(scope.tenantId, scope.serviceAreaId)),
          (snapshot) => {
            if (!snapshot.exists()) return
            const decoded = decodeTableCart(snapshot.data())
            if (Result.isSuccess(decoded)) subscriber.next(decoded.success)
            else log(`firestore table cart document does not match its schema: ${decoded.failure.message}`)
          },
          (error) => log(`firestore table cart listener: ${error.message}`),
        ),
      ),
  )

  return { orders$: () => orders$, requests$: () => requests$, availability$: () => availability$, tableCart$: () => tableCart$, connection$: () => connection.pipe(distinctUntilChanged()) }
}
