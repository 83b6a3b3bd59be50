import { createRequire } from "node:module"
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
