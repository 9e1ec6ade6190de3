import { media, vars } from '@coinsight/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: 860,
  width: '100%',
  margin: '0 auto',
  minWidth: 0,
});

export const back = style({ alignSelf: 'flex-start' });

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: 1.4,
  '@media': { [media.dataMobile]: { fontSize: vars.fontSize.lg } },
});

export const gap = style({ margin: `0 ${vars.space.sm}` });

export const body = style({
  lineHeight: 1.8,
  fontSize: vars.fontSize.md,
  overflowWrap: 'anywhere',
});

globalStyle(`${body} a`, { color: vars.color.brand });
globalStyle(`${body} table`, { display: 'block', overflowX: 'auto', maxWidth: '100%' });
// Pictures an admin put in a document (issue 17) fit a phone.
globalStyle(`${body} img`, { maxWidth: '100%', height: 'auto' });

export const ai = style({
  padding: vars.space.lg,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});

export const aiTitle = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.fontSize.md,
  color: vars.color.brand,
});

export const aiText = style({ margin: `0 0 ${vars.space.sm}`, lineHeight: 1.7 });

export const disclaimer = style({ margin: 0, color: vars.color.muted, fontSize: vars.fontSize.xs });

export const refused = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  padding: vars.space.xxl,
  textAlign: 'center',
});

export const actions = style({ display: 'flex', gap: vars.space.md });
