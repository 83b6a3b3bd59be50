import { useEffect, useId, useRef, useState } from "react"
import type { StaffRequest } from "../../../schema/staff-request"
import { kindLabelIn, requestLabelIn } from "../../domain/service-language"
import { useStore, useAppState } from "../../store/store-context"
import { useNow } from "../clock"
import { noticeText, useLanguage } from "../i18n/i18n"
import { BellIcon } from "../icons"
import { HeaderLabel, headerIconAction } from "../header-action"
import * as css from "./table-service.css"
import { useTableServiceTexts } from "./texts"
import { minutesSince, requestText } from "./wording"

/**
 * "Call staff": a header button opening a small menu of what the venue offers (the waiter, the
 * bill, water). Pressing a kind that is already asked for answers the same request. Drawn from the
 * first paint (the server's page), disabled until the venue's kinds are known (they are read after
 * the sign-in, which starts at the diner's first touch), so that the header does not change shape
 * when the app starts; where the venue offers none, its place stays, empty.
 */
export const CallStaff = () => {
  const texts = useTableServiceTexts()
  const language = useLanguage()
  const { staff, user } = useAppState((state) => ({ staff: state.staff, user: state.user }))
  const { commands } = useStore()
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const button = useRef<HTMLButtonElement>(null)
  const menu = useRef<HTMLDivElement>(null)

  // Asked once the diner is signed in (the menu may paint before the sign-in ends).
  // Each user the auth session confirms (a reload's restored user is confirmed anew).
  useEffect(() => {
    if (user !== null) commands.loadStaffRequests()
  }, [user, commands])
  useEffect(() => {
    if (open) menu.current?.querySelector("button")?.focus()
  }, [open])

  const kinds = staff.kinds ?? []
  const close = () => {
    setOpen(false)
    button.current?.focus()
  }
  const ask = (kind: string) => {
    commands.askStaff(kind)
    close()
  }
  return (
    <div className={staff.kinds?.length === 0 ? `${css.callWrap} ${css.placeholder}` : css.callWrap}>
      <button
        ref={button}
        type="button"
        className={`${headerIconAction} ${css.call}`}
        disabled={kinds.length === 0}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
      >
        <BellIcon />
        <HeaderLabel>{texts.callStaff}</HeaderLabel>
      </button>
      {open && (
        <div
          ref={menu}
          id={menuId}
          role="group"
          aria-label={texts.callStaffMenu}
          className={css.menu}
          onKeyDown={(event) => {
            if (event.key === "Escape") close()
          }}
        >
          <p className={css.menuTitle} aria-hidden="true">
            {texts.callStaffMenu}
          </p>
          {kinds.map((kind) => (
            <button key={kind.id} type="button" className={css.kind} disabled={staff.asking === kind.id} onClick={() => ask(kind.id)}>
              {kindLabelIn(kind, language)}
            </button>
          ))}
          <button type="button" className={css.kind} onClick={close}>
            {texts.closeMenu}
          </button>
        </div>
      )}
    </div>
  )
}

/** The table's requests in play, live: "Waiter requested · 2 min", then "Waiter · On the way". */
export const StaffRequestStrip = ({ className }: { readonly className?: string }) => {
  const texts = useTableServiceTexts()
  const language = useLanguage()
  const staff = useAppState((state) => state.staff)
  const now = useNow(nextMinuteOf(staff.requests))
  return (
    <div role="status" className={className}>
      {staff.notice !== null && <p>{noticeText(staff.notice, [])}</p>}
      {staff.asking !== null && <p className="visually-hidden">{texts.sending}</p>}
      {staff.requests.length > 0 && (
        <ul className={css.strip} aria-label={texts.requestsStatus}>
          {staff.requests.map((request) => (
            <li
              key={request.id}
              className={request.status === "acknowledged" ? `${css.pill} ${css.pillDone}` : css.pill}
              data-staff-request={request.id}
            >
              {requestText(texts, request, requestLabelIn(request, staff.kinds ?? [], language), now)}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

/** The next time (epoch ms) a request still waiting turns another minute old, so its "· 2 min" moves on by itself. */
const nextMinuteOf =
  (requests: ReadonlyArray<StaffRequest>) =>
  (now: number): number | null => {
    const next = requests
      .filter((request) => request.status !== "acknowledged")
      .map((request) => request.createdAt + (minutesSince(request.createdAt, now) + 1) * 60_000)
    return next.length === 0 ? null : Math.min(...next)
  }
