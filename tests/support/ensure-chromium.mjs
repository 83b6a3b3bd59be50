// Browser tests need a Chromium; no browser download works here, so this takes Debian's
// package. Runs before `npm test`: does nothing when one is found (or CHROMIUM_PATH is set),
// installs it with apt-get when running as root on Debian, and otherwise says what to do.
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

if (process.env.CHROMIUM_PATH || has("chromium") || has("chromium-browser")) process.exit(0)

if (process.getuid?.() === 0 && has("apt-get")) {
  console.log("Chromium is missing: installing Debian's chromium package for the browser tests...")
  execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", { stdio: "inherit", shell: "/bin/sh" })
  process.exit(0)
}

console.error("The browser tests need Chromium: install your system's 'chromium' package, or set CHROMIUM_PATH to its binary.")
process.exit(1)
