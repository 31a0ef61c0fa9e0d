import type { ReactNode } from 'react';

/** The frame of a 24 x 24 line icon drawn with currentColor; decorative, so hidden from assistive technology. */
export const LineIcon = ({ children, size = 24 }: { children: ReactNode; size?: number }) => (
  <svg
    width={size}
    height={size}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    {children}
  </svg>
);
