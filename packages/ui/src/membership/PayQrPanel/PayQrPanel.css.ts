import { style } from '@vanilla-extract/css';
import { vars } from '@coinsight/theme';

export const root = style({ maxWidth: '400px', margin: '0 auto', alignItems: 'center' });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  width: '100%',
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg });

export const close = style({ fontSize: vars.fontSize.lg, padding: `0 ${vars.space.sm}` });

export const amount = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.xl,
  fontWeight: 700,
});

export const code = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  maxWidth: '250px',
  minHeight: '120px',
});

export const error = style({ margin: 0, color: vars.color.danger, textAlign: 'center' });

export const actions = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.md,
  width: '100%',
});
