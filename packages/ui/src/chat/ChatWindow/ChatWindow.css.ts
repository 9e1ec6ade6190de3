import { focusRing, media, vars } from '@coinsight/theme';
import { createVar, fallbackVar, globalStyle, style } from '@vanilla-extract/css';

/**
 * The minimized icon never lies over a control. On a wide screen it is a tab at the right edge, and
 * the shell keeps that edge free for it (a gutter as wide as the tab, only while the tab shows), so
 * nothing of any page passes under it, scrolled or not. On a phone no width is to spare and a corner
 * pill covered the AI page's 发送: there it sits in the navbar's empty middle, before the menu
 * button, and scrolls away with the bar (placed against the page, whose top the navbar is).
 */
const tabWidth = '40px';
const sideRoomVar = createVar();

globalStyle(':root:has([data-chat-launcher])', {
  vars: { [sideRoomVar]: tabWidth },
  '@media': { [media.shellMobile]: { vars: { [sideRoomVar]: '0px' } } },
});

/** The shell's right gutter for the tab on a wide screen (none on a phone, or when it does not show). */
export const launcherGutter = style({ paddingRight: fallbackVar(sideRoomVar, '0px') });

export const hidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

export const icon = style({
  position: 'fixed',
  right: 0,
  bottom: vars.space.xxl,
  zIndex: 800,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  width: tabWidth,
  padding: `${vars.space.md} 0`,
  writingMode: 'vertical-rl',
  border: 'none',
  borderRadius: `${vars.radius.md} 0 0 ${vars.radius.md}`,
  background: vars.color.brand,
  color: vars.color.brandText,
  boxShadow: vars.shadow.lg,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.sm,
  letterSpacing: '0.1em',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.brandHover },
    '&[data-focus-visible]': focusRing('inside', vars.color.brandText),
  },
  '@media': {
    [media.shellMobile]: {
      position: 'absolute',
      // The navbar is 64 px high with 24 px of padding; its menu button is about 40 px wide.
      top: '12px',
      right: `calc(${vars.space.xl} + 48px)`,
      bottom: 'auto',
      width: 'auto',
      height: '40px',
      padding: `0 ${vars.space.lg}`,
      writingMode: 'horizontal-tb',
      letterSpacing: 'normal',
      borderRadius: vars.radius.full,
      boxShadow: 'none',
      selectors: { '&[data-focus-visible]': focusRing() },
    },
  },
});

export const iconLabel = style({});

/** The count reads across in the upright tab too. */
export const iconCount = style({
  writingMode: 'horizontal-tb',
  padding: '0 3px',
  fontSize: vars.fontSize.xs,
  '@media': { [media.shellMobile]: { marginLeft: vars.space.xs } },
});

export const window = style({
  position: 'fixed',
  right: vars.space.xl,
  bottom: vars.space.xl,
  zIndex: 800,
  width: 'min(920px, calc(100vw - 48px))',
  height: 'min(620px, calc(100vh - 48px))',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  overflow: 'hidden',
  '@media': {
    [media.shellMobile]: {
      inset: 0,
      width: '100vw',
      height: '100dvh',
      borderRadius: 0,
      border: 'none',
    },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.sm} ${vars.space.xs} ${vars.space.md}`,
  background: vars.color.brand,
  color: vars.color.brandText,
});

export const title = style({ margin: 0, marginRight: 'auto', fontSize: vars.fontSize.md });

export const control = style({
  width: '32px',
  height: '32px',
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.brandText,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.brandHover },
    '&[data-focus-visible]': focusRing('inside', vars.color.brandText),
  },
});

export const body = style({ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' });

export const layout = style({
  flex: 1,
  minHeight: 0,
  display: 'flex',
  '@media': { [media.shellMobile]: { flexDirection: 'column' } },
});

export const bar = style({ flex: 'none' });

export const list = style({
  flex: 'none',
  width: '240px',
  minHeight: 0,
  borderRight: `1px solid ${vars.color.border}`,
  '@media': {
    [media.shellMobile]: {
      width: 'auto',
      height: '30%',
      borderRight: 'none',
      borderBottom: `1px solid ${vars.color.border}`,
    },
  },
});

export const main = style({ flex: 1, minWidth: 0, minHeight: 0 });

export const aside = style({
  flex: 'none',
  width: '200px',
  minHeight: 0,
  borderLeft: `1px solid ${vars.color.border}`,
  '@media': {
    [media.shellMobile]: {
      width: 'auto',
      height: '35%',
      borderLeft: 'none',
      borderTop: `1px solid ${vars.color.border}`,
    },
  },
});

/** A short text in the window's middle: the visitor's and non-member's notices. */
export const notice = style({
  margin: 'auto',
  padding: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  textAlign: 'center',
});
