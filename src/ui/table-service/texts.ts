import { useMemo } from "react"
import { useT } from "../i18n/i18n"
import { tableServiceTexts } from "./wording"

/** The table-service texts in the diner's language; screens re-render when it changes. */
export const useTableServiceTexts = () => {
  const t = useT()
  return useMemo(() => tableServiceTexts(t), [t])
}

export type { TableServiceTexts } from "./wording"
