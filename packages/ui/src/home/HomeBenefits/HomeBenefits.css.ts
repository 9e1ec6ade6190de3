import { style } from '@vanilla-extract/css';
import { card } from '../homeSection.css.ts';

export { cardText, cardTitle, grid, section, title } from '../homeSection.css.ts';

export const benefit = style([card]);
