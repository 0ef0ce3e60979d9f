import { LineIcon, type IconProps } from './LineIcon';

/** A handful of 24px line icons, inline so the shell needs no icon font or icon package. */
// The shell's bars draw theirs a little larger than the screens'.
const Icon = (p: IconProps & { d: string }) => <LineIcon size="1.5em" {...p} />;

type P = IconProps;
export const HomeIcon = (p: P) => <Icon d="M3 11l9-8 9 8M5 10v10h5v-6h4v6h5V10" {...p} />;
export const CartIcon = (p: P) => <Icon d="M3 3h2l2.4 12.2a1 1 0 0 0 1 .8h9.9a1 1 0 0 0 1-.8L21 7H6M9 20.5h.01M18 20.5h.01" {...p} />;
export const OrdersIcon = (p: P) => <Icon d="M9 5h10M9 12h10M9 19h10M4.5 5h.01M4.5 12h.01M4.5 19h.01" {...p} />;
export const TruckIcon = (p: P) => (
  <Icon d="M2 6h11v10H2zM13 10h4l4 4v2h-8M6 19.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3M17 19.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3" {...p} />
);
export const DashboardIcon = (p: P) => <Icon d="M3 3h8v8H3zM13 3h8v5h-8zM13 10h8v11h-8zM3 13h8v8H3z" {...p} />;
export const UsersIcon = (p: P) => (
  <Icon
    d="M16 20v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M9 10a4 4 0 1 0 0-8 4 4 0 0 0 0 8M22 20v-2a4 4 0 0 0-3-3.9M16 2.1a4 4 0 0 1 0 7.8"
    {...p}
  />
);
export const UploadIcon = (p: P) => <Icon d="M12 16V4M7 9l5-5 5 5M4 20h16" {...p} />;
export const MenuIcon = (p: P) => <Icon d="M3 6h18M3 12h18M3 18h18" {...p} />;
export const CloseIcon = (p: P) => <Icon d="M6 6l12 12M18 6L6 18" {...p} />;
export const BackIcon = (p: P) => <Icon d="M15 18l-6-6 6-6" {...p} />;
