import { collection, onSnapshot, query, where, type Firestore } from "firebase/firestore"
import { BehaviorSubject, concat, defer, distinctUntilChanged, finalize, from, ignoreElements, Observable, retry, share, timer } from "rxjs"
import { staffCollectionPath } from "../../../schema/firestore-staff-paths"
import { backoffMs } from "../../../streams/rpc"
import { decodeStaffPayload, type FeedStatus, type StaffLive, type StaffLiveEvent } from "./staff-live"

/**
 * How far back the listener asks for the feed's entries, against this device's clock: the
 * entries it finds there at first are skipped (the screen reads its lists at `ready`), so this
 * only has to cover a device clock that runs ahead of the server's.
 */
export const LOOKBACK_MS = 60 * 60 * 1000

/**
 * The staff screen's live feed in production: a Firestore listener on the venue's staff feed
 * (paths and rules: schema/firestore-paths.ts), the same changes as the server's feed
 * (staff-live.ts) behind the same interface. First a call to the venue (`admitted`), whose
 * access check writes the member's admission that the rules read; then one listener. Its first
 * answer from the server is `ready` (the screen reads its lists then, as at an SSE connection's
 * start); each entry added after it is a change, in the order of the server's log. A listener the
 * database ends (the admission not there, a refusal) is logged and starts again with back-off,
 * from the call.
 */
export const createStaffFirestoreLive = ({
  firestore,
  tenantId,
  venueId,
  admitted,
  now,
  log,
}: {
  readonly firestore: Firestore
  readonly tenantId: string
  readonly venueId: string
  /** A staff call to the venue: when it answers, access has written the member's admission. */
  readonly admitted: () => Promise<unknown>
  readonly now: () => number
  readonly log: (message: string) => void
}): StaffLive => {
  const status = new BehaviorSubject<FeedStatus>("connecting")
  const feed = collection(firestore, staffCollectionPath("staffFeed", { tenantId, venueId }))

  const listen = () =>
    new Observable<StaffLiveEvent>((subscriber) => {
      let ready = false
      return onSnapshot(
        query(feed, where("mirroredAt", ">", now() - LOOKBACK_MS)),
        { includeMetadataChanges: true },
        (snapshot) => {
          status.next(snapshot.metadata.fromCache ? "reconnecting" : "live")
          // Until the server's first answer, what is there was written before the lists are read.
          if (!ready) {
            if (snapshot.metadata.fromCache) return
            ready = true
            subscriber.next({ kind: "ready" })
            return
          }
          const added = snapshot
            .docChanges()
            .filter((change) => change.type === "added")
            .map((change) => change.doc.data())
            .sort((a, b) => Number(a["seq"]) - Number(b["seq"]))
          for (const entry of added) subscriber.next(decodeStaffPayload(String(entry["kind"]), entry["payload"]))
        },
        (error) => subscriber.error(error),
      )
    })

  const events$ = defer(() => concat(from(admitted()).pipe(ignoreElements()), listen())).pipe(
    retry({
      resetOnSuccess: true,
      delay: (error: unknown, failures) => {
        status.next("reconnecting")
        log(`staff firestore feed: ${error instanceof Error ? error.message : String(error)}; listening again`)
        return timer(backoffMs(failures - 1))
      },
    }),
    finalize(() => status.next("connecting")),
    share(),
  )
  return { events$, status$: status.pipe(distinctUntilChanged()) }
}
