import { vars } from '@coinsight/theme';
import { style } from '@vanilla-extract/css';
import * as menu from '../../primitives/GroupedMenu/GroupedMenu.css.ts';

export {
  count,
  empty,
  groupHeader,
  groups,
  items,
  search,
  searchInput,
} from '../../primitives/GroupedMenu/GroupedMenu.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '100%',
  padding: vars.space.md,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxSizing: 'border-box',
});

export const searchLabel = style({ fontSize: vars.fontSize.sm, fontWeight: 600 });

export const tools = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });

export const notice = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
});

export const item = style([menu.item, { selectors: { '&[aria-current="true"]': menu.current } }]);
