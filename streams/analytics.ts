import type { AppConfig } from "../schema/app-config"

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
  const measurementId = config.firebase.measurementId
  const ready = (async () => {
    const [{ getApp, getApps, initializeApp }, analytics] = await Promise.all([import("firebase/app"), import("firebase/analytics")])
    const app = getApps().length > 0 ? getApp() : initializeApp({ apiKey: config.firebase.apiKey, projectId: config.firebase.projectId, measurementId })
    return (path: string) => analytics.logEvent(analytics.getAnalytics(app), "page_view", { page_path: path })
  })()
  return { pageView: (path) => void ready.then((log) => log(path)).catch(() => undefined) }
}
