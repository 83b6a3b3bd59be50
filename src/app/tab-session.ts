/** Where this tab keeps its session's id (session storage): a reload keeps it, a new tab starts clean. */
export const SESSION_KEY = "tableside.session"

/** This tab already has a session of its own (a reload, or a page it went back to). */
export const tabHasSession = (): boolean => {
  try {
    return sessionStorage.getItem(SESSION_KEY) !== null
  } catch {
    // Storage refused (some private modes): nothing was kept, so nothing is there to restore.
    return false
  }
}

/** The table this tab (session storage) and this device (local storage) last opened. */
export const TABLE_KEY = "tableside.table"

/**
 * Keeps `qrCode` as the table last opened, or forgets it (null): a reload that finds the log cut
 * short goes back to it, and the installed app reopens it (src/app/local-log.ts). A served menu
 * keeps its table as soon as it is hydrated, whether or not the app's store ever starts.
 */
export const keepTable = (qrCode: string | null): void => {
  try {
    for (const storage of [sessionStorage, localStorage]) {
      if (qrCode === null) storage.removeItem(TABLE_KEY)
      else storage.setItem(TABLE_KEY, qrCode)
    }
  } catch {
    // Storage refused: the table is not reopened on its own next time, nothing else changes.
  }
}
