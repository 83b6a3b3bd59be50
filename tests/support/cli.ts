import { runScript } from "./server-scripts"
import { TEST_OPERATOR_KEY } from "./test-server"

/** The staff CLI as staff run it (`npm run venue -- ...`), pointed at `origin`: its output, or execFile's error on a non-zero exit. */
export const venueCli = (origin: string, args: ReadonlyArray<string>, operatorKey: string = TEST_OPERATOR_KEY) =>
  runScript("cli", args, { TABLESIDE_URL: origin, OPERATOR_KEY: operatorKey })
