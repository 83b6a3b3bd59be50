import * as css from "./icons.css"

/**
 * The app's icons, drawn once: each is a symbol of one sprite (`IconSprite`, in the page once,
 * src/app/app.tsx), and an icon on screen is a `<use>` of it. A menu shows a few icons per dish;
 * as inline paths each was a copy the page's parser, style and layout went through again.
 */
const SYMBOLS = {
  utensils: <path d="M3 2v7c0 1.1.9 2 2 2h4a2 2 0 0 0 2-2V2M7 2v20M21 15V2a5 5 0 0 0-5 5v6c0 1.1.9 2 2 2h3Zm0 0v7" />,
  search: (
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </>
  ),
  close: <path d="M18 6 6 18M6 6l12 12" />,
  back: <path d="m15 18-6-6 6-6" />,
  leaf: (
    <>
      <path d="M11 20A7 7 0 0 1 9.8 6.1C15.5 5 17 4.5 19 2c1 2 2 4.2 2 8 0 5.5-4.8 10-10 10Z" />
      <path d="M2 21c0-3 1.9-5.4 5.2-6" />
    </>
  ),
  moon: <path d="M12 3a6 6 0 0 0 9 9 9 9 0 1 1-9-9Z" />,
  glass: <path d="M8 22h8M12 11v11M5 3h14l-1 5a6 6 0 0 1-12 0Z" />,
  chilli: (
    <>
      <path d="M12 6c-4 0-8 5-8 12 5 0 12-3 12-9" />
      <path d="M16 9c0-2-1.5-3-4-3M16 9c1-3 3-4 5-4" />
    </>
  ),
  alert: (
    <>
      <path d="m21.7 18-8-14a2 2 0 0 0-3.4 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.7-3Z" />
      <path d="M12 9v4M12 17h.01" />
    </>
  ),
  bell: (
    <>
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </>
  ),
  receipt: (
    <>
      <path d="M4 2v20l2-1 2 1 2-1 2 1 2-1 2 1 2-1 2 1V2l-2 1-2-1-2 1-2-1-2 1-2-1-2 1Z" />
      <path d="M8 8h8M8 12h8M8 16h5" />
    </>
  ),
  // A covered dish: the menu. A book with lines read as the bill's receipt at 18 px.
  dishCover: (
    <>
      <path d="M3 19h18M5 19a7 7 0 0 1 14 0" />
      <path d="M12 12V9M10 9h4" />
    </>
  ),
} as const

type IconName = keyof typeof SYMBOLS

/** The id a symbol has in the page: prefixed, so no venue's content or other id can take it. */
const iconId = (name: string): string => `icon-${name}`

/**
 * Every icon's drawing, once, for the `<use>`s to point at; hidden, and out of the layout. The
 * symbols carry the line style, which their uses inherit.
 */
export const IconSprite = () => (
  <svg className={css.sprite} aria-hidden="true" focusable="false">
    {Object.entries(SYMBOLS).map(([name, drawing]) => (
      <symbol
        key={name}
        id={iconId(name)}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {drawing}
      </symbol>
    ))}
  </svg>
)

/** One icon, 18 px, decorative (the words beside it, or its control's name, say what it means). */
const Icon = ({ name }: { readonly name: IconName }) => (
  <svg width="18" height="18" aria-hidden="true">
    <use href={`#${iconId(name)}`} />
  </svg>
)

export const UtensilsIcon = () => <Icon name="utensils" />
export const SearchIcon = () => <Icon name="search" />
export const CloseIcon = () => <Icon name="close" />
export const BackIcon = () => <Icon name="back" />
export const LeafIcon = () => <Icon name="leaf" />
export const MoonIcon = () => <Icon name="moon" />
export const GlassIcon = () => <Icon name="glass" />
export const ChilliIcon = () => <Icon name="chilli" />
export const AlertIcon = () => <Icon name="alert" />
export const BellIcon = () => <Icon name="bell" />
export const ReceiptIcon = () => <Icon name="receipt" />
export const DishCoverIcon = () => <Icon name="dishCover" />
