import { useEffect, useRef } from "react"
import { HydrationSlice } from "../../ui/hydration-slice"
import { DishRow, SectionHeading } from "./dish-row"
import type { MenuListProps } from "./menu-list"
import { COVERED_TOP, READING_LINE } from "./menu-rows"
import * as css from "./menu.css"
import { useSectionSeen } from "./use-section-seen"

/** The first dishes, whose thumbnails are fetched first: those on a phone's first screen. */
const FIRST_DISHES = 4

/** A later section's height before it is first laid out: its heading and its dish rows, as on a phone (about 48 and 125 px). */
const sectionHeightGuessRem = (dishes: number): number => 3 + dishes * 7.8

/**
 * A menu of ordinary size, every section in the page and in flow. The browser does the work a
 * windowed list does by hand: a chosen section is scrolled to with `scrollIntoView` (its
 * `scroll-margin-top` keeps it clear of the sticky header), and the section being read is the
 * first one an IntersectionObserver sees below the reading line. Nothing is measured in render.
 */
export const PlainMenuList = ({ sections, currency, selectedSection, scrollRequestId, onOpen, onSectionSeen }: MenuListProps) => {
  const root = useRef<HTMLDivElement>(null)
  const { selected, seen } = useSectionSeen(selectedSection, onSectionSeen)

  useEffect(() => {
    const blocks = [...(root.current?.querySelectorAll<HTMLElement>("[data-section-block]") ?? [])]
    const showing = new Set<Element>()
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) showing.add(entry.target)
          else showing.delete(entry.target)
        }
        seen(blocks.find((block) => showing.has(block))?.dataset["sectionBlock"] ?? null)
      },
      // Only what reaches below the reading line counts: the sections scrolled under the header do not.
      { rootMargin: `-${COVERED_TOP + READING_LINE}px 0px 0px 0px` },
    )
    for (const block of blocks) observer.observe(block)
    return () => observer.disconnect()
  }, [sections, seen])

  useEffect(() => {
    const target = selected.current
    if (scrollRequestId === 0 || target === null) return
    // At once, not smoothly, so a replayed step lands where the diner's did.
    root.current?.querySelector(`[data-section-block="${CSS.escape(target)}"]`)?.scrollIntoView({ block: "start", behavior: "instant" })
    // Only a new request scrolls; the sections changing under a search must not.
  }, [scrollRequestId, selected])

  return (
    <div ref={root}>
      {sections.map(({ section, items }, sectionIndex) => (
        <div
          key={section.id}
          data-section-block={section.id}
          className={sectionIndex === 0 ? css.plainSection : `${css.plainSection} ${css.laterSection}`}
          style={sectionIndex === 0 ? undefined : { containIntrinsicSize: `auto ${sectionHeightGuessRem(items.length)}rem` }}
        >
          <HydrationSlice>
            <SectionHeading sectionId={section.id} name={section.name} />
            <div className={css.list}>
              {items.map((item, itemIndex) => (
                <DishRow
                  key={item.id}
                  item={item}
                  currency={currency}
                  onOpen={onOpen}
                  priority={sectionIndex === 0 && itemIndex < FIRST_DISHES}
                />
              ))}
            </div>
          </HydrationSlice>
        </div>
      ))}
    </div>
  )
}
