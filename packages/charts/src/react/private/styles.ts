import type { CSSProperties } from 'react';

/**
 * Inline styles: charts sits below ui in the dependency order, so it cannot use ui's theme; the colours
 * are the theme's neutral greys, with text contrast above 4.5:1 on white.
 */
export const text = '#1f2937';
export const mutedText = '#4b5563';
export const border = '#d1d5db';
export const accent = '#b45309';

export const button: CSSProperties = {
  font: 'inherit',
  fontSize: 13,
  lineHeight: '20px',
  padding: '4px 10px',
  minHeight: 32,
  color: text,
  background: '#ffffff',
  border: `1px solid ${border}`,
  borderRadius: 6,
  cursor: 'pointer',
};

export const pressedButton: CSSProperties = {
  ...button,
  color: '#ffffff',
  background: text,
  // The shorthand again, not borderColor: React warns when a toggle swaps a shorthand for a longhand.
  border: `1px solid ${text}`,
};

export const buttonGroup: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: 6,
  alignItems: 'center',
};
