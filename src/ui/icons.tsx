/** Small inline icons (no icon font, no request); decorative unless given a label. */
const Svg = ({ children, label }: { readonly children: React.ReactNode; readonly label?: string }) => (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" {...(label === undefined ? { "aria-hidden": true } : { role: "img", "aria-label": label })}>
    {children}
  </svg>
)

export const UtensilsIcon = () => (
  <Svg>
    <path d="M3 2v7c0 1.1.9 2 2 2h4a2 2 0 0 0 2-2V2M7 2v20M21 15V2a5 5 0 0 0-5 5v6c0 1.1.9 2 2 2h3Zm0 0v7" />
  </Svg>
)
export const SearchIcon = () => (
  <Svg>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </Svg>
)
export const CloseIcon = () => (
  <Svg>
    <path d="M18 6 6 18M6 6l12 12" />
  </Svg>
)
export const BackIcon = () => (
  <Svg>
    <path d="m15 18-6-6 6-6" />
  </Svg>
)
