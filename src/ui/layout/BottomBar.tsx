import { Badge, Box, Flex, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useSession } from '../app/SessionContext';
import { CartIcon, DashboardIcon, HomeIcon, OrdersIcon, TruckIcon, UploadIcon, UsersIcon } from '../shared/icons';
import { useIsLargeScreen } from '../shared/useIsLargeScreen';
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

/** The bottom navigation bar per role, the active link highlighted and marked aria-current. */
export const BottomBar = observer(function BottomBar() {
  const { t } = useTranslation();
  const session = useSession();
  const { pathname } = useLocation();
  const visible = useBottomBarVisible();
  const role = session.barRole;
  if (!visible || !role) return null;

  return (
    <Box
      as="nav"
      aria-label={t('nav.bottom.label')}
      position="fixed"
      bottom="0"
      insetX="0"
      zIndex="sticky"
      bg="bg"
      borderTopWidth="1px"
      borderColor="border"
      pb="env(safe-area-inset-bottom)"
    >
      <Flex as="ul" listStyleType="none" justify="space-around">
        {bottomLinks(role).map((item) => {
          const active = isActiveLink(item.to, pathname);
          const Icon = item.icon ? ICONS[item.icon] : null;
          const count = session.cartCount;
          return (
            <Box as="li" key={item.to} flex="1">
              <Flex
                asChild
                direction="column"
                align="center"
                gap="0.5"
                py="2"
                minH="14"
                fontSize="xs"
                fontWeight={active ? 'bold' : 'medium'}
                color={active ? 'brand.fg' : 'fg.muted'}
                bg={active ? 'brand.subtle' : undefined}
                position="relative"
              >
                <RouterLink
                  to={item.to}
                  aria-current={active ? 'page' : undefined}
                  // The badge's number is read as part of the name: 'Cart (3)'.
                  aria-label={item.showsCartCount ? t('nav.cart', { count }) : undefined}
                >
                  {Icon && <Icon />}
                  <Text as="span">{t(item.labelKey)}</Text>
                  {item.showsCartCount && count > 0 && (
                    <Badge
                      position="absolute"
                      top="1"
                      insetStart="calc(50% + 0.5rem)"
                      variant="solid"
                      colorPalette="red"
                      rounded="full"
                      aria-hidden="true"
                    >
                      {count}
                    </Badge>
                  )}
                </RouterLink>
              </Flex>
            </Box>
          );
        })}
      </Flex>
    </Box>
  );
});
