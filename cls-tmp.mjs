import { chromium } from "playwright-core"
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] })
for (const js of [false, true]) {
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, javaScriptEnabled: js })
  const page = await ctx.newPage()
  await page.goto("http://localhost:8090/demo-table-1", { waitUntil: "load" }); await page.waitForTimeout(4000)
  console.log(js, await page.evaluate(() => [...document.querySelectorAll("header *")].filter(e => e.className && typeof e.className === "string").slice(0, 30).map((e) => { const r = e.getBoundingClientRect(); return `${e.tagName}.${e.className.split(" ")[0]} ${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)} ${(e.textContent||"").slice(0,20)}` }).join("\n")))
  await ctx.close()
}
await browser.close()
