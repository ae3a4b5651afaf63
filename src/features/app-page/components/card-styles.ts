import { css } from 'styled-components';

/** The look of the cards under the app header (access, placements, pricing), wherever they sit. */
export const cardStyles = css`
  .card {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 12px;
    padding: 20px;
    background: ${({ theme }) => theme.colors.surface};
  }
  .card h2 {
    font-size: 1.0625rem;
    margin: 0 0 12px;
  }
  .card p {
    margin: 6px 0;
  }
  .amount {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 8px;
  }
  .amount strong {
    font-size: 1.75rem;
  }
  s {
    color: ${({ theme }) => theme.colors.muted};
  }
  .trial {
    color: ${({ theme }) => theme.colors.success};
    font-weight: 600;
  }
`;
