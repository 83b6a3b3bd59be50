import { useAppState } from "../store/store-context"
import { useT } from "./i18n/i18n"
import * as css from "./offline-banner.css"

/** Tells the diner when the live connection is lost; what they do is kept and sent later. */
export const OfflineBanner = () => {
  const connection = useAppState((state) => state.connection)
  const t = useT()
  if (connection !== "Offline") return null
  return (
    <p role="status" className={css.banner}>
      {t("offline")}
    </p>
  )
}
