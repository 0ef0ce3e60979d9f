import type { UserType } from '../../domain/user/UserProfile';

export interface NavItem {
  readonly to: string;
  readonly labelKey: string;
  /** Shows the live cart count: in brackets in the menu, as a badge in the bottom bar. */
  readonly showsCartCount?: boolean;
  readonly icon?: 'home' | 'cart' | 'orders' | 'truck' | 'dashboard' | 'users' | 'upload';
}

/**
 * docs/SPEC.md 'Screens and routes' menu: everyone's links, then admin or delivery extras. Login/Logout follow them.
 * The bottom bar is hidden from the large breakpoint, so the menu also carries every bottom-bar
 * link of the role (the admin's Dashboard and Users): each screen stays reachable at every width.
 */
export function menuLinks(role: UserType | null): NavItem[] {
  const links: NavItem[] = [
    { to: '/', labelKey: 'nav.home' },
    { to: '/cart', labelKey: 'nav.cart', showsCartCount: true },
    { to: '/orders', labelKey: 'nav.myOrders' },
    { to: '/settings', labelKey: 'nav.settings' },
    { to: '/about', labelKey: 'nav.about' },
  ];
  if (role === 'admin') {
    links.push(
      { to: '/admin-dashboard', labelKey: 'nav.adminDashboard' },
      { to: '/admin/users', labelKey: 'nav.users' },
      { to: '/adminupload', labelKey: 'nav.uploadProduct' },
      { to: '/adminorders', labelKey: 'nav.manageOrders' },
      { to: '/admin/reports', labelKey: 'reports.menu' },
    );
  }
  if (role === 'delivery') links.push({ to: '/delivery-dashboard', labelKey: 'nav.deliveryDashboard' });
  return links;
}

/** docs/SPEC.md 'Screens and routes' bottom bar, per role; everyone starts with Home. */
export function bottomLinks(role: UserType): NavItem[] {
  const home: NavItem = { to: '/', labelKey: 'nav.bottom.home', icon: 'home' };
  switch (role) {
    case 'customer':
      return [
        home,
        { to: '/cart', labelKey: 'nav.bottom.cart', icon: 'cart', showsCartCount: true },
        { to: '/orders', labelKey: 'nav.bottom.myOrders', icon: 'orders' },
      ];
    case 'delivery':
      return [
        home,
        { to: '/delivery-dashboard', labelKey: 'nav.bottom.deliveries', icon: 'truck' },
        { to: '/orders', labelKey: 'nav.bottom.orders', icon: 'orders' },
      ];
    case 'admin':
      return [
        home,
        { to: '/admin-dashboard', labelKey: 'nav.bottom.dashboard', icon: 'dashboard' },
        { to: '/admin/users', labelKey: 'nav.bottom.users', icon: 'users' },
        { to: '/adminupload', labelKey: 'nav.bottom.upload', icon: 'upload' },
      ];
  }
}

/** Whether a link is the current page; home is also /home. */
export function isActiveLink(to: string, pathname: string): boolean {
  if (to === '/') return pathname === '/' || pathname === '/home';
  return pathname === to || pathname.startsWith(`${to}/`);
}
