/** Raw design values; components read them through `vars`, never directly. */
export const tokens = {
  color: {
    brand: '#1d4ed8',
    brandHover: '#1e40af',
    brandText: '#ffffff',
    bullish: '#047857',
    bearish: '#c81e1e',
    neutral: '#4b5563',
    surface: '#ffffff',
    surfaceRaised: '#f3f4f6',
    overlay: 'rgba(17, 24, 39, 0.55)',
    text: '#111827',
    muted: '#4b5563',
    border: '#d1d5db',
    focusRing: '#2563eb',
    danger: '#b91c1c',
    dangerHover: '#991b1b',
    success: '#047857',
    info: '#1d4ed8',
  },
  space: { none: '0', xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '40px' },
  radius: { sm: '4px', md: '8px', lg: '12px', full: '9999px' },
  fontSize: { xs: '12px', sm: '14px', md: '16px', lg: '20px', xl: '28px', display: '96px' },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.08)',
    md: '0 4px 12px rgba(0, 0, 0, 0.12)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.18)',
  },
  focusRing: {
    width: '2px',
    /** How far the ring sits from the edge: outside it, close to it, or inside a clipped box. */
    offset: { outside: '2px', close: '1px', inside: '-2px', deepInside: '-4px' },
  },
} as const;

export const fontStack =
  '"PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", system-ui, sans-serif';
