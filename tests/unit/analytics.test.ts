import { afterEach, describe, expect, it, vi } from "vitest"
import type { AppConfig } from "../../schema/app-config"
import { readAppConfig } from "../../schema/app-config"
import { createAnalytics } from "../../streams/analytics"

const local = readAppConfig({})

describe("analytics without Firebase Analytics", () => {
  afterEach(() => vi.restoreAllMocks())

  it("logs page views to the console in development only, with the path and nothing else", () => {
    const info = vi.spyOn(console, "info").mockImplementation(() => undefined)
    createAnalytics(local, true, Promise.resolve()).pageView("/venue/cart")
    createAnalytics(local, false, Promise.resolve()).pageView("/venue/orders")
    expect(info.mock.calls).toEqual([["[analytics] page_view /venue/cart"]])
  })
})

describe("app settings", () => {
  it("runs on the local default with no Firebase settings", () => {
    expect(local).toMatchObject<Partial<AppConfig>>({ authEmulator: "same-origin", live: "server" })
  })

  it("stops the start with a message naming a missing production setting", () => {
    expect(() => readAppConfig({ VITE_FIREBASE_API_KEY: "key" })).toThrow(/projectId/)
    expect(readAppConfig({ VITE_FIREBASE_API_KEY: "key", VITE_FIREBASE_PROJECT_ID: "tableside-prod" })).toMatchObject({
      authEmulator: null,
      live: "firestore",
    })
  })
})
