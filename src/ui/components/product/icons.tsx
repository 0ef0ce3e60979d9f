import { LineIcon, type IconProps } from '../../shared/LineIcon';

/** Line icons for the shopping screens, inline like the shell's (no icon package). */
// A touch bolder, to read on product photos.
const Icon = (p: IconProps & { d: string }) => <LineIcon strokeWidth="2.25" {...p} />;

type P = IconProps;
export const MinusIcon = (p: P) => <Icon d="M5 12h14" {...p} />;
export const PlusIcon = (p: P) => <Icon d="M12 5v14M5 12h14" {...p} />;
export const TrashIcon = (p: P) => <Icon d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" {...p} />;
export const ChevronLeftIcon = (p: P) => <Icon d="M15 18l-6-6 6-6" {...p} />;
export const ChevronRightIcon = (p: P) => <Icon d="M9 18l6-6-6-6" {...p} />;
export const ShareIcon = (p: P) => <Icon d="M4 12v7a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-7M16 6l-4-4-4 4M12 2v13" {...p} />;
export const SearchIcon = (p: P) => <Icon d="M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14M21 21l-4.35-4.35" {...p} />;
export const CartIcon = (p: P) => <Icon d="M3 3h2l2.4 12.2a1 1 0 0 0 1 .8h9.9a1 1 0 0 0 1-.8L21 7H6M9 20.5h.01M18 20.5h.01" {...p} />;
/** A picture frame: the stand-in for a product without a photo. */
export const PhotoIcon = (p: P) => <Icon d="M4 5h16v14H4zM4 16l5-5 4 4 2-2 5 5M15.5 9.5h.01" {...p} />;
