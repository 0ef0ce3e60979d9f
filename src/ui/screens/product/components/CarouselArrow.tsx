import type { ReactNode } from 'react';
import { imageCarouselClass } from './imageCarouselStyles';

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
    <button type="button" className={imageCarouselClass.arrow} data-side={side} aria-label={label} onClick={onClick}>
      {children}
    </button>
  );
}
