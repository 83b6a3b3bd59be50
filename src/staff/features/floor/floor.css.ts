import { style } from "@vanilla-extract/css"
import { theme } from "../../../styles/theme.css"
import { unit } from "../../../styles/units"

export const floor = style({ display: "grid", gridTemplateColumns: "minmax(16rem, 1fr) 2fr", gap: unit(4), alignItems: "start" })
export const requests = style({ display: "grid", gap: unit(2) })
export const request = style({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: unit(2) })
export const onTheWay = style({ color: theme.color.brand, fontWeight: 700 })
export const tables = style({ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(14rem, 1fr))", gap: unit(2) })
export const tableTitle = style({ margin: 0, fontSize: "1rem" })
export const figures = style({
  display: "grid",
  gridTemplateColumns: "auto auto",
  justifyContent: "space-between",
  gap: `0 ${unit(3)}`,
  margin: `${unit(2)} 0`,
})
export const figureName = style({ color: theme.color.muted })
export const figureValue = style({ margin: 0, textAlign: "right", fontWeight: 600 })
export const cartLines = style({ margin: `${unit(1)} 0`, paddingLeft: unit(4), fontSize: "0.9rem" })
export const payments = style({ display: "grid", gap: unit(2), marginTop: unit(4) })
export const payment = style({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: unit(2), flexWrap: "wrap" })
