import { useCallback, useEffect, useRef, type RefObject } from "react"

export interface SectionSeen {
  /** The section last chosen or seen: read by the list's scroll handlers, which do not re-run as it moves. */
  readonly selected: RefObject<string | null>
  /** The section being read now (null: none); reported once per change. */
  readonly seen: (sectionId: string | null) => void
}

/**
 * How both menu lists report the section being read: only when it changes, and in a task of
 * its own, so the rows a scroll reached are drawn first and the tabs' update does not lengthen
 * the scroll's frame.
 */
export const useSectionSeen = (selectedSection: string | null, onSectionSeen: (sectionId: string) => void): SectionSeen => {
  const selected = useRef(selectedSection)
  useEffect(() => {
    selected.current = selectedSection
  }, [selectedSection])
  const seen = useCallback(
    (sectionId: string | null) => {
      if (sectionId === null || sectionId === selected.current) return
      selected.current = sectionId
      setTimeout(() => onSectionSeen(sectionId), 0)
    },
    [onSectionSeen],
  )
  return { selected, seen }
}
