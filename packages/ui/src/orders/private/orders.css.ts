import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@coinsight/theme';

const focusRing = { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' };

/** A bordered panel the order pieces sit on. */
export const panel = style({
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  minWidth: 0,
});

/** A list screen (my orders, the refund desk): heading, toolbar, then the list. */
export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: '100%',
  minWidth: 0,
});

export const screenHeading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const empty = style({
  margin: 0,
  padding: `${vars.space.xl} ${vars.space.md}`,
  textAlign: 'center',
  color: vars.color.muted,
});

export const tableScroll = style({ width: '100%', overflowX: 'auto' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});

export const headCell = style({
  textAlign: 'left',
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surfaceRaised,
  fontWeight: 600,
  whiteSpace: 'nowrap',
});

export const cell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderTop: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
});

export const product = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const thumb = style({
  width: '40px',
  height: '40px',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
  flexShrink: 0,
});

export const mono = style({ fontVariantNumeric: 'tabular-nums', wordBreak: 'break-all' });

export const statusTones = styleVariants({
  neutral: { color: vars.color.muted },
  warning: { color: vars.color.danger },
  success: { color: vars.color.success },
  info: { color: vars.color.info },
});

export const status = style({ fontWeight: 600, whiteSpace: 'nowrap' });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: 600 });

export const input = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  minWidth: 0,
  selectors: { '&:focus-visible, &[data-focused]': focusRing },
});

export const pager = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  fontSize: vars.fontSize.sm,
});

export const pagerButtons = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const notice = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  borderLeft: '4px solid currentColor',
  background: vars.color.surfaceRaised,
  fontSize: vars.fontSize.sm,
});

export const noticeTones = styleVariants({
  error: { color: vars.color.danger },
  success: { color: vars.color.success },
  info: { color: vars.color.info },
});
