import styled, { css } from 'styled-components';
import { media } from './theme';
import { buttonCss, type ButtonStyleProps } from './button-styles';

export const Container = styled.div`
  max-width: ${({ theme }) => theme.maxWidth}px;
  margin: 0 auto;
  padding: 0 24px;
  ${media.mobile} {
    padding: 0 16px;
  }
`;

export const Section = styled.section`
  padding: 32px 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  &:first-of-type {
    border-top: 0;
  }
`;

export const PageTitle = styled.h1`
  font-size: 2.25rem;
  margin: 32px 0 8px;
  ${media.mobile} {
    font-size: 1.75rem;
  }
`;

export const Lead = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 1.125rem;
  margin: 0 0 24px;
  max-width: 760px;
`;

/** A link styled as a button (primary by default); `as={Link}` for in-site links. */
export const ButtonLink = styled.a.attrs<ButtonStyleProps>(({ $variant = 'primary' }) => ({ $variant }))`
  ${buttonCss}
`;

export const Grid = styled.ul<{ $min?: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 20px;
  grid-template-columns: repeat(auto-fill, minmax(${({ $min = 280 }) => $min}px, 1fr));
`;

export const Badge = styled.span<{ $tone?: 'neutral' | 'success' | 'warning' | 'info' }>`
  display: inline-block;
  padding: 2px 8px;
  border-radius: 999px;
  font-size: 0.8125rem;
  font-weight: 600;
  ${({ theme, $tone = 'neutral' }) => {
    const tones = {
      neutral: [theme.colors.subtle, theme.colors.muted],
      success: ['#e3f5ea', theme.colors.success],
      warning: ['#fff3d6', theme.colors.warning],
      info: ['#e5edff', theme.colors.primaryHover],
    } as const;
    const [bg, fg] = tones[$tone];
    return css`
      background: ${bg};
      color: ${fg};
    `;
  }}
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`;

/** A secondary action button ("Show more", "Clear all filters"). */
export const SecondaryButton = styled.button<ButtonStyleProps>`
  ${buttonCss}
`;
