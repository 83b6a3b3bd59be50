import { useId, type InputHTMLAttributes } from "react"
import * as css from "./gate.css"

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className" | "value" | "onChange">

/** A field of the sign-in: its label, then its text box, tied together by an id of their own. */
export const GateField = ({
  label,
  value,
  onText,
  ...input
}: InputProps & { readonly label: string; readonly value: string; readonly onText: (text: string) => void }) => {
  const id = useId()
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input id={id} className={css.input} value={value} onChange={(event) => onText(event.target.value)} {...input} />
    </>
  )
}
