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

/** Where this tab keeps a scan (the table's link opened) until the app's store has logged it. */
export const SCAN_KEY = "tableside.scanned"

/**
 * Keeps a scan of `qrCode` (the table's link opened: a new arrival, which joins the table's
 * current visit) from the page's first script on. The server's page stands for the app until
 * the diner uses it, and moves on to `/venue` at once: a diner who reloads it or opens the bill
 * before the app's store has started would otherwise leave the scan behind with the page, and
 * stay in a visit that ended (src/app/root.ts takes it).
 */
export const keepScan = (qrCode: string): void => {
  try {
    sessionStorage.setItem(SCAN_KEY, qrCode)
  } catch {
    // Storage refused: the app's store, if it starts on this page, still logs the scan (src/app/root.ts).
  }
}

/** The scan this tab kept and no store has logged yet, forgotten as it is taken; null: none. */
export const takeScan = (): string | null => {
  try {
    const scanned = sessionStorage.getItem(SCAN_KEY)
    sessionStorage.removeItem(SCAN_KEY)
    return scanned
  } catch {
    return null
  }
}
