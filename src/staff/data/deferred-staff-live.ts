import { defer, retry, shareReplay, startWith, switchMap, timer } from "rxjs"
import { backoffMs } from "../../../streams/rpc"
import type { StaffLive } from "./staff-live"

/**
 * A live feed whose code is loaded when it is first followed (Firestore's: the screen does not
 * carry its SDK until a venue is followed); a chunk that failed to load is asked for again.
 */
export const deferredStaffLive = (load: () => Promise<StaffLive>): StaffLive => {
  const live$ = defer(load).pipe(
    retry({ delay: (_error, failures) => timer(backoffMs(failures - 1)) }),
    shareReplay({ bufferSize: 1, refCount: false }),
  )
  return {
    events$: live$.pipe(switchMap((live) => live.events$)),
    status$: live$.pipe(
      switchMap((live) => live.status$),
      startWith("connecting" as const),
    ),
  }
}
