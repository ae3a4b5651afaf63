/** The styled blocks the cart page's parts share: the page, a bordered box, a warning line. */
import styled from 'styled-components';

export const Page = styled.section`
  margin: 32px auto;
  max-width: 880px;
  padding: 0 16px;
`;

export const Box = styled.div`
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 12px;
  margin-bottom: 16px;
  dl {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 6px 16px;
    margin: 0;
  }
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  form {
    display: flex;
    gap: 8px;
    flex-wrap: wrap;
    align-items: center;
  }
`;

export const Warning = styled.p`
  padding: 12px 16px;
  border-radius: 8px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.subtle};
`;
