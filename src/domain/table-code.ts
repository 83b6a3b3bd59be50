/** A table code as printed under its QR code: letters, digits, `-` and `_` (schema/ids QrCode). */
export const isTableCode = (text: string): boolean => /^[A-Za-z0-9_-]{1,64}$/.test(text)

/** A path of one table code ("/demo-table-1", "demo-table-1/"): the code, else null. */
const codeOfPath = (path: string): string | null => {
  const code = path.replace(/^\/+|\/+$/g, "")
  return isTableCode(code) ? code : null
}

/**
 * The table code in what a QR code holds: a link to the app ("https://host/demo-table-1"),
 * a path ("/demo-table-1") or the bare code. null when it holds anything else.
 */
export const tableCodeOf = (scanned: string, base: string): string | null => {
  try {
    return codeOfPath(new URL(scanned.trim(), base).pathname)
  } catch {
    return null
  }
}

/** The table code a page's path opens (`/{qr}`), or null on the app's own routes (`/`, `/venue/...`). */
export const tableCodeOfPath = (path: string): string | null => {
  const code = codeOfPath(path)
  return code === "venue" ? null : code
}
