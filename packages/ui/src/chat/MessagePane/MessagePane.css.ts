import { focusRing, vars } from '@coinsight/theme';
import { style } from '@vanilla-extract/css';

export const pane = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  minHeight: 0,
  height: '100%',
  background: vars.color.surfaceRaised,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  minHeight: '40px',
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 600 });

export const body = style({
  position: 'relative',
  flex: 1,
  minHeight: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const log = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  listStyle: 'none',
  margin: 0,
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  selectors: { '&:focus-visible': focusRing('inside') },
});

export const older = style({
  display: 'flex',
  justifyContent: 'center',
  fontSize: vars.fontSize.xs,
  color: vars.color.muted,
});

export const system = style({
  alignSelf: 'center',
  maxWidth: '90%',
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.border,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  textAlign: 'center',
});

export const message = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  maxWidth: '85%',
});

export const own = style({ alignSelf: 'flex-end', flexDirection: 'row-reverse' });

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  minWidth: 0,
  selectors: { [`${own} &`]: { alignItems: 'flex-end' } },
});

export const meta = style({
  display: 'flex',
  gap: vars.space.sm,
  fontSize: vars.fontSize.xs,
  color: vars.color.muted,
});

export const bubble = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  selectors: { [`${own} &`]: { background: vars.color.brand, color: vars.color.brandText } },
});

export const imageButton = style({
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  overflow: 'hidden',
  cursor: 'zoom-in',
  selectors: { '&[data-focus-visible]': focusRing() },
});

export const thumbnail = style({
  display: 'block',
  maxWidth: '200px',
  maxHeight: '160px',
  minWidth: '48px',
  minHeight: '48px',
  objectFit: 'cover',
});

export const file = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  minWidth: 0,
  selectors: { '&:focus-visible': focusRing() },
});

export const fileIcon = style({ fontSize: vars.fontSize.lg });

export const fileText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const fileName = style({
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
  color: vars.color.info,
});

export const fileSize = style({ fontSize: vars.fontSize.xs, color: vars.color.muted });

export const jump = style({
  position: 'absolute',
  right: vars.space.md,
  bottom: vars.space.md,
  boxShadow: vars.shadow.md,
});

export const viewer = style({ maxWidth: 'min(960px, 96vw)', width: 'auto' });

export const full = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: '70vh',
  margin: '0 auto',
  objectFit: 'contain',
});

export const original = style({
  alignSelf: 'center',
  color: vars.color.info,
  fontSize: vars.fontSize.sm,
});
