import * as css from "./why-not.css"

/**
 * Why the control just above cannot act (offline, a choice still to make), said right under it:
 * on screen with it, where the diner looks, and read with it by a screen reader (the control's
 * `aria-describedby` names `id`). A greyed button with its reason out of sight reads as broken.
 */
export const WhyNot = ({ id, text }: { readonly id: string; readonly text: string }) => (
  <p id={id} role="status" className={css.whyNot}>
    {text}
  </p>
)
