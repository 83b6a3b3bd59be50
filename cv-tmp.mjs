import { chromium } from "playwright-core"
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] })
for (const variant of ["plain", "cv", "plain", "cv", "plain", "cv"]) {
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, javaScriptEnabled: false })
  const page = await ctx.newPage()
  await page.route("**/demo-table-1", async (route) => {
    const r = await route.fetch(); let body = await r.text()
    if (variant === "cv") body = body.replace("</head>", "<style>[data-section-block]:not(:first-child){content-visibility:auto;contain-intrinsic-size:auto 1600px}</style></head>")
    await route.fulfill({ response: r, body })
  })
  const cdp = await ctx.newCDPSession(page); await cdp.send("Performance.enable")
  await page.goto("http://localhost:8090/demo-table-1", { waitUntil: "load" }); await page.waitForTimeout(1000)
  const { metrics } = await cdp.send("Performance.getMetrics")
  const m = Object.fromEntries(metrics.map((x) => [x.name, x.value]))
  console.log(variant, "style", (m.RecalcStyleDuration * 1000).toFixed(0), "layout", (m.LayoutDuration * 1000).toFixed(0), "task", (m.TaskDuration * 1000).toFixed(0), "nodes", m.Nodes)
  await ctx.close()
}
await browser.close()
