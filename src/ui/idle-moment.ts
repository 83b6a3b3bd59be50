/**
 * The main thread's next free moment: an idle callback (within `timeoutMs` in any case), where
 * the browser has one; else the next task.
 */
export const idleMoment = (timeoutMs = 1000): Promise<void> =>
  new Promise((resolve) => {
    if (typeof requestIdleCallback === "function") requestIdleCallback(() => resolve(), { timeout: timeoutMs })
    else setTimeout(resolve, 0)
  })
