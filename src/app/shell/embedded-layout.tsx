import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from '../../ui/primitives';
import { GlobalStyle } from '../../ui/global-style';
import { NotificationList } from '../notifications/notification-list';
import { HYDRATED_PARTS, HydrationMark } from './hydration-mark';

const Main = styled.main`
  padding: 16px 0;
`;

/**
 * §2's embedded app pages live inside the host: the content column and the toast stack only, no
 * site header, footer or compare tray. The pages render it themselves (wrapPageElement leaves them
 * bare), so it costs the other pages' first load nothing. The parts the site header and footer would mark as
 * hydrated are marked here, so the page says when it is interactive like any other.
 */
export function EmbeddedLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <GlobalStyle />
      <Main id="main" tabIndex={-1} data-layout="embedded">
        <Container>{children}</Container>
      </Main>
      {HYDRATED_PARTS.map((part) => (
        <HydrationMark key={part} part={part} />
      ))}
      <NotificationList />
    </>
  );
}
