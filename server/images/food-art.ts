/**
 * Draws the demo's pictures as SVG from their file names, so the demo ships no binary images
 * and downloads nothing: `items/crab-curry.svg` is a plate whose colours and garnish follow
 * from the name, always the same for the same name.
 */

const IMAGE_PATH = /^(items|sections|venue)\/([a-z0-9-]+)\.svg$/

export const drawImage = (path: string): string | null => {
  const match = IMAGE_PATH.exec(path)
  if (match === null) return null
  const [, folder, slug = ""] = match
  if (folder === "venue") return drawLogo()
  return folder === "items" ? drawDish(slug, 400, 300) : drawDish(slug, 160, 160)
}

/** FNV-1a: a small, stable hash, so a name always gets the same picture. */
const hash = (text: string): number => {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h
}

/** A tiny deterministic random source seeded by the name. */
const seeded = (seed: number) => {
  let state = seed || 1
  return () => {
    state ^= state << 13
    state ^= state >>> 17
    state ^= state << 5
    return (state >>> 0) / 0x100000000
  }
}

const isDrink = (slug: string) => /tea|coffee|juice|coconut|faluda|beer|drinks/.test(slug)

const drawDish = (slug: string, width: number, height: number): string => {
  const random = seeded(hash(slug))
  const hue = Math.floor(random() * 360)
  const sauceHue = isDrink(slug) ? (hue + 180) % 360 : 15 + Math.floor(random() * 35)
  const cx = width / 2
  const cy = height / 2
  const r = Math.min(width, height) * 0.36
  const garnish = Array.from({ length: 9 }, () => {
    const angle = random() * Math.PI * 2
    const distance = random() * r * 0.55
    const size = r * (0.07 + random() * 0.09)
    const tone = random() < 0.5 ? `hsl(${95 + Math.floor(random() * 40)} 55% 38%)` : `hsl(${sauceHue + 10} 70% 62%)`
    return `<circle cx="${(cx + Math.cos(angle) * distance).toFixed(1)}" cy="${(cy + Math.sin(angle) * distance).toFixed(1)}" r="${size.toFixed(1)}" fill="${tone}"/>`
  }).join("")
  const food = isDrink(slug)
    ? `<rect x="${cx - r * 0.45}" y="${cy - r * 0.85}" width="${r * 0.9}" height="${r * 1.7}" rx="${r * 0.12}" fill="hsl(${sauceHue} 60% 55% / .85)" stroke="#fff" stroke-width="4"/><circle cx="${cx + r * 0.3}" cy="${cy - r * 0.8}" r="${r * 0.22}" fill="hsl(90 60% 45%)"/>`
    : `<circle cx="${cx}" cy="${cy}" r="${r * 0.78}" fill="hsl(${sauceHue} 68% 45%)"/>${garnish}`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 45% 88%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 40% 72%)"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
<ellipse cx="${cx + r * 0.08}" cy="${cy + r * 0.1}" rx="${r * 1.08}" ry="${r * 1.04}" fill="rgb(0 0 0 / .12)"/>
<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fdfaf3" stroke="#e8dfcf" stroke-width="3"/>
${food}
</svg>`
}

const drawLogo = (): string => `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">
<circle cx="48" cy="48" r="46" fill="#1f4d3a"/>
<path d="M48 20c10 10 14 20 0 38C34 40 38 30 48 20z" fill="#f2c14e"/>
<path d="M48 58c-14-2-22-10-26-20 12 0 22 6 26 20zm0 0c14-2 22-10 26-20-12 0-22 6-26 20z" fill="#8cc084"/>
<circle cx="48" cy="72" r="6" fill="#c5e17a"/>
</svg>`
