import { describe, expect, it } from "vitest"
import english from "../../src/ui/i18n/messages/en.json"
import { axeViolations, PHONE_VIEWPORT, serveShellFor, watchConsole } from "../support/browser"
import { setupServerAndBrowser } from "../support/e2e-suite"
import { findDish } from "../support/menu-page"

/**
 * Bad answers from a venue platform never give a blank screen or an uncaught error: the diner
 * sees what went wrong and can try again. Menu text is data, never markup. The table's link is
 * answered with the app's shell, so the client asks for the venue and menu itself. Which bad
 * answers the typed client refuses, and that each fails the table's load, is proved in Node for
 * every kind (tests/unit/malformed-answers.test.ts, tests/property/rpc-fuzz.property.test.ts);
 * here, one of each call the diner waits on shows as a screen the diner can recover from.
 */
describe("malformed answers and hostile menu text", () => {
  const suite = setupServerAndBrowser()

  it("shows a recoverable, axe-clean error for a malformed venue, menu or orders answer, and recovers", async () => {
    // No service worker: it would answer the table's link with the page it kept, whose embedded
    // answers the client takes instead of asking (and routes do not see what a worker answers).
    const page = await suite.browser.newPage({ viewport: PHONE_VIEWPORT, serviceWorkers: "block" })
    const problems = watchConsole(page)
    await serveShellFor(page, `${suite.server.origin}/demo-table-1`)
    const tryAgain = page.getByRole("link", { name: english.tryAgain })
    // An answer that is no JSON (the venue), then a gateway's refusal (the menu): the same error screen.
    for (const [target, status, body] of [
      ["**/api/venue/**", 200, "<html>gateway</html>"],
      ["**/api/menu/pick/**", 502, "Bad gateway"],
    ] as const) {
      await page.route(target, (route) => route.fulfill({ status, body, contentType: "application/json" }))
      await page.goto(`${suite.server.origin}/demo-table-1`)
      await page.getByRole("alert").filter({ hasText: english["venueError.failed"] }).waitFor()
      expect(await tryAgain.isVisible(), `${target} ${status}`).toBe(true)
      expect(await axeViolations(page), `${target} ${status}`).toEqual([])
      await page.unroute(target)
    }
    // Then the real answers come back, and so does the menu.
    await tryAgain.click()
    await findDish(page, "Cheese Kottu")

    // The bill screen, its orders answered with a body of the wrong shape: said, with a retry.
    const orders = "**/api/orders/search**"
    await page.route(orders, (route) =>
      route.fulfill({ status: 200, body: JSON.stringify({ body: { items: [{ name: null }] } }), contentType: "application/json" }),
    )
    await page.getByRole("link", { name: english["header.bill"], exact: true }).click()
    const failed = page.getByRole("alert").filter({ hasText: english["orders.failed"] })
    await failed.waitFor()
    expect(await axeViolations(page), "orders failed").toEqual([])
    await page.unroute(orders)
    await failed.getByRole("button", { name: english.tryAgain }).click()
    await page.getByText(english["orders.none"]).waitFor()
    expect(await failed.count()).toBe(0)
    expect(problems().filter((problem) => problem.startsWith("page error"))).toEqual([])
    await page.close()
  })

  it("renders item and venue names with HTML or script as text", async () => {
    const page = await suite.browser.newPage({ viewport: PHONE_VIEWPORT, serviceWorkers: "block" })
    const hostile = `<img src=x onerror="document.title='pwned'">Kottu<script>document.title='pwned'</script>`
    await page.route("**/api/menu/pick/**", async (route) => {
      const answer = (await (await route.fetch()).json()) as { body: { items: Array<{ name: string }> } }
      const first = answer.body.items[0]
      if (first !== undefined) first.name = hostile
      await route.fulfill({ json: answer })
    })
    await page.route("**/api/venue/**", async (route) => {
      const answer = (await (await route.fetch()).json()) as { body: { venue: { name: string } } }
      answer.body.venue.name = `<b>Bold</b> & "quoted"`
      await route.fulfill({ json: answer })
    })
    await serveShellFor(page, `${suite.server.origin}/demo-table-1`)
    await page.goto(`${suite.server.origin}/demo-table-1`)
    await page.getByText(hostile).waitFor()
    expect(await page.locator('img[src="x"]').count()).toBe(0)
    expect(await page.title()).toBe(`<b>Bold</b> & "quoted"`)
    expect(await page.locator("header b").count()).toBe(0)
    await page.close()
  })
})
