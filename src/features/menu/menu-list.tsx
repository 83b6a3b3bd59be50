import { useEffect, useRef } from "react"
import type { MenuItem } from "../../../schema/menu"
import type { MenuSection } from "../../domain/menu"
import { formatMoney } from "../../domain/money"
import { ItemImage } from "../../ui/item-image"
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
}

/** The menu by section; scrolling moves the active tab, a chosen tab scrolls the list. */
export const MenuList = ({ sections, currency, selectedSection, scrollRequestId, onOpen, onSectionSeen }: MenuListProps) => {
  const root = useRef<HTMLDivElement>(null)
  const selected = useRef(selectedSection)
  // Read by the effects below without re-running them when the selection moves by scrolling.
  useEffect(() => {
    selected.current = selectedSection
  }, [selectedSection])

  useEffect(() => {
    if (scrollRequestId === 0 || selected.current === null) return
    document.getElementById(`section-${selected.current}`)?.scrollIntoView({ behavior: "smooth", block: "start" })
  }, [scrollRequestId])

  useEffect(() => {
    const headings = root.current?.querySelectorAll<HTMLElement>("[data-section]")
    if (headings === undefined || headings.length === 0 || typeof IntersectionObserver === "undefined") return
    const observer = new IntersectionObserver(
      (entries) => {
        const top = entries.filter((entry) => entry.isIntersecting).sort((a, b) => a.boundingClientRect.top - b.boundingClientRect.top)[0]
        const id = top?.target.getAttribute("data-section")
        if (id != null && id !== selected.current) onSectionSeen(id)
      },
      { rootMargin: "-120px 0px -60% 0px" },
    )
    headings.forEach((heading) => observer.observe(heading))
    return () => observer.disconnect()
  }, [sections, onSectionSeen])

  if (sections.length === 0) return <p className={css.empty}>No dish matches your search.</p>
  return (
    <div ref={root}>
      {sections.map(({ section, items }) => (
        <section key={section.id} aria-labelledby={`section-${section.id}`}>
          <h2 id={`section-${section.id}`} data-section={section.id} className={css.sectionTitle}>
            {section.name}
          </h2>
          <ul className={css.list}>
            {items.map((item) => (
              <li key={item.id}>
                <button type="button" className={css.card} onClick={() => onOpen(item)} aria-haspopup="dialog" data-item={item.id}>
                  <ItemImage className={css.cardImage} images={item.images} name={item.name} />
                  <span className={css.cardBody}>
                    <span className={css.itemName}>{item.name}</span>
                    <span className={css.description}>{item.description}</span>
                    <span className={css.price}>{formatMoney(item.variants.find((variant) => variant.enabled)?.price, currency)}</span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
