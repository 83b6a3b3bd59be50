import { BehaviorSubject, of } from "rxjs"
import { createCommands } from "../../streams/commands"
import type { AppState } from "../domain/app-state"
import type { AppStore } from "../store/store-context"

/**
 * A store that only holds the state: a screen drawn from it never acts. The server draws a
 * table's first screen with it (src/app/server-entry.tsx), and tests/screens/ every screen.
 */
export const stateOnlyStore = (state: AppState): AppStore => ({
  state$: new BehaviorSubject(state),
  getState: () => state,
  servedState: () => state,
  commands: createCommands({ state: () => state, newKey: () => "" }).commands,
  auth: {
    user$: of(null),
    token: () => null,
    refreshToken: async () => undefined,
    signInWithGoogle: async () => undefined,
    usesEmulator: false,
  },
  exportLog: async () => "",
  showReplay: () => undefined,
  analytics: { pageView: () => undefined },
})
