import { style } from '@vanilla-extract/css';
import { focusRing, media, vars } from '@coinsight/theme';

/** The handle is square and as tall as the track: a comfortable target for a thumb. */
export const handleSize = vars.space.xxl;

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const track = style({
  position: 'relative',
  height: handleSize,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
  userSelect: 'none',
  selectors: {
    '&[data-state="verified"]': { background: vars.color.success, borderColor: vars.color.success },
  },
});

export const fill = style({
  position: 'absolute',
  insetBlock: 0,
  left: 0,
  background: vars.color.info,
  opacity: 0.18,
  pointerEvents: 'none',
  transition: 'width 200ms ease',
  selectors: {
    [`${track}[data-dragging] &`]: { transition: 'none' },
    [`${track}[data-state="verified"] &`]: { opacity: 0 },
  },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const instruction = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  paddingLeft: handleSize,
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
  pointerEvents: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    [`${track}[data-state="verified"] &`]: { color: vars.color.brandText, fontWeight: 600 },
  },
});

export const handle = style({
  position: 'absolute',
  top: 0,
  width: handleSize,
  height: '100%',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.surface,
  color: vars.color.brand,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.sm,
  fontSize: vars.fontSize.lg,
  cursor: 'grab',
  // Without this a touch drag scrolls the page instead of moving the handle.
  touchAction: 'none',
  transition: 'left 200ms ease',
  selectors: {
    '&:focus-visible': focusRing('deepInside'),
    [`${track}[data-dragging] &`]: { transition: 'none', cursor: 'grabbing' },
    '&[aria-disabled="true"]': { cursor: 'default' },
    [`${track}[data-state="verified"] &`]: { color: vars.color.success },
  },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const message = style({
  margin: 0,
  minHeight: '1.6em',
  fontSize: vars.fontSize.xs,
  selectors: {
    '&[data-tone="error"]': { color: vars.color.danger },
    '&[data-tone="info"]': { color: vars.color.muted },
    '&[data-tone="success"]': { color: vars.color.success },
  },
});
