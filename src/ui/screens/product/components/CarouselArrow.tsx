import { IconButton } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface Props {
  /** Which edge of the photo it sits on, halfway down. */
  side: 'start' | 'end';
  label: string;
  onClick(): void;
  /** The chevron. */
  children: ReactNode;
}

/** The previous or next button over a carousel's photo: round, a thumb's size. */
export function CarouselArrow({ side, label, onClick, children }: Props) {
  return (
    <IconButton
      aria-label={label}
      position="absolute"
      {...(side === 'start' ? { insetStart: '1' } : { insetEnd: '1' })}
      top="50%"
      transform="translateY(-50%)"
      rounded="full"
      variant="surface"
      size="lg"
      onClick={onClick}
    >
      {children}
    </IconButton>
  );
}
