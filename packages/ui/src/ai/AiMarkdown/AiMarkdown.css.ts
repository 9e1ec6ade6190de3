import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing, vars } from '@coinsight/theme';

export const root = style({
  lineHeight: 1.7,
  overflowWrap: 'anywhere',
  minWidth: 0,
});

globalStyle(`${root} > :first-child`, { marginTop: 0 });
globalStyle(`${root} > :last-child`, { marginBottom: 0 });
globalStyle(`${root} p, ${root} ul, ${root} ol, ${root} blockquote, ${root} table`, {
  margin: `${vars.space.sm} 0`,
});
export const heading = style({
  margin: `${vars.space.md} 0 ${vars.space.sm}`,
  fontSize: vars.fontSize.md,
  lineHeight: 1.4,
});
globalStyle(`${root} ul, ${root} ol`, { paddingLeft: vars.space.xl });
globalStyle(`${root} a`, { color: vars.color.brand });
globalStyle(`${root} blockquote`, {
  paddingLeft: vars.space.md,
  borderLeft: `3px solid ${vars.color.border}`,
  color: vars.color.muted,
});
globalStyle(`${root} code`, {
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: '0.9em',
});
globalStyle(`${root} pre`, {
  margin: `${vars.space.sm} 0`,
  padding: vars.space.md,
  overflowX: 'auto',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});
globalStyle(`${root} pre code`, { padding: 0, background: 'none' });
export const scroll = style({ maxWidth: '100%', overflowX: 'auto' });

globalStyle(`${root} table`, { borderCollapse: 'collapse' });
globalStyle(`${root} th, ${root} td`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
});
// Long display formulas scroll inside the answer rather than widening a phone's page.
globalStyle(`${root} .katex-display`, { overflowX: 'auto', overflowY: 'hidden' });
globalStyle(`${root} pre:focus-visible, ${scroll}:focus-visible`, focusRing());
