// The staff screen's entry (/staff): the store starts at once, and the screen draws it.
import { createRoot } from "react-dom/client"
import { composeStaffApp } from "./app/compose"
import { StaffApp } from "./app/staff-app"
import "../styles/theme.css"

const root = document.getElementById("root")
if (root !== null) createRoot(root).render(<StaffApp store={composeStaffApp()} />)
