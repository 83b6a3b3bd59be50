import { randomUUID } from "node:crypto"
import { mkdirSync } from "node:fs"
import { deleteApp, initializeApp } from "firebase-admin/app"
import { getAuth } from "firebase-admin/auth"
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest"
import { DEMO_PROJECT_ID } from "../../server/config"
import { holdRequests, PHONE_VIEWPORT, axeViolations, watchConsole } from "../support/browser"
import { setupBrowser } from "../support/e2e-suite"
import { startServerProcess, type ServerProcess } from "../support/server-process"
import { findDish } from "../support/menu-page"
import { codeSentTo } from "../support/sms-outbox"

const shots = "test-results/screens"

/** The gate of the Google and phone tables, through the Auth emulator, in Chromium. */
describe("signing in at tables that need it", () => {
  let server: ServerProcess
  const chromium = setupBrowser()
  const admin = initializeApp({ projectId: DEMO_PROJECT_ID }, `sign-in-test-${randomUUID()}`)

  beforeAll(async () => {
    process.env["FIREBASE_AUTH_EMULATOR_HOST"] = inject("authEmulatorHost")
    mkdirSync(shots, { recursive: true })
    server = await startServerProcess()
  })
  afterAll(async () => {
    await server?.stop()
    await deleteApp(admin)
  })

  const claimsOf = async (email: string) => (await getAuth(admin).getUserByEmail(email)).customClaims ?? {}

  it("demo-table-google: Authentication Required, then the emulator's Google account, then the menu", async () => {
    const page = await chromium.browser.newPage({ viewport: PHONE_VIEWPORT })
    const problems = watchConsole(page)
    // The server's gate, as the page arrived: hydrated, it is the very element the diner then signs in on.
    await page.addInitScript(() =>
      document.addEventListener("DOMContentLoaded", () => {
        ;(window as { servedGate?: Element | null }).servedGate = document.querySelector("#root main")
      }),
    )
    await page.goto(`${server.origin}/demo-table-google`)
    await page.getByRole("heading", { name: "Authentication Required" }).waitFor()
    expect(await page.evaluate(() => (window as { servedGate?: Element | null }).servedGate?.isConnected)).toBe(true)
    expect(
      await page.getByText("This venue requires Google authentication to continue. Please sign in with your Google account.").isVisible(),
    ).toBe(true)
    expect(await page.getByText(/terms of service and privacy policy/).isVisible()).toBe(true)
    await page.screenshot({ path: `${shots}/gate-google.png` })
    expect(await axeViolations(page)).toEqual([])

    await page.getByRole("button", { name: "Sign in with Google" }).click()
    const email = `diner-${randomUUID().slice(0, 8)}@example.com`
    await page.getByLabel("Email").fill(email)
    await page.getByLabel("Name").fill("Nimali Perera")
    await page.getByRole("button", { name: "Continue" }).click()
    await findDish(page, "Cheese Kottu")
    expect(new URL(page.url()).pathname).toBe("/venue")
    // The claim is written by the first of the diner's calls that needs the sign-in, which may still be on its way.
    await expect.poll(() => claimsOf(email)).toMatchObject({ "tenant-id": "tenant-lotus" })
    expect(problems().filter((problem) => !problem.includes("Open Core"))).toEqual([])
    await page.close()
  })

  it("demo-table-phone: Google, then the phone and the code from the local SMS outbox, then the menu", async () => {
    const page = await chromium.browser.newPage({ viewport: PHONE_VIEWPORT })
    await page.goto(`${server.origin}/demo-table-phone`)
    await page.getByRole("button", { name: "Sign in with Google" }).click()
    const email = `diner-${randomUUID().slice(0, 8)}@example.com`
    await page.getByLabel("Email").fill(email)
    await page.getByRole("button", { name: "Continue" }).click()

    await page.getByRole("heading", { name: "Phone Number Verification" }).waitFor()
    const phone = page.getByPlaceholder("07xx xxx xxx")
    const send = page.getByRole("button", { name: "Send Verification Code" })
    await phone.fill("77123")
    expect(await send.isDisabled()).toBe(true)
    await phone.fill("077-123 4567 89")
    expect(await phone.inputValue()).toBe("0771 234 567")
    await page.screenshot({ path: `${shots}/gate-phone.png` })
    expect(await axeViolations(page)).toEqual([])
    // The busy texts show while the server is asked.
    const holdPhone = (pattern: string) => holdRequests(page, pattern)
    const sending = await holdPhone("**/api/user/phone/0771234567")
    await send.click()
    await page.getByRole("button", { name: "Sending..." }).waitFor()
    await sending()

    await page.getByRole("heading", { name: "Enter Verification Code" }).waitFor()
    expect(await axeViolations(page)).toEqual([])
    await page.getByLabel(/6-digit code/).fill("000000")
    const verifying = await holdPhone("**/api/user/phone/verify/*")
    await page.getByRole("button", { name: "Verify Code" }).click()
    await page.getByRole("button", { name: "Verifying..." }).waitFor()
    await verifying()
    await page
      .getByRole("alert")
      .filter({ hasText: /That code is not right|Ask for a new one/ })
      .waitFor()

    // Resend asks again (refused within 30 s: the server's own message is shown).
    const resending = await holdPhone("**/api/user/phone/0771234567")
    await page.getByRole("button", { name: "Resend Code" }).click()
    await page.getByRole("button", { name: "Resending..." }).waitFor()
    await resending()
    await page.getByRole("alert").filter({ hasText: "Please wait" }).waitFor()

    // Change Phone Number goes back to the phone step and clears the code and the error.
    await page.getByRole("button", { name: "Change Phone Number" }).click()
    await page.getByRole("heading", { name: "Phone Number Verification" }).waitFor()
    expect(await page.getByRole("alert").count()).toBe(0)
    await phone.fill("0712345678")
    await page.getByRole("button", { name: "Send Verification Code" }).click()
    await page.getByRole("heading", { name: "Enter Verification Code" }).waitFor()
    expect(await page.getByLabel(/6-digit code/).inputValue()).toBe("")

    // The staff's view of the local outbox (operator key), and the server's console, show the code.
    const code = await codeSentTo(server.origin, "0712345678")
    expect(server.output()).toContain(`${code} is your`)
    await page.getByLabel(/6-digit code/).fill(code)
    await page.getByRole("button", { name: "Verify Code" }).click()
    await findDish(page, "Cheese Kottu")
    expect(new URL(page.url()).pathname).toBe("/venue")
    await expect.poll(() => claimsOf(email)).toMatchObject({ "tenant-id": "tenant-lotus", phoneNumberVerified: true })
    await page.close()
  })
})
