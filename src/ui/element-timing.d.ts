// The Element Timing API's attribute (https://w3c.github.io/element-timing/): an element that
// carries it has its first paint reported to PerformanceObserver ("element" entries).
import "react"

declare module "react" {
  // The type parameter is React's own: a merged declaration must repeat it.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface HTMLAttributes<T> {
    elementtiming?: string | undefined
  }
}
