import { mkdirSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { crc32, deflateSync } from "node:zlib"

/**
 * Draws the app's icons into public/ (committed; run again after changing the drawing):
 * `node --import tsx tools/make-icons.ts`. A place setting, a plate between a fork and a knife,
 * in the theme's colours. The PNGs are drawn from the same shapes as the SVG favicon, 4x4
 * samples a pixel, and encoded with zlib (no image library needed for three small files).
 */

const BRAND = [0x1f, 0x4d, 0x3a] as const
const PLATE = [0xfa, 0xf7, 0xf2] as const

/** Shapes in a unit square centred on 0 (x right, y down), all inside the maskable safe circle (r 0.4). */
const capsule = (x: number, y: number, x0: number, y0: number, y1: number, r: number): boolean =>
  Math.hypot(x - x0, y - Math.min(Math.max(y, y0), y1)) <= r
const isForeground = (x: number, y: number): boolean => {
  const d = Math.hypot(x, y)
  const plate = d <= 0.22 && d >= 0.17
  const knife = capsule(x, y, 0.31, -0.2, 0.22, 0.028) || (x >= 0.282 && x <= 0.33 && y >= -0.22 && y <= -0.02)
  const forkTines = [-0.345, -0.31, -0.275].some((tx) => capsule(x, y, tx, -0.21, -0.08, 0.011))
  const forkBase = x >= -0.356 && x <= -0.264 && y >= -0.09 && y <= -0.04
  const forkHandle = capsule(x, y, -0.31, -0.06, 0.22, 0.022)
  return plate || knife || forkTines || forkBase || forkHandle
}

/** Inside the icon's own shape: a rounded square, or the full square for a maskable icon. */
const isBackground = (x: number, y: number, maskable: boolean): boolean => {
  if (maskable) return true
  const r = 0.2
  const qx = Math.max(Math.abs(x) - (0.5 - r), 0)
  const qy = Math.max(Math.abs(y) - (0.5 - r), 0)
  return Math.hypot(qx, qy) <= r
}

const draw = (size: number, maskable: boolean): Buffer => {
  const samples = 4
  const rows: Buffer[] = []
  for (let py = 0; py < size; py++) {
    const row = Buffer.alloc(1 + size * 4) // filter byte 0, then RGBA
    for (let px = 0; px < size; px++) {
      let background = 0
      let foreground = 0
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const x = (px + (sx + 0.5) / samples) / size - 0.5
          const y = (py + (sy + 0.5) / samples) / size - 0.5
          if (!isBackground(x, y, maskable)) continue
          background++
          if (isForeground(x, y)) foreground++
        }
      }
      const share = foreground / Math.max(background, 1)
      const offset = 1 + px * 4
      for (let c = 0; c < 3; c++) row[offset + c] = Math.round((BRAND[c] ?? 0) * (1 - share) + (PLATE[c] ?? 0) * share)
      row[offset + 3] = Math.round((background / samples ** 2) * 255)
    }
    rows.push(row)
  }
  return png(size, Buffer.concat(rows))
}

const chunk = (type: string, data: Buffer): Buffer => {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, "ascii"), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

const png = (size: number, pixels: Buffer): Buffer => {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header.set([8, 6, 0, 0, 0], 8) // 8 bits, RGBA, deflate, no filter method, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(pixels, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ])
}

const hex = (colour: ReadonlyArray<number>) => `#${colour.map((c) => c.toString(16).padStart(2, "0")).join("")}`

/** The same drawing as SVG, for the favicon (sharp at any size). */
const favicon = (): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-0.5 -0.5 1 1">` +
  `<rect x="-0.5" y="-0.5" width="1" height="1" rx="0.2" fill="${hex(BRAND)}"/>` +
  `<g fill="none" stroke="${hex(PLATE)}" stroke-linecap="round">` +
  `<circle r="0.195" stroke-width="0.05"/>` +
  `<path d="M0.31 -0.2V0.22" stroke-width="0.056"/>` +
  `<path d="M-0.345 -0.21V-0.08M-0.31 -0.21V-0.08M-0.275 -0.21V-0.08" stroke-width="0.022"/>` +
  `<path d="M-0.31 -0.06V0.22" stroke-width="0.044"/>` +
  `</g><rect x="-0.356" y="-0.09" width="0.092" height="0.05" fill="${hex(PLATE)}"/>` +
  `<rect x="0.282" y="-0.22" width="0.048" height="0.2" fill="${hex(PLATE)}"/></svg>\n`

const out = join(import.meta.dirname, "..", "public")
mkdirSync(join(out, "icons"), { recursive: true })
writeFileSync(join(out, "icons", "icon-192.png"), draw(192, false))
writeFileSync(join(out, "icons", "icon-512.png"), draw(512, false))
writeFileSync(join(out, "icons", "icon-maskable-512.png"), draw(512, true))
writeFileSync(join(out, "favicon.svg"), favicon())
console.log(`icons written to ${out}`)
