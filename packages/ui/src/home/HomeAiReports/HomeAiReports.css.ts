import { style } from '@vanilla-extract/css';
import { vars } from '@coinsight/theme';
import { card } from '../homeSection.css.ts';

export { cardText, cardTitle, grid, intro, section, title } from '../homeSection.css.ts';

export const topic = style([
  card,
  {
    color: 'inherit',
    textDecoration: 'none',
    outline: 'none',
    selectors: {
      '&[data-hovered]': { borderColor: vars.color.brand, boxShadow: vars.shadow.sm },
      '&[data-focus-visible]': { boxShadow: `0 0 0 3px ${vars.color.focusRing}` },
    },
  },
]);
