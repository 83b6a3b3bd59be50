import { Schema } from "effect"
import { QrCode } from "./ids"
import { Menu } from "./menu"
import { VenueAnswer } from "./venue"

/**
 * The call table of the spec (section 7), declared once. The client's typed caller, the
 * reference server's routes and the contract tests are all derived from these entries, so
 * a path or a shape is never written twice.
 */

export type Method = "GET" | "POST" | "PUT"

/** A schema that decodes and encodes without services, as every wire shape here does. */
export type WireSchema = Schema.Codec<unknown, unknown>

export interface CallSpec<Params extends WireSchema = WireSchema, Answer extends WireSchema = WireSchema> {
  readonly method: Method
  /** Route pattern; `:name` segments are filled from `params`. */
  readonly path: `/api/${string}`
  readonly params: Params
  readonly answer: Answer
  /** Error statuses the call documents, besides 400 (bad request) and 500. */
  readonly errors: ReadonlyArray<number>
  readonly summary: string
}

const call = <Params extends WireSchema, Answer extends WireSchema>(
  spec: CallSpec<Params, Answer>,
): CallSpec<Params, Answer> => spec

const ByQr = Schema.Struct({ qrCode: QrCode })

export const api = {
  venueByQr: call({
    method: "GET",
    path: "/api/venue/:qrCode",
    params: ByQr,
    answer: VenueAnswer,
    errors: [404],
    summary: "The venue, service area and tenant behind a table's QR code.",
  }),
  menuPick: call({
    method: "GET",
    path: "/api/menu/pick/:qrCode",
    params: ByQr,
    answer: Menu,
    errors: [404],
    summary: "The menu a diner at this QR code may see.",
  }),
} as const

export type Api = typeof api
export type CallName = keyof Api

/** Every answer of the server is wrapped: `{ body: ... }`. */
export const Envelope = <A extends WireSchema>(answer: A) => Schema.Struct({ body: answer })

/** What a refused request answers: a list of messages, the first one is shown to the diner. */
export const ErrorAnswer = Schema.Struct({
  errors: Schema.Array(Schema.Struct({ message: Schema.String, field: Schema.optionalKey(Schema.String) })),
})
export type ErrorAnswer = typeof ErrorAnswer.Type

/** Fills a call's `:name` segments with URL-encoded params: `/api/venue/demo-table-1`. */
export const pathOf = (spec: CallSpec, params: Readonly<Record<string, string>>): string =>
  spec.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`Missing path parameter '${name}' for ${spec.path}`)
    return encodeURIComponent(value)
  })
