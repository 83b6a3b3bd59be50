import { useEffect, useRef } from "react"
import { intentAttribute } from "../../domain/early-intent"
import type { MenuSection } from "../../domain/menu"
import { useT } from "../../ui/i18n/i18n"
import { afterNextPaint } from "../../ui/after-paint"
import { imageSrc, LAZY_PICTURE } from "../../ui/item-image"
import * as css from "./menu.css"

/** Round image tabs, one per section, five visible at a time; the active one is kept in view. */
export const SectionTabs = ({
  sections,
  active,
  onSelect,
}: {
  readonly sections: ReadonlyArray<MenuSection>
  readonly active: string | null
  readonly onSelect: (sectionId: string) => void
}) => {
  const strip = useRef<HTMLUListElement>(null)
  const measured = useRef(false)
  const t = useT()
  useEffect(() => {
    // The strip scrolls sideways only: scrollIntoView would also move the page, since a sticky
    // element counts as being where it would sit unstuck. The first tab, unscrolled, is in view
    // already; any other is measured in the next frame, once the browser has laid the strip
    // out itself, never in the commit (a forced layout of the whole menu at its first render).
    const list = strip.current
    const tab = list?.querySelector<HTMLElement>('[aria-current="true"]')?.closest("li")
    const first = !measured.current
    measured.current = true
    if (list == null || tab == null || (first && tab === list.firstElementChild)) return
    return afterNextPaint(() => {
      if (tab.offsetLeft < list.scrollLeft) list.scrollLeft = tab.offsetLeft
      else if (tab.offsetLeft + tab.offsetWidth > list.scrollLeft + list.clientWidth)
        list.scrollLeft = tab.offsetLeft + tab.offsetWidth - list.clientWidth
    })
  }, [active])
  if (sections.length === 0) return null
  return (
    <nav aria-label={t("menu.sections")} className={css.tabsBar}>
      <ul className={css.tabs} ref={strip}>
        {sections.map(({ section }) => {
          const image = section.images[0]
          return (
            <li key={section.id} className={css.tab}>
              <button
                type="button"
                className={css.tabButton}
                aria-current={section.id === active}
                data-intent={intentAttribute({ _tag: "ShowSection", sectionId: section.id })}
                onClick={() => onSelect(section.id)}
              >
                {image !== undefined && (
                  <img className={css.tabImage} src={imageSrc(image)} alt="" width={56} height={56} loading={LAZY_PICTURE} />
                )}
                <span className={css.tabLabel}>{section.name}</span>
              </button>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
