import { Box, Button, Link, Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useSession } from '../app/SessionContext';
import { LanguageSwitch } from '../shared/LanguageSwitch';
import { isActiveLink, menuLinks } from './navLinks';
import { useLogout } from './useLogout';

interface Props {
  /** 'inline' on large screens, 'stack' inside the collapsed panel on smaller ones. */
  layout: 'inline' | 'stack';
  /** Called when a link or Logout is chosen, so the collapsed menu closes. */
  onNavigate?: () => void;
}

/** The menu links of docs/SPEC.md 'Screens and routes' for the current role, Login or Logout, and the language switch. */
export const MainMenu = observer(function MainMenu({ layout, onNavigate }: Props) {
  const { t } = useTranslation();
  const session = useSession();
  const logout = useLogout();
  const { pathname } = useLocation();
  const inline = layout === 'inline';
  const linkStyle = {
    color: 'fg',
    fontWeight: 'medium',
    // A little tighter inline, so an admin's nine links, Logout and the language fit one row at 1280 px.
    px: inline ? '2.5' : '3',
    py: inline ? '2' : '3',
    rounded: 'md',
    _hover: { bg: 'brand.subtle', textDecoration: 'none' },
    _currentPage: { color: 'brand.fg', bg: 'brand.subtle' },
  } as const;

  return (
    <Box as="nav" aria-label={t('nav.mainMenu')}>
      <Stack
        as="ul"
        listStyleType="none"
        direction={inline ? 'row' : 'column'}
        align={inline ? 'center' : 'stretch'}
        gap={inline ? '1' : '0'}
        wrap="wrap"
      >
        {menuLinks(session.role).map((item) => (
          <li key={item.to}>
            <Link asChild {...linkStyle} display="block">
              <RouterLink to={item.to} onClick={onNavigate} aria-current={isActiveLink(item.to, pathname) ? 'page' : undefined}>
                {item.showsCartCount ? t(item.labelKey, { count: session.cartCount }) : t(item.labelKey)}
              </RouterLink>
            </Link>
          </li>
        ))}
        <li>
          {session.isSignedIn ? (
            <Button
              variant="ghost"
              color="fg"
              fontSize="md"
              fontWeight="medium"
              h={inline ? '10' : '12'}
              w={inline ? 'auto' : 'full'}
              justifyContent={inline ? 'center' : 'flex-start'}
              px="3"
              onClick={() => {
                onNavigate?.();
                void logout();
              }}
            >
              {t('nav.logout')}
            </Button>
          ) : (
            <Link asChild {...linkStyle} display="block">
              <RouterLink to="/login" onClick={onNavigate} aria-current={pathname === '/login' ? 'page' : undefined}>
                {t('nav.login')}
              </RouterLink>
            </Link>
          )}
        </li>
        <Box as="li" px={inline ? '2' : '3'} py={inline ? '0' : '3'}>
          <LanguageSwitch onChange={onNavigate} />
        </Box>
      </Stack>
    </Box>
  );
});
