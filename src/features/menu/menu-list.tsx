import { useWindowVirtualizer, windowScroll, type Virtualizer } from "@tanstack/react-virtual"
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from "react"
import type { MenuItem } from "../../../schema/menu"
import type { MenuSection } from "../../domain/menu"
import { formatMoney } from "../../domain/money"
import { DishFacts } from "../../ui/dish-facts"
import { ItemImage } from "../../ui/item-image"
import { columnsFor, menuRows, sectionAt } from "./menu-rows"
import * as css from "./menu.css"

interface MenuListProps {
  readonly sections: ReadonlyArray<MenuSection>
  readonly currency: string | null
  readonly selectedSection: string | null
  /** Raised when the diner chose a section: scroll to it, once per raise. */
  readonly scrollRequestId: number
  readonly onOpen: (item: MenuItem) => void
  /** The section in view changed while scrolling. */
  readonly onSectionSeen: (sectionId: string) => void
  /** Said when no dish is left to show. */
  readonly emptyText: string
}

/** The sticky header and the section strip cover this much of the top of the window. */
const COVERED_TOP = 160
/**
 * How far below the covered top a row must reach to be the one being read: a section chosen
 * by its tab lands at the covered top, give or take a pixel of scrolling, and must count.
 */
const READING_LINE = 40
/** Rows drawn beyond each edge of the window, so Tab and a quick flick always find the next dish. */
const OVERSCAN = 2
/** First guesses of a row's height, before it is measured (a phone's: the measure corrects them). */
const HEADING_HEIGHT = 60
const DISHES_HEIGHT = 400

/**
 * The menu by section. Only the rows on screen (and a few beyond) are in the page, so a venue
 * with thousands of dishes paints and filters as fast as a small one. Scrolling moves the
 * active tab; a chosen tab scrolls the list to its section.
 */
export const MenuList = ({ sections, currency, selectedSection, scrollRequestId, onOpen, onSectionSeen, emptyText }: MenuListProps) => {
  const root = useRef<HTMLDivElement>(null)
  // The list's element exists only while there are dishes to show (else the empty text).
  const drawn = sections.length > 0
  const columns = columnsFor(useContentWidth(root, drawn))
  const rows = useMemo(() => menuRows(sections, columns), [sections, columns])
  const listTop = useDocumentTop(root, drawn)
  const selected = useRef(selectedSection)
  // Read by the scroll handlers without re-running them when the selection moves by scrolling.
  useEffect(() => {
    selected.current = selectedSection
  }, [selectedSection])

  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: useCallback((index: number) => (rows[index]?.kind === "heading" ? HEADING_HEIGHT : DISHES_HEIGHT), [rows]),
    getItemKey: useCallback((index: number) => rows[index]?.key ?? index, [rows]),
    measureElement: measureFromObserver,
    overscan: OVERSCAN,
    scrollMargin: listTop,
    scrollPaddingStart: COVERED_TOP,
    // The window's size is known before the first paint: draw the first rows at once.
    initialRect: { width: window.innerWidth, height: window.innerHeight },
    // Where the page already is (a reload keeps it): not the top, which it would scroll to.
    initialOffset: () => lastScrollY,
    scrollToFn: scrollUnlessMounting,
    onChange: (instance) => {
      const seen = sectionAt(rows, instance.getVirtualItems(), (instance.scrollOffset ?? 0) + COVERED_TOP + READING_LINE)
      if (seen !== null && seen !== selected.current) {
        selected.current = seen
        // In a task of its own: the rows this scroll reached are drawn first, and the tabs'
        // update does not lengthen the scroll's frame.
        setTimeout(() => onSectionSeen(seen), 0)
      }
    },
  })

  useEffect(() => {
    const target = selected.current
    if (scrollRequestId === 0 || target === null) return
    const index = rows.findIndex((row) => row.kind === "heading" && row.sectionId === target)
    // At once, not smoothly: the virtualizer corrects an instant scroll as the rows on the way
    // are measured, so the section lands at the top whatever was measured before (a replayed
    // step lands where the diner's did).
    if (index >= 0) virtualizer.scrollToIndex(index, { align: "start" })
    // Only a new request scrolls; the rows changing under a search must not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scrollRequestId])

  if (sections.length === 0) return <p className={css.empty}>{emptyText}</p>
  return (
    <div ref={root} className={css.rows} style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((placed) => {
        const row = rows[placed.index]
        if (row === undefined) return null
        return (
          <div key={placed.key} ref={virtualizer.measureElement} data-index={placed.index} className={css.row} style={{ transform: `translateY(${placed.start - listTop}px)` }}>
            {row.kind === "heading" ? (
              <h2 id={`section-${row.sectionId}`} data-section={row.sectionId} className={css.sectionTitle}>
                {row.name}
              </h2>
            ) : (
              <div className={css.list}>
                {row.items.map((item) => (
                  <DishCard key={item.id} item={item} currency={currency} onOpen={onOpen} priority={placed.index === 1} />
                ))}
              </div>
            )}
          </div>
        )
      })}
    </div>
  )
}

