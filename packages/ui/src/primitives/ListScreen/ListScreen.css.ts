import { vars } from '@coinsight/theme';
import { style } from '@vanilla-extract/css';
import { textBox } from '../TextField/TextField.css.ts';

/** A list screen (my orders, the refund desk, the outbox): heading, toolbar, then the list. */
export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: '100%',
  minWidth: 0,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

/** A label over a value: a filter in the toolbar (native input or select), or a fact in a summary. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: 600 });

export const input = style([textBox, { minWidth: 0 }]);

/** The line shown where a list has nothing to show, or while it loads. */
export const empty = style({
  margin: 0,
  padding: `${vars.space.xl} ${vars.space.md}`,
  textAlign: 'center',
  color: vars.color.muted,
});

/** Order numbers and amounts: even digits, long numbers wrap anywhere. */
export const mono = style({ fontVariantNumeric: 'tabular-nums', wordBreak: 'break-all' });
