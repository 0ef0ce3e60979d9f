import { Box, Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useSession } from '../app/SessionContext';
import { Button } from '../shared/Button';
import { LanguageSwitch } from '../shared/LanguageSwitch';
import { MenuLink } from './MenuLink';
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
            <MenuLink to={item.to} current={isActiveLink(item.to, pathname)} inline={inline} onClick={onNavigate}>
              {item.showsCartCount ? t(item.labelKey, { count: session.cartCount }) : t(item.labelKey)}
            </MenuLink>
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
            <MenuLink to="/login" current={pathname === '/login'} inline={inline} onClick={onNavigate}>
              {t('nav.login')}
            </MenuLink>
          )}
        </li>
        <Box as="li" px={inline ? '2' : '3'} py={inline ? '0' : '3'}>
          <LanguageSwitch onChange={onNavigate} />
        </Box>
      </Stack>
    </Box>
  );
});
