import { useAppState } from "../store/store-context"
import { useT } from "./i18n/i18n"

/** Tells the diner when the live connection is lost; what they do is kept and sent later. */
export const OfflineBanner = () => {
  const { connection } = useAppState()
  const t = useT()
  if (connection !== "Offline") return null
  return (
    <p role="status" style={{ margin: 0, padding: "0.5rem 1rem", background: "#fff4d6", color: "#5c4400", textAlign: "center", fontSize: "0.9rem" }}>
      {t("offline")}
    </p>
  )
}
