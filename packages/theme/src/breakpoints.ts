/** Widths in px at or below which layouts switch to a narrower form. */
export const breakpoints = { shellMobile: 950, dataMobile: 768, phone: 480 } as const;

export type Breakpoint = keyof typeof breakpoints;

const maxWidth = (name: Breakpoint) => `screen and (max-width: ${breakpoints[name]}px)`;

/** Media queries for vanilla-extract's `'@media'` key; CSS variables cannot appear in a query. */
export const media = {
  shellMobile: maxWidth('shellMobile'),
  dataMobile: maxWidth('dataMobile'),
  phone: maxWidth('phone'),
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
