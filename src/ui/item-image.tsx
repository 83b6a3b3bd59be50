import type { Image } from "../../schema/ids"

/**
 * How every picture of the menu's screen loads, those on its first screen too: an SVG picture
 * is a document of its own, made, parsed and laid out on the page's main thread as it arrives
 * (10 to 40 ms each on a phone). Asked for at once, a dozen of them (the logo, the section
 * strip's, the first dishes') arrived before the menu's first paint and held it back, a repeat
 * visit's most of all, whose pictures come at once from the device. Lazy, they are asked for
 * once the page is laid out and drawn after its first paint. The first dish's picture is still
 * fetched first, preloaded by the server's page.
 */
export const LAZY_PICTURE = "lazy"

/** Where the venue's pictures are served (spec: /img/{url}). */
export const imageSrc = (image: Image): string => `/img/${image.url}`

/**
 * The spec's placeholder: a 400x300 picture carrying the item's name, drawn here as an SVG
 * data URL, so it needs no request and works for any venue platform.
 */
export const placeholderSrc = (name: string): string => {
  const text = name.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300"><rect width="400" height="300" fill="#ece6da"/><text x="200" y="158" font-family="sans-serif" font-size="24" fill="#5b5648" text-anchor="middle">${text}</text></svg>`
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}

interface ItemImageProps {
  readonly images: ReadonlyArray<Image>
  readonly name: string
  readonly className?: string
  /** "high": on screen at first paint (the menu's first dishes), fetched first once asked for;
   * "low": a list's others, which wait so as not to share the line with those. */
  readonly priority?: "high" | "low" | "auto"
}

/**
 * An item's first picture, or the placeholder; sized 400x300 so the layout never shifts. Lazy,
 * even on the first screen (see LAZY_PICTURE).
 */
export const ItemImage = ({ images, name, className, priority = "auto" }: ItemImageProps) => {
  const first = images[0]
  return (
    <img
      className={className}
      src={first === undefined ? placeholderSrc(name) : imageSrc(first)}
      alt=""
      width={400}
      height={300}
      loading={LAZY_PICTURE}
      fetchPriority={priority}
      decoding="async"
    />
  )
}
