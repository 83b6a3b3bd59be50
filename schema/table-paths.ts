/**
 * The paths of a table's two public calls (`venueByQr` and `menuPick` in schema/api.ts), and
 * how a call's path takes its parameters. Apart from the call table so that the page's first
 * chunk can start those calls without building every schema (src/app/page-start.ts).
 */
export const VENUE_BY_QR_PATH = "/api/venue/:qrCode"
export const MENU_PICK_PATH = "/api/menu/pick/:qrCode"

/** `/api/venue/:qrCode` with `{ qrCode: "t 1" }` → `/api/venue/t%201`; a missing parameter throws, naming it. */
export const fillPath = (path: string, params: object): string =>
  path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value: unknown = Object.getOwnPropertyDescriptor(params, name)?.value
    if (typeof value !== "string") throw new Error(`Missing path parameter '${name}' for ${path}`)
    return encodeURIComponent(value)
  })
