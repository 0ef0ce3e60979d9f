import { Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

interface Props {
  to: string;
  /** The page shown now: highlighted and marked aria-current. */
  current: boolean;
  /** In the one-row menu of a large screen: a little tighter. */
  inline: boolean;
  onClick?: () => void;
  children: ReactNode;
}

/** One link of the main menu. */
export function MenuLink({ to, current, inline, onClick, children }: Props) {
  return (
    <Link
      asChild
      color="fg"
      fontWeight="medium"
      // A little tighter inline, so an admin's nine links, Logout and the language fit one row at 1280 px.
      px={inline ? '2.5' : '3'}
      py={inline ? '2' : '3'}
      rounded="md"
      _hover={{ bg: 'brand.subtle', textDecoration: 'none' }}
      _currentPage={{ color: 'brand.fg', bg: 'brand.subtle' }}
      display="block"
    >
      <RouterLink to={to} onClick={onClick} aria-current={current ? 'page' : undefined}>
        {children}
      </RouterLink>
    </Link>
  );
}
