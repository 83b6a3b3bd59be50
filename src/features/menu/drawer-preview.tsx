import { DISH_PREVIEW } from "../../domain/early-intent"
import { useT } from "../../ui/i18n/i18n"
import { CloseIcon } from "../../ui/icons"
import * as css from "./drawer.css"

const { parts } = DISH_PREVIEW
const TITLE_ID = "dish-preview-title"

/**
 * The item drawer as the page opens it before the app has taken it over: drawn by the server
 * empty, in the page's language, inside a `<template>` (server/http/page-html.ts), and filled by
 * the page's first script from the tapped dish's row (its name, description, facts and picture:
 * server/http/early-tap.ts), so a tap on a dish shows the dish at once, whenever it comes. Its
 * choices, quantity and add button are the app's: it says they are on their way, and the app's
 * drawer (item-drawer.tsx) takes its place with them. The same sheet, so nothing moves then.
 */
export const DrawerPreview = () => {
  const t = useT()
  return (
    <div className={css.backdrop} {...{ [DISH_PREVIEW.openAttribute]: "" }}>
      <section className={css.sheet} role="dialog" aria-modal="true" aria-labelledby={TITLE_ID} tabIndex={-1}>
        <div className={css.top}>
          <h2 id={TITLE_ID} className={css.title} data-slot={parts.name} />
          <button type="button" className={css.stepButton} aria-label={t("drawer.close")} data-close="">
            <CloseIcon />
          </button>
        </div>
        <div className={css.body}>
          <img className={css.image} data-slot={parts.picture} alt="" width={400} height={300} />
          <p data-slot={parts.description} />
          <div data-slot={parts.facts} />
          <p className={css.notice} role="status">
            {t("drawer.loadingChoices")}
          </p>
        </div>
      </section>
    </div>
  )
}
