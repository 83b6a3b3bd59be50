import type { AppConfig } from "../schema/app-config"

/**
 * Page views on every route change. Through Firebase Analytics when the app is configured
 * with a measurement id (loaded once `start` settles: the page's first idle moment, off the
 * first screen's path; views before then wait for it); otherwise to the console in development
 * only. Only the path is sent: nothing personal.
 */
export interface Analytics {
  pageView(path: string): void
}

export const createAnalytics = (config: AppConfig, development: boolean, start: Promise<unknown>): Analytics => {
  if (config.firebase.measurementId === null) {
    return {
      pageView: (path) => {
        if (development) console.info(`[analytics] page_view ${path}`)
      },
    }
  }
  const ready = (async () => {
    await start
    const [{ firebaseApp }, analytics] = await Promise.all([import("./firebase-app"), import("firebase/analytics")])
    const app = firebaseApp(config)
    return (path: string) => analytics.logEvent(analytics.getAnalytics(app), "page_view", { page_path: path })
  })()
  return { pageView: (path) => void ready.then((log) => log(path)).catch(() => undefined) }
}
