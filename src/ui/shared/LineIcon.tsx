import type { SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement>;

/**
 * A 24px line icon drawn inline, so neither the shell nor a screen needs an icon font or package.
 * Decorative: the button or link around it carries the name. One path (`d`) or shapes as children.
 */
export const LineIcon = ({ d, children, size = '1.25em', ...props }: IconProps & { d?: string; size?: string }) => (
  <svg
    viewBox="0 0 24 24"
    width={size}
    height={size}
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
    {...props}
  >
    {d ? <path d={d} /> : children}
  </svg>
);
