import { media, vars } from '@coinsight/theme';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  minWidth: 0,
  flex: '1 1 160px',
});

export const input = style({
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.md,
  background: vars.color.surface,
  minWidth: 0,
});

export const empty = style({ color: vars.color.muted, margin: 0 });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  '@media': { [media.phone]: { flexDirection: 'column', alignItems: 'stretch' } },
});

export const text = style({ flex: 1, minWidth: 0 });

export const title = style({
  margin: 0,
  fontWeight: 600,
  overflowWrap: 'anywhere',
});

export const meta = style({
  margin: `${vars.space.xs} 0 0`,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
});

export const state = recipe({
  base: {
    padding: `0 ${vars.space.sm}`,
    borderRadius: vars.radius.full,
    border: '1px solid currentColor',
  },
  variants: {
    state: {
      draft: { color: vars.color.neutral },
      published: { color: vars.color.success },
      unpublished: { color: vars.color.danger },
    },
  },
});

export const actions = style({ display: 'flex', gap: vars.space.sm, flexShrink: 0 });

export const pager = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
