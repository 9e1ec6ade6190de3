import { media, vars } from '@coinsight/theme';
import { globalStyle, style } from '@vanilla-extract/css';

/**
 * Wraps a DataTable whose rows become cards on a phone: a wide admin table (the refund desk, the
 * audit log, a member's orders) scrolled sideways at 375 px; stacked, each cell shows its column's
 * name (`cellLabel`) beside the value and nothing is wider than the screen.
 */
export const stacked = style({ minWidth: 0 });

/** The column's name inside a cell, shown only where the rows are stacked. */
export const cellLabel = style({
  display: 'none',
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});

const phone = media.dataMobile;

globalStyle(`${stacked} table, ${stacked} tbody, ${stacked} tr, ${stacked} td`, {
  '@media': { [phone]: { display: 'block', width: '100%', boxSizing: 'border-box' } },
});

// The header row stays for assistive technology, out of sight.
globalStyle(`${stacked} thead`, {
  '@media': {
    [phone]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});

globalStyle(`${stacked} tr`, {
  '@media': {
    [phone]: {
      borderTop: `1px solid ${vars.color.border}`,
      padding: `${vars.space.sm} 0`,
    },
  },
});

globalStyle(`${stacked} td`, {
  '@media': {
    [phone]: {
      display: 'grid',
      gridTemplateColumns: '6.5em minmax(0, 1fr)',
      gap: vars.space.sm,
      alignItems: 'start',
      border: 'none',
      padding: `${vars.space.xs} ${vars.space.sm}`,
      overflowWrap: 'anywhere',
    },
  },
});

globalStyle(`${stacked} td ${cellLabel}`, {
  '@media': { [phone]: { display: 'block' } },
});
