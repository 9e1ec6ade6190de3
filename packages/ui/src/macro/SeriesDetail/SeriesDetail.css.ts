import { focusRing, media, vars } from '@coinsight/theme';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: '100%',
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

export const title = style({
  margin: 0,
  flex: '1 1 auto',
  fontSize: vars.fontSize.lg,
  '@media': { [media.dataMobile]: { fontSize: vars.fontSize.md } },
});

export const tag = style({
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  color: vars.color.muted,
  fontSize: vars.fontSize.xs,
});

export const ranges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const range = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&[data-selected]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.brandText,
    },
    '&[data-hovered]:not([data-selected])': { background: vars.color.surfaceRaised },
    '&[data-focus-visible]': focusRing('outside'),
  },
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  gap: vars.space.md,
  margin: 0,
});

export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const factLabel = style({ color: vars.color.muted, fontSize: vars.fontSize.xs });

export const factValue = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 600 });

export const tabs = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const tabList = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const tab = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: '3px solid transparent',
  color: vars.color.muted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-selected]': { color: vars.color.brand, borderBottomColor: vars.color.brand },
    '&[data-hovered]': { color: vars.color.text },
    '&[data-focus-visible]': focusRing('inside'),
  },
});

export const panel = style({ outline: 'none', minWidth: 0 });

export const block = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const blockTitle = style({ margin: 0, fontSize: vars.fontSize.md });

export const text = style({ margin: 0, lineHeight: 1.7, color: vars.color.text });

/** The catalogue's reason a series has no live source, set off from the page like a note. */
export const unavailable = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});
