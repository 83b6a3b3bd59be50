import type { ReactNode } from "react"
import { empty, plainList, sectionTitle } from "./staff.css"

/**
 * A section of the staff screen that lists things (requests, tables, payments, feedback): its
 * heading, then the list, or in its place a line saying there is nothing yet.
 */
export const StaffListSection = <A,>({
  id,
  title,
  emptyText,
  items,
  keyOf,
  listClassName,
  className,
  children,
}: {
  readonly id: string
  readonly title: string
  readonly emptyText: string
  readonly items: ReadonlyArray<A>
  readonly keyOf: (item: A) => string
  readonly listClassName?: string
  readonly className?: string
  readonly children: (item: A) => ReactNode
}) => (
  <section aria-labelledby={id} className={className}>
    <h2 className={sectionTitle} id={id}>
      {title}
    </h2>
    {items.length === 0 ? (
      <p className={empty}>{emptyText}</p>
    ) : (
      <ul className={listClassName === undefined ? plainList : `${plainList} ${listClassName}`}>
        {items.map((item) => (
          <li key={keyOf(item)}>{children(item)}</li>
        ))}
      </ul>
    )}
  </section>
)
