import styled from 'styled-components';

/** The header's account area: "Sign in" (header-account.tsx) or the user's menu (account-menu.tsx). */
export const Area = styled.div`
  position: relative;
  flex: 0 0 auto;
`;
