import { media, vars } from '@coinsight/theme';
import { style } from '@vanilla-extract/css';

export const page = style({
  width: '100%',
  maxWidth: '1200px',
  margin: '0 auto',
  padding: vars.space.xl,
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  '@media': { [media.dataMobile]: { padding: vars.space.md } },
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl });

/** The list page: calendar and search beside the list on a desktop, above it on a phone. */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: '320px minmax(0, 1fr)',
  alignItems: 'start',
  gap: vars.space.xl,
  '@media': { [media.dataMobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg } },
});

export const side = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

export const dayLine = style({ margin: 0, color: vars.color.muted, fontSize: vars.fontSize.sm });

export const links = style({ display: 'flex', gap: vars.space.md, flexWrap: 'wrap' });

export const link = style({ color: vars.color.brand });

export const samples = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  alignItems: 'flex-end',
});

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const input = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.md,
});
