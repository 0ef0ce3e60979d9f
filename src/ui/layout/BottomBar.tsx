import { observer } from 'mobx-react-lite';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useSession } from '../app/SessionContext';
import { CartIcon, DashboardIcon, HomeIcon, OrdersIcon, TruckIcon, UploadIcon, UsersIcon } from '../shared/icons';
import { useIsLargeScreen } from '../shared/useIsLargeScreen';
import { bottomBarClass } from './bottomBarStyles';
import { bottomLinks, isActiveLink, type NavItem } from './navLinks';

const ICONS: Record<NonNullable<NavItem['icon']>, ComponentType> = {
  home: HomeIcon,
  cart: CartIcon,
  orders: OrdersIcon,
  truck: TruckIcon,
  dashboard: DashboardIcon,
  users: UsersIcon,
  upload: UploadIcon,
};

/** docs/SPEC.md 'Screens and routes': small screens only, signed in only (or, while the session loads, last signed in). */
export function useBottomBarVisible(): boolean {
  const session = useSession();
  return !useIsLargeScreen() && session.barRole !== null;
}

/** The bottom navigation bar per role, the active link highlighted and marked aria-current (bottomBarStyles). */
export const BottomBar = observer(function BottomBar() {
  const { t } = useTranslation();
  const session = useSession();
  const { pathname } = useLocation();
  const visible = useBottomBarVisible();
  const role = session.barRole;
  if (!visible || !role) return null;

  return (
    <nav className={bottomBarClass.root} aria-label={t('nav.bottom.label')}>
      <ul className={bottomBarClass.links}>
        {bottomLinks(role).map((item) => {
          const active = isActiveLink(item.to, pathname);
          const Icon = item.icon ? ICONS[item.icon] : null;
          const count = session.cartCount;
          return (
            <li key={item.to} className={bottomBarClass.item}>
              <RouterLink
                to={item.to}
                className={bottomBarClass.link}
                aria-current={active ? 'page' : undefined}
                // The badge's number is read as part of the name: 'Cart (3)'.
                aria-label={item.showsCartCount ? t('nav.cart', { count }) : undefined}
              >
                {Icon && <Icon />}
                <span>{t(item.labelKey)}</span>
                {item.showsCartCount && count > 0 && (
                  <span className={bottomBarClass.count} aria-hidden="true">
                    {count}
                  </span>
                )}
              </RouterLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
});
