import { describe, expect, it } from "vitest"
import { PHONE_VIEWPORT, serveShellFor, watchConsole } from "../support/browser"
import { setupServerAndBrowser } from "../support/e2e-suite"
import { findDish } from "../support/menu-page"

/**
 * Bad answers from a venue platform never give a blank screen or an uncaught error: the diner
 * sees what went wrong and can try again. Menu text is data, never markup. The table's link is
 * answered with the app's shell, so the client asks for the venue and menu itself.
 */
describe("malformed answers and hostile menu text", () => {
  const suite = setupServerAndBrowser()

  const malformed: Array<[number, string]> = [
    [200, "{"],
    [200, "<html>gateway</html>"],
    [200, "null"],
    [200, JSON.stringify({ body: null })],
    [200, JSON.stringify({ body: { venue: { name: 42 } } })],
    [200, JSON.stringify({ venue: {} })],
    [200, JSON.stringify({ body: { venue: { id: "v", name: "x".repeat(100_000), logo: null, tenant: { id: "t" } } } })],
    [500, JSON.stringify({ errors: [{ message: "boom" }] })],
    [502, "Bad gateway"],
    [403, JSON.stringify({ errors: "not a list" })],
    [429, ""],
    [201, JSON.stringify({ body: { items: [{ name: null }] } })],
  ]

  it("shows a recoverable error for every malformed venue or menu answer", async () => {
    // No service worker: it would answer the table's link with the page it kept, whose embedded
    // answers the client takes instead of asking (and routes do not see what a worker answers).
    const page = await suite.browser.newPage({ viewport: PHONE_VIEWPORT, serviceWorkers: "block" })
    const problems = watchConsole(page)
    await serveShellFor(page, `${suite.server.origin}/demo-table-1`)
    for (const [index, [status, body]] of malformed.entries()) {
      const target = index % 2 === 0 ? "**/api/venue/**" : "**/api/menu/pick/**"
      await page.route(target, (route) => route.fulfill({ status, body, contentType: "application/json" }))
      await page.goto(`${suite.server.origin}/demo-table-1`)
      await page.getByRole("alert").waitFor()
      expect(await page.getByRole("link", { name: "Try again" }).isVisible(), `${status} ${body.slice(0, 30)}`).toBe(true)
      await page.unroute(target)
    }
    // Then the real answers come back, and so does the menu.
    await page.getByRole("link", { name: "Try again" }).click()
    await findDish(page, "Cheese Kottu")
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
