import { spawn } from "node:child_process"
import { existsSync } from "node:fs"
import { createRequire } from "node:module"
import { join } from "node:path"
import { freePort } from "../../server/auth/auth-emulator"

interface FirestoreServerLike {
  start(port: number): Promise<void>
  stop(): void
}

/**
 * The pure-JS Firestore emulator (@firestore-emulator/server): the official one needs a jar
 * downloaded at start. Its .mjs build has a broken import, hence require. It serves the Node
 * (gRPC) build of the firebase SDK; one listener per client app instance receives data.
 */
export const startFirestoreEmulator = async (): Promise<{ host: string; stop: () => void }> => {
  const { FirestoreServer } = createRequire(import.meta.url)("@firestore-emulator/server") as {
    FirestoreServer: new () => FirestoreServerLike
  }
  const server = new FirestoreServer()
  const port = await freePort()
  await server.start(port)
  return { host: `127.0.0.1:${port}`, stop: () => server.stop() }
}

/**
 * The official Firestore emulator's jar (the Google Cloud CLI's component
 * cloud-firestore-emulator), where this machine has it; null elsewhere. Unlike the pure-JS one it
 * applies security rules, so the rules are judged by Firestore's own evaluator there.
 */
export const officialEmulatorJar = (): string | null => {
  const roots = [process.env["CLOUDSDK_ROOT_DIR"], "/usr/lib/google-cloud-sdk", "/usr/share/google-cloud-sdk", "/opt/google-cloud-sdk"]
  for (const root of roots) {
    if (root === undefined) continue
    const jar = join(root, "platform/cloud-firestore-emulator/cloud-firestore-emulator.jar")
    if (existsSync(jar)) return jar
  }
  return null
}

/** Starts the official emulator from its jar with these rules, on a free port; a few seconds (a JVM). */
export const startRulesEmulator = async (
  jar: string,
  rulesFile: string,
  projectId: string,
): Promise<{ host: string; stop: () => void }> => {
  const port = await freePort()
  const child = spawn(
    "java",
    [
      "-Duser.language=en",
      "-cp",
      jar,
      "com.google.cloud.datastore.emulator.firestore.CloudFirestore",
      "start",
      "--host=127.0.0.1",
      `--port=${port}`,
      `--rules=${rulesFile}`,
      `--project_id=${projectId}`,
      "--single_project_mode=true",
    ],
    { stdio: ["ignore", "pipe", "pipe"] },
  )
  // It must not outlive the test run, however the run ends.
  const stop = () => void child.kill("SIGKILL")
  process.once("exit", stop)
  let output = ""
  await new Promise<void>((resolve, reject) => {
    const heard = (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes("Dev App Server is now running")) settle(resolve)
    }
    const exited = (code: number | null) =>
      settle(() => reject(new Error(`The Firestore emulator exited (${code}) before it was ready:\n${output}`)))
    const timer = setTimeout(() => settle(() => reject(new Error(`The Firestore emulator did not start in 60 s:\n${output}`))), 60_000)
    const settle = (then: () => void) => {
      clearTimeout(timer)
      child.stdout.off("data", heard)
      child.stderr.off("data", heard)
      child.off("exit", exited)
      then()
    }
    child.stdout.on("data", heard)
    child.stderr.on("data", heard)
    child.once("exit", exited)
  })
  // Its later output is not read: drained, so a full pipe never stalls it.
  child.stdout.resume()
  child.stderr.resume()
  return {
    host: `127.0.0.1:${port}`,
    stop: () => {
      process.off("exit", stop)
      stop()
    },
  }
}
