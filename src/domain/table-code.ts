/** A table code as printed under its QR code: letters, digits, `-` and `_` (schema/ids QrCode). */
export const isTableCode = (text: string): boolean => /^[A-Za-z0-9_-]{1,64}$/.test(text)

/**
 * The table code in what a QR code holds: a link to the app ("https://host/demo-table-1"),
 * a path ("/demo-table-1") or the bare code. null when it holds anything else.
 */
export const tableCodeOf = (scanned: string, base: string): string | null => {
  try {
    const path = new URL(scanned.trim(), base).pathname.replace(/^\/+|\/+$/g, "")
    return isTableCode(path) ? path : null
  } catch {
    return null
  }
}

/** The table code a page's path opens (`/{qr}`), or null on the app's own routes (`/`, `/venue/...`). */
export const tableCodeOfPath = (path: string): string | null => {
  const code = path.replace(/^\/+|\/+$/g, "")
  return code !== "venue" && isTableCode(code) ? code : null
}
