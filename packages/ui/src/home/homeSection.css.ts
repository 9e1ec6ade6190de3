import { style } from '@vanilla-extract/css';
import { vars } from '@coinsight/theme';

/** The look the home's card sections share (HomeBenefits, HomeAiReports). */
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const title = style({ margin: 0, fontSize: vars.fontSize.lg });

export const intro = style({ margin: 0, color: vars.color.muted });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  height: '100%',
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 600 });

export const cardText = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.muted });
