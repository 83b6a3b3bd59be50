import { Toaster } from "sonner"

/** The toasts (sonner's defaults are the spec's: 4000 ms, 3 visible), loaded after the first paint. */
const Toasts = () => <Toaster position="top-center" />
export default Toasts
