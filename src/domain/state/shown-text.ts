import type { ShownText } from "../state-schema"

export type { ShownText }
