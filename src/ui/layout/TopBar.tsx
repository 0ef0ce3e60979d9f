import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { GroupName } from '../components/product/GroupName';
import { BackIcon, CloseIcon, MenuIcon } from '../shared/icons';
import { useIsLargeScreen } from '../shared/useIsLargeScreen';
import { MainMenu } from './MainMenu';
import { topBarHeading } from './topBarHeading';
import { topBarClass } from './topBarStyles';

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
    <header className={topBarClass.root}>
      {/* On a large screen an admin's menu (nine links) is wider than what the title leaves: it moves to a row of its own. */}
      <div className={topBarClass.row} data-large={large ? '' : undefined}>
        {heading.kind === 'brand' ? (
          <RouterLink to="/" className={topBarClass.brand}>
            {/* Plain attributes, not style props: the browser reserves the 30x30 box before the SVG arrives. */}
            <img src="/logo.svg" alt="" width={30} height={30} />
            <p className={topBarClass.appName}>{t('common.appName')}</p>
          </RouterLink>
        ) : (
          <>
            <button type="button" className={topBarClass.button} aria-label={t('nav.back')} onClick={() => void goBack()}>
              <BackIcon />
            </button>
            {title && <p className={topBarClass.title}>{title}</p>}
          </>
        )}
        <div className={topBarClass.spacer} />
        {large ? (
          <MainMenu layout="inline" />
        ) : (
          <button
            type="button"
            className={topBarClass.button}
            aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
            aria-expanded={open}
            aria-controls={MENU_ID}
            onClick={() => setOpenOn(open ? null : pathname)}
          >
            {open ? <CloseIcon /> : <MenuIcon />}
          </button>
        )}
      </div>
      {open && (
        <div id={MENU_ID} className={topBarClass.panel}>
          <MainMenu layout="stack" onNavigate={() => setOpenOn(null)} />
        </div>
      )}
    </header>
  );
}
