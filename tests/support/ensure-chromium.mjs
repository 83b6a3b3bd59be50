// Browser tests need Chromium's headless shell (tests/support/browser.ts testChromiumPath); no
// browser download works here, so this takes Debian's package. Runs before `npm test`: does
// nothing when it is found (or CHROMIUM_PATH is set), installs it with apt-get when running as
// root on Debian, runs the tests on the full browser when only that is there, and otherwise says
// what to do.
import { execSync } from "node:child_process"

/** @param {string} command */
const has = (command) => {
  try {
    execSync(`command -v ${command}`, { stdio: "ignore", shell: "/bin/sh" })
    return true
  } catch {
    return false
  }
}

if (process.env.CHROMIUM_PATH || has("chromium-headless-shell")) process.exit(0)

if (process.getuid?.() === 0 && has("apt-get")) {
  console.log("Chromium's headless shell is missing: installing Debian's chromium-headless-shell package for the browser tests...")
  execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell", {
    stdio: "inherit",
    shell: "/bin/sh",
  })
  process.exit(0)
}

if (has("chromium") || has("chromium-browser")) {
  console.log("The browser tests run on the full Chromium: Debian's chromium-headless-shell package runs them in 60 to 80% of the time.")
  process.exit(0)
}

console.error(
  "The browser tests need Chromium: install your system's 'chromium-headless-shell' (or 'chromium') package, or set CHROMIUM_PATH to its binary.",
)
process.exit(1)
