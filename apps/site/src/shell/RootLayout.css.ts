import { style } from '@vanilla-extract/css';

export const root = style({ display: 'flex', flexDirection: 'column', minHeight: '100vh' });

/**
 * At least a screen high, so the footer starts below the first screen: pages arrive in steps (the
 * lazy chunk, then their data) and a footer in view would jump at each, a layout shift Lighthouse
 * counts (0.03–0.07 on /toNews and /toTarget, issue 18).
 */
export const main = style({ flex: 1, minHeight: '100vh' });
