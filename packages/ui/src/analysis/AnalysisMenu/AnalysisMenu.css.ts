import { vars } from '@coinsight/theme';
import { style } from '@vanilla-extract/css';
import * as menu from '../../primitives/GroupedMenu/GroupedMenu.css.ts';

export {
  count,
  empty,
  search,
  searchInput,
  groups as months,
  groupHeader as monthHeader,
  items as days,
} from '../../primitives/GroupedMenu/GroupedMenu.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.md });

export const searchLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.muted });

export const day = style([menu.item, { selectors: { '&[aria-current="date"]': menu.current } }]);
