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
    /** A control's outline: 3:1 against white at least (WCAG 1.4.11), unlike the decorative `border`. */
    controlBorder: '#6e7487',
    surface: '#ffffff',
    subtle: '#f4f6fa',
    primary: '#0050d8',
    primaryHover: '#003fa9',
    /** Pressed or selected tints behind primary-coloured text. */
    primarySubtle: '#e5edff',
    onPrimary: '#ffffff',
    accent: '#ff5100',
    success: '#107a3a',
    warning: '#8a5a00',
    danger: '#c0262d',
    dangerHover: '#9c1d23',
    dangerSubtle: '#fdecec',
    /** Disabled controls: visibly off (greyed), their text still readable. */
    disabledSurface: '#eceef3',
    disabledText: '#5c6273',
    star: '#c77700',
  },
  /** Spacing scale in px: 4-based steps. */
  space: { xxs: 2, xs: 4, sm: 8, md: 12, lg: 16, xl: 24, xxl: 32, xxxl: 48 },
  /** Type scale (rem on the 16 px body), weights and line heights. */
  type: {
    size: { xs: '0.8125rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.5rem', xxl: '2.25rem' },
    weight: { regular: 400, semibold: 600, bold: 700 },
    lineHeight: { tight: 1.2, normal: 1.5 },
  },
  /** Buttons and form controls share heights, so a row of them lines up (44 px: touch target). */
  control: { height: 44, heightSmall: 36, radius: 6, paddingX: 12 },
  breakpoints: { mobile: 640, tablet: 960 },
} as const;

export type Theme = typeof theme;

export const media = {
  mobile: `@media (max-width: ${theme.breakpoints.mobile}px)`,
  tablet: `@media (max-width: ${theme.breakpoints.tablet}px)`,
};
