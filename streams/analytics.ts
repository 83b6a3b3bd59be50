import type { AppConfig } from "../schema/app-config"
import { firebaseApp } from "./firebase-app"

/**
 * Page views on every route change. Through Firebase Analytics when the app is configured
 * with a measurement id (loaded on demand, off the first paint); otherwise to the console in
 * development only. Only the path is sent: nothing personal.
 */
export interface Analytics {
  pageView(path: string): void
}

export const createAnalytics = (config: AppConfig, development: boolean): Analytics => {
  if (config.firebase.measurementId === null) {
    return {
      pageView: (path) => {
        if (development) console.info(`[analytics] page_view ${path}`)
      },
    }
  }
  const ready = (async () => {
    const [app, analytics] = await Promise.all([firebaseApp(config), import("firebase/analytics")])
    return (path: string) => analytics.logEvent(analytics.getAnalytics(app), "page_view", { page_path: path })
  })()
  return { pageView: (path) => void ready.then((log) => log(path)).catch(() => undefined) }
}
