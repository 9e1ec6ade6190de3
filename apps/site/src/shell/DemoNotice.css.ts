import { vars } from '@coinsight/theme';
import { globalStyle } from '@vanilla-extract/css';

/**
 * The element before the root the server writes the notice in (apps/server/src/plugins/
 * demoNotice.ts): a page's first paint has it with the page's style sheet, before any script ran,
 * so its look is a global rule on the slot rather than a generated class.
 */
export const demoNoticeSlotId = 'demo-notice';

globalStyle(`#${demoNoticeSlotId} > p`, {
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.info,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.5,
  textAlign: 'center',
});
