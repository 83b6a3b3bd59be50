import * as css from "./icons.css"

/** Small icons (no icon font, no request, no SVG in the page: src/ui/icons.css.ts); decorative, the words beside them say it. */
const Icon = ({ shape }: { readonly shape: keyof typeof css.icons }) => <span className={css.icons[shape]} aria-hidden="true" />

export const UtensilsIcon = () => <Icon shape="utensils" />
export const SearchIcon = () => <Icon shape="search" />
export const CloseIcon = () => <Icon shape="close" />
export const BackIcon = () => <Icon shape="back" />
export const LeafIcon = () => <Icon shape="leaf" />
export const MoonIcon = () => <Icon shape="moon" />
export const GlassIcon = () => <Icon shape="glass" />
export const ChilliIcon = () => <Icon shape="chilli" />
export const AlertIcon = () => <Icon shape="alert" />
export const BellIcon = () => <Icon shape="bell" />
export const ReceiptIcon = () => <Icon shape="receipt" />
export const MenuBookIcon = () => <Icon shape="menuBook" />
