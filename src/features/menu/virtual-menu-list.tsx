import { assignInlineVars } from "@vanilla-extract/dynamic"
import { useWindowVirtualizer, windowScroll, type Rect, type Virtualizer } from "@tanstack/react-virtual"
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from "react"
import { DishRow, SectionHeading } from "./dish-row"
import type { MenuListProps } from "./menu-list"
import { columnsFor, COVERED_TOP, menuRows, READING_LINE, sectionAt } from "./menu-rows"
import * as css from "./menu.css"
import { useSectionSeen } from "./use-section-seen"
import { pageScrollY } from "./virtual-list"

/** Rows drawn beyond each edge of the window, so Tab and a quick flick always find the next dish. */
const OVERSCAN = 2
/** First guesses of a row's height, before it is measured (a phone's: the measure corrects them). */
const HEADING_HEIGHT = 48
const DISHES_HEIGHT = 130
/** The rows on a phone's first screen (a heading and a dish a row): their thumbnails are fetched first. */
const FIRST_ROWS = 4

/**
 * A large menu by section. Only the rows on screen (and a few beyond) are in the page, so a
 * venue with thousands of dishes paints and filters as fast as a small one. Scrolling moves the
 * active tab; a chosen tab scrolls the list to its section.
 */
export default function VirtualMenuList({ sections, currency, selectedSection, scrollRequestId, onOpen, onSectionSeen }: MenuListProps) {
  const root = useRef<HTMLDivElement>(null)
  const columns = columnsFor(useContentWidth(root))
  const rows = useMemo(() => menuRows(sections, columns), [sections, columns])
  const listTop = useDocumentTop(root)
  const { selected, seen } = useSectionSeen(selectedSection, onSectionSeen)

  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: useCallback((index: number) => (rows[index]?.kind === "heading" ? HEADING_HEIGHT : DISHES_HEIGHT), [rows]),
    getItemKey: useCallback((index: number) => rows[index]?.key ?? index, [rows]),
    measureElement: measureFromObserver,
    overscan: OVERSCAN,
    scrollMargin: listTop,
    scrollPaddingStart: COVERED_TOP,
    // The window's size, read once as the list mounts: the first rows are drawn at once.
    initialRect: useState(windowSize)[0],
    observeElementRect: observeWindowResize,
    // Where the page already is (a reload keeps it): not the top, which it would scroll to.
    initialOffset: pageScrollY,
    scrollToFn: scrollUnlessMounting,
    onChange: (instance) => seen(sectionAt(rows, instance.getVirtualItems(), (instance.scrollOffset ?? 0) + COVERED_TOP + READING_LINE)),
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

  return (
    <div ref={root} className={css.rows} style={assignInlineVars({ [css.rowsHeight]: `${virtualizer.getTotalSize()}px` })}>
      {virtualizer.getVirtualItems().map((placed) => {
        const row = rows[placed.index]
        if (row === undefined) return null
        return (
          <div
            key={placed.key}
            ref={virtualizer.measureElement}
            data-index={placed.index}
            className={css.row}
            style={assignInlineVars({ [css.rowOffset]: `${placed.start - listTop}px` })}
          >
            {row.kind === "heading" ? (
              <SectionHeading sectionId={row.sectionId} name={row.name} />
            ) : (
              <div className={css.list}>
                {row.items.map((item) => (
                  <DishRow key={item.id} item={item} currency={currency} onOpen={onOpen} priority={placed.index <= FIRST_ROWS} />
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

/**
 * The menu's first screen measures nothing inside its render or commit: a read of a box there
 * forces the browser to lay the whole new page out at once (about 100 ms of the first render
 * on a slow phone), before its own layout for the paint. Sizes and places are read in
 * ResizeObserver callbacks instead, which run after the browser's layout, where reading is free;
 * a change they find re-renders before that frame is painted.
 */

const mounted = new WeakSet<Virtualizer<Window, Element>>()
/**
 * The virtualizer's first write, as it mounts, puts the page where it already is: left out, since
 * writing a scroll position forces the layout this file keeps out of the first render.
 */
const scrollUnlessMounting = (
  offset: number,
  options: { adjustments?: number; behavior?: ScrollBehavior },
  instance: Virtualizer<Window, Element>,
): void => {
  const first = !mounted.has(instance)
  mounted.add(instance)
  if (first && options.behavior === undefined && offset + (options.adjustments ?? 0) === pageScrollY()) return
  windowScroll(offset, options, instance)
}

/** The window's size (read in a render, before React writes the list, so the layout it asks for is the one already done). */
const windowSize = (): Rect => ({ width: window.innerWidth, height: window.innerHeight })

/**
 * The window's size on each resize; until one, the size read as the list mounted stands. The
 * library's own observer reads it again at once, inside React's commit, where the list's new
 * rows make that read lay the page out (a forced layout).
 */
const observeWindowResize = (instance: Virtualizer<Window, Element>, report: (rect: Rect) => void): (() => void) | undefined => {
  const target = instance.scrollElement
  if (target === null) return undefined
  const read = () => report({ width: target.innerWidth, height: target.innerHeight })
  target.addEventListener("resize", read, { passive: true })
  return () => target.removeEventListener("resize", read)
}

/** The width the list has to lay dishes in; before it is measured, the window's less the page's margins. */
const useContentWidth = (ref: RefObject<HTMLElement | null>): number => {
  const [width, setWidth] = useState(() => Math.min(window.innerWidth, 768) - 32)
  useLayoutEffect(() => {
    const element = ref.current
    if (element === null) return
    const observer = new ResizeObserver(() => setWidth(element.clientWidth))
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref])
  return width
}

/**
 * Where the list starts in the document: the rows are placed from there. Whatever moves it (the
 * search box opening, the offline banner, the chips wrapping) changes the body's height too.
 */
const useDocumentTop = (ref: RefObject<HTMLElement | null>): number => {
  const [top, setTop] = useState(0)
  useLayoutEffect(() => {
    const element = ref.current
    if (element === null) return
    const observer = new ResizeObserver(() => setTop(Math.round(element.getBoundingClientRect().top + window.scrollY)))
    observer.observe(document.body)
    return () => observer.disconnect()
  }, [ref])
  return top
}
