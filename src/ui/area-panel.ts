import styled from 'styled-components';

/**
 * The one panel in the middle of a client-only or signed-in area (cart and checkout shells, own and
 * embedded apps, apps coming soon): loading, a failure, a prompt to sign in, or a short message.
 */
export const AreaPanel = styled.section`
  margin: 48px auto;
  max-width: 560px;
  padding: 40px;
  text-align: center;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 16px;
`;