/**
 * A row's height as its ResizeObserver reports it, after the browser's own layout. When a row
 * is first drawn (no report yet) its known or estimated height stands: the virtualizer's default
 * reads the row's box there, which forces a layout inside React's commit (about 120 ms of the
 * menu's first render on a slow phone).
 */
const measureFromObserver = (element: Element, entry: ResizeObserverEntry | undefined, instance: Virtualizer<Window, Element>): number => {
  const box = entry?.borderBoxSize[0]
  if (box !== undefined) return Math.round(box.blockSize)
  const index = instance.indexFromElement(element)
  return instance.itemSizeCache.get(instance.options.getItemKey(index)) ?? instance.options.estimateSize(index)
}

interface DishCardProps {
  readonly item: MenuItem
  readonly currency: string | null
  readonly onOpen: (item: MenuItem) => void
  /** One of the first dishes on screen: its picture is fetched first. */
  readonly priority: boolean
}

/**
 * One dish, read as one item in the order it shows: its name, price, diets and heat, then
 * its description and allergens (the button's whole text is its name, as seen is as heard).
 */
const DishCard = memo(function DishCard({ item, currency, onOpen, priority }: DishCardProps) {
  return (
    <button type="button" className={css.card} onClick={() => onOpen(item)} aria-haspopup="dialog" data-item={item.id}>
      <ItemImage className={css.cardImage} images={item.images} name={item.name} priority={priority ? "high" : "low"} />
      <span className={css.cardBody}>
        {/* The first dishes' paint is reported to the page's performance timeline (benchmarks, field data). */}
        <span className={css.itemName} elementtiming={priority ? "first-dishes" : undefined}>
          {item.name}
        </span>
        <span className={css.price}>{formatMoney(item.variants.find((variant) => variant.enabled)?.price, currency)}</span>
        <DishFacts item={item} description={<span className={css.description}>{item.description}</span>} />
      </span>
    </button>
  )
})

/**
 * The menu's first screen measures nothing inside its render or commit: a read of a box there
 * forces the browser to lay the whole new page out at once (about 100 ms of the first render
 * on a slow phone), before its own layout for the paint. Sizes and places are read in
 * ResizeObserver callbacks instead, which run after the browser's layout, where reading is free;
 * a change they find re-renders before that frame is painted.
 */

/** The page's scroll position as its scroll events said, read without asking for a layout. */
let lastScrollY = 0
addEventListener("scroll", () => (lastScrollY = window.scrollY), { passive: true })

const mounted = new WeakSet<Virtualizer<Window, Element>>()
/**
 * The virtualizer's first write, as it mounts, puts the page where it already is: left out, since
 * writing a scroll position forces the layout this file keeps out of the first render.
 */
const scrollUnlessMounting = (offset: number, options: { adjustments?: number; behavior?: ScrollBehavior }, instance: Virtualizer<Window, Element>): void => {
  const first = !mounted.has(instance)
  mounted.add(instance)
  if (first && options.behavior === undefined && offset + (options.adjustments ?? 0) === lastScrollY) return
  windowScroll(offset, options, instance)
}

/** The width the list has to lay cards in; before it is measured, the window's less the page's margins. */
const useContentWidth = (ref: RefObject<HTMLElement | null>, drawn: boolean): number => {
  const [width, setWidth] = useState(() => Math.min(window.innerWidth, 768) - 32)
  useLayoutEffect(() => {
    const element = ref.current
    if (element === null) return
    const observer = new ResizeObserver(() => setWidth(element.clientWidth))
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, drawn])
  return width
}

/**
 * Where the list starts in the document: the rows are placed from there. Whatever moves it (the
 * search box opening, the offline banner, the chips wrapping) changes the body's height too.
 */
const useDocumentTop = (ref: RefObject<HTMLElement | null>, drawn: boolean): number => {
  const [top, setTop] = useState(0)
  useLayoutEffect(() => {
    const element = ref.current
    if (element === null) return
    const observer = new ResizeObserver(() => setTop(Math.round(element.getBoundingClientRect().top + window.scrollY)))
    observer.observe(document.body)
    return () => observer.disconnect()
  }, [ref, drawn])
  return top
}
