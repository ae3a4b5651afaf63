import { css, keyframes } from 'styled-components';
import type { CSSProperties } from 'react';
import { theme as siteTheme, type Theme } from './theme';

export type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'danger';
export type ButtonSize = 'md' | 'sm';

/** [background, text, border, hover background, hover border] of each variant. */
function palette(theme: Theme, variant: ButtonVariant) {
  const c = theme.colors;
  switch (variant) {
    case 'primary':
      return [c.primary, c.onPrimary, c.primary, c.primaryHover, c.primaryHover] as const;
    case 'danger':
      return [c.danger, c.onPrimary, c.danger, c.dangerHover, c.dangerHover] as const;
    case 'quiet':
      return ['transparent', c.primary, 'transparent', c.primarySubtle, 'transparent'] as const;
    default:
      return [c.surface, c.text, c.controlBorder, c.subtle, c.text] as const;
  }
}

/** Transient props, so neither reaches the DOM. */
export interface ButtonStyleProps {
  $variant?: ButtonVariant;
  $size?: ButtonSize;
}

/**
 * The one look of buttons and of links styled as buttons. Disabled (or aria-disabled) buttons are
 * greyed whatever the variant, so they never look pressable; a pending one (aria-busy) keeps its
 * colours and shows a spinner instead.
 */
export const buttonCss = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  /* A label on one line: a narrow row wraps the button whole, never its words ("Buy at / checkout"). */
  white-space: nowrap;
  gap: ${({ theme }) => theme.space.sm}px;
  position: relative;
  min-height: ${({ theme, $size }) => ($size === 'sm' ? theme.control.heightSmall : theme.control.height)}px;
  padding: 0 ${({ $size }) => ($size === 'sm' ? 14 : 20)}px;
  border-radius: ${({ theme }) => theme.radius}px;
  border: 1px solid;
  font: inherit;
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.type.size.sm : theme.type.size.md)};
  font-weight: ${({ theme }) => theme.type.weight.semibold};
  line-height: ${({ theme }) => theme.type.lineHeight.tight};
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  ${({ theme, $variant = 'secondary' }) => {
    const [background, color, border, hoverBackground, hoverBorder] = palette(theme, $variant);
    return css`
      background: ${background};
      color: ${color};
      border-color: ${border};
      &:hover {
        background: ${hoverBackground};
        border-color: ${hoverBorder};
        color: ${color};
      }
    `;
  }}
  &:disabled:not([aria-busy='true']),
  &[aria-disabled='true']:not([aria-busy='true']) {
    background: ${({ theme }) => theme.colors.disabledSurface};
    color: ${({ theme }) => theme.colors.disabledText};
    border-color: ${({ theme }) => theme.colors.disabledSurface};
    cursor: not-allowed;
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
`;

const spin = keyframes`to { transform: rotate(360deg); }`;

/** The pending state's spinner (decorative: the button says aria-busy). */
export const spinnerCss = css`
  width: 1em;
  height: 1em;
  flex: none;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

/**
 * The same looks as plain inline styles, for controls rendered before any styled component may
 * load (the product actions' server-rendered placeholders): position and z-index keep them above
 * a card's stretched title link.
 */
export function buttonInlineStyle(variant: ButtonVariant, size: ButtonSize = 'sm', theme: Theme = siteTheme): CSSProperties {
  const [background, color, border] = palette(theme, variant);
  return {
    position: 'relative',
    zIndex: 1,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    alignSelf: 'flex-start',
    whiteSpace: 'nowrap',
    minHeight: size === 'sm' ? theme.control.heightSmall : theme.control.height,
    padding: `0 ${size === 'sm' ? 14 : 20}px`,
    font: 'inherit',
    fontSize: size === 'sm' ? theme.type.size.sm : theme.type.size.md,
    fontWeight: theme.type.weight.semibold,
    textDecoration: 'none',
    background,
    color,
    border: `1px solid ${border}`,
    borderRadius: theme.radius,
    cursor: 'pointer',
  };
}
