// What the browser tests need from the machine, made sure of before `npm test`: Chromium's
// headless shell (tests/support/browser.ts testChromiumPath), and the Noto fonts a phone lays the
// app out with, for Latin, Sinhala and Tamil (Debian's fonts-noto-core: Android carries the Noto
// family). Without them Chromium draws Sinhala and Tamil as empty boxes and Latin in another
// font, and the tests check a layout no diner sees. No browser download works here, so both come
// from Debian's packages: nothing is done when they are found (or CHROMIUM_PATH is set), they are
// installed with apt-get when running as root on Debian, the tests run on the full browser when
// only that is there, and otherwise this says what to do.
import { execSync } from "node:child_process"

/** The families Chromium must find (fc-list), and the Debian package that holds them. */
const PHONE_FONTS = { families: ["Noto Sans", "Noto Sans Sinhala", "Noto Sans Tamil"], packageName: "fonts-noto-core" }

/** @param {string} command */
const has = (command) => {
  try {
    execSync(`command -v ${command}`, { stdio: "ignore", shell: "/bin/sh" })
    return true
  } catch {
    return false
  }
}

/** The font families fontconfig knows (what Chromium on Linux chooses from); none without fontconfig. */
const installedFamilies = () => {
  if (!has("fc-list")) return new Set()
  const listed = execSync("fc-list : family", { encoding: "utf8" })
  // A font with several names lists them comma-separated on its line.
  return new Set(listed.split("\n").flatMap((line) => line.split(",").map((name) => name.trim())))
}

const missingFonts = () => {
  const installed = installedFamilies()
  return PHONE_FONTS.families.filter((family) => !installed.has(family))
}

const needsChromium = !process.env.CHROMIUM_PATH && !has("chromium-headless-shell")
const fontsMissing = missingFonts()

/** @type {string[]} */
const packages = []
if (needsChromium) packages.push("chromium-headless-shell")
if (fontsMissing.length > 0) packages.push(PHONE_FONTS.packageName, "fontconfig")

if (packages.length > 0 && process.getuid?.() === 0 && has("apt-get")) {
  console.log(`Installing Debian's ${packages.join(", ")} for the browser tests...`)
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(" ")}`, {
    stdio: "inherit",
    shell: "/bin/sh",
  })
  const stillMissing = missingFonts()
  if (stillMissing.length > 0) {
    console.error(
      `The browser tests need the fonts ${stillMissing.join(", ")}, and fontconfig does not list them after installing ${PHONE_FONTS.packageName}.`,
    )
    process.exit(1)
  }
  process.exit(0)
}

if (fontsMissing.length > 0) {
  console.error(
    `The browser tests need the Noto fonts a phone has (${fontsMissing.join(", ")} missing): install your system's '${PHONE_FONTS.packageName}' package (Debian) or the Noto Sans, Noto Sans Sinhala and Noto Sans Tamil fonts, so that fc-list lists them.`,
  )
  process.exit(1)
}

if (!needsChromium) process.exit(0)

if (has("chromium") || has("chromium-browser")) {
  console.log("The browser tests run on the full Chromium: Debian's chromium-headless-shell package runs them in 60 to 80% of the time.")
  process.exit(0)
}

console.error(
  "The browser tests need Chromium: install your system's 'chromium-headless-shell' (or 'chromium') package, or set CHROMIUM_PATH to its binary.",
)
process.exit(1)
