/**
 * Entry point of `npm start` (the process a venue runs): reads the settings (server/config.ts),
 * builds the app when its build is missing or older than its code, boots (server/boot.ts), prints where it serves and the demo
 * tables, and stops cleanly on SIGINT/SIGTERM. `npm run dev` has its own entry (server/dev.ts);
 * both share boot.ts, which wraps the library start of the server itself (start-server.ts).
 */
import { buildAppIfStale } from "./app-build"
import { bootOrExit, readConfigOrExit } from "./boot"
import { isLoopbackHost, storageInUse } from "./config"
import { demoServiceAreas, demoStaffEmail } from "./seed/demo-venue"

const config = readConfigOrExit(process.env)

// Built from the code as it is now: at the first start, and again after the code changed.
if ((await buildAppIfStale()) === "built") console.log("Built the app from its sources.")

const booted = await bootOrExit(config)
const { origin } = booted.server
if (booted.emulator !== null) console.log(`Firebase Auth emulator on ${booted.emulator.host} (project ${config.firebaseProjectId})`)
// Before the links, so it is not missed among them.
if ((booted.emulator !== null || config.authEmulatorHost !== null) && !isLoopbackHost(config.host)) {
  console.log(
    `Warning: HOST=${config.host} serves the Auth emulator's sign-in to every device that can reach this machine. ` +
      "Emulator tokens are not signed, so any of them can pose as any diner. Leave HOST unset (127.0.0.1) unless phones on this network must reach the demo.",
  )
}
console.log(`Tableside is serving on ${origin} (${storageInUse(config.db)})`)
if (booted.mailCatcher !== null)
  console.log(`Mail catcher: receipts e-mailed by this server stay on this machine; read them at ${booted.mailCatcher.readUrl}`)
console.log("Demo tables:")
for (const area of demoServiceAreas) console.log(`  ${origin}/${area.qrCode}  (${area.name}, ${area.authType})`)
console.log(`Staff screen: ${origin}/staff  (sign in as ${demoStaffEmail})`)
console.log(`Venue staff: npm run venue -- orders | advance <orderId> [state] | availability <itemId> off|on | sms <phone>`)

let stopping = false
const stop = async () => {
  if (stopping) return
  stopping = true
  await booted.stop()
  process.exit(0)
}
process.once("SIGINT", stop)
process.once("SIGTERM", stop)
