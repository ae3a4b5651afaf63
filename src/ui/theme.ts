/** The site theme (§9): key lc-light-theme, content max width 1376 px, header 90 px. */
export const theme = {
  key: 'lc-light-theme',
  maxWidth: 1376,
  headerHeight: 90,
  radius: 8,
  font: "'Inter', -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
  colors: {
    text: '#1b1b20',
    muted: '#4f5566',
    border: '#dde2eb',
    surface: '#ffffff',
    subtle: '#f4f6fa',
    primary: '#0050d8',
    primaryHover: '#003fa9',
    onPrimary: '#ffffff',
    accent: '#ff5100',
    success: '#107a3a',
    warning: '#8a5a00',
    danger: '#c0262d',
    star: '#c77700',
  },
  breakpoints: { mobile: 640, tablet: 960 },
} as const;

export type Theme = typeof theme;

export const media = {
  mobile: `@media (max-width: ${theme.breakpoints.mobile}px)`,
  tablet: `@media (max-width: ${theme.breakpoints.tablet}px)`,
};
