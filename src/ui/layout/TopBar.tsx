import { Box, Flex, IconButton, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { GroupName } from '../components/product/GroupName';
import { BackIcon, CloseIcon, MenuIcon } from '../shared/icons';
import { useIsLargeScreen } from '../shared/useIsLargeScreen';
import { MainMenu } from './MainMenu';
import { topBarHeading } from './topBarHeading';

const MENU_ID = 'main-menu-panel';

/**
 * docs/SPEC.md 'Screens and routes' top bar: brand and 30x30 logo on home, otherwise back and the page title (a
 * category page's title is its group's name in the shopper's language).
 * The menu is inline from the lg breakpoint and a collapsible panel below it.
 */
export function TopBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, key } = useLocation();
  // One step back; on the first page of the visit (nothing to go back to in the shop) go home instead.
  const goBack = () => (key === 'default' ? navigate('/') : navigate(-1));
  const large = useIsLargeScreen();
  // The panel is open for the page it was opened on, so any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = !large && openOn === pathname;
  const heading = topBarHeading(pathname);
  const title =
    heading.kind !== 'page' ? null : heading.group ? <GroupName id={heading.group} /> : heading.titleKey ? t(heading.titleKey) : null;

  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="bg" borderBottomWidth="1px" borderColor="border">
      {/* On a large screen an admin's menu (nine links) is wider than what the title leaves: it moves to a row of its own. */}
      <Flex minH="14" px="2" py={large ? '1' : '0'} gap="2" align="center" maxW="6xl" mx="auto" wrap={large ? 'wrap' : 'nowrap'}>
        {heading.kind === 'brand' ? (
          <Flex asChild align="center" gap="2" px="2" color="brand.fg" minW="0">
            <RouterLink to="/">
              {/* Plain attributes, not style props: the browser reserves the 30x30 box before the SVG arrives. */}
              <img src="/logo.svg" alt="" width={30} height={30} />
              <Text fontWeight="bold" fontSize="lg" truncate>
                {t('common.appName')}
              </Text>
            </RouterLink>
          </Flex>
        ) : (
          <>
            <IconButton aria-label={t('nav.back')} variant="ghost" color="brand.fg" onClick={() => void goBack()}>
              <BackIcon />
            </IconButton>
            {title && (
              <Text fontWeight="semibold" fontSize="lg" truncate minW="0">
                {title}
              </Text>
            )}
          </>
        )}
        <Box flex="1" />
        {large ? (
          <MainMenu layout="inline" />
        ) : (
          <IconButton
            aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
            aria-expanded={open}
            aria-controls={MENU_ID}
            variant="ghost"
            color="brand.fg"
            onClick={() => setOpenOn(open ? null : pathname)}
          >
            {open ? <CloseIcon /> : <MenuIcon />}
          </IconButton>
        )}
      </Flex>
      {open && (
        <Box id={MENU_ID} borderTopWidth="1px" borderColor="border" px="2" py="2" maxH="calc(100dvh - 3.5rem)" overflowY="auto">
          <MainMenu layout="stack" onNavigate={() => setOpenOn(null)} />
        </Box>
      )}
    </Box>
  );
}
