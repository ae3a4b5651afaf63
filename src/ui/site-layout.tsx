import type { ReactNode } from 'react';
import styled from 'styled-components';
import { CompareTray } from '../features/compare';
import { NotificationList } from '../features/notifications/components/notification-list';
import { Container } from './primitives';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

const Main = styled.main`
  min-height: calc(100vh - ${({ theme }) => theme.headerHeight}px - 200px);
`;

/** Header, content column (max width 1376 px), footer and the toast stack. */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader />
      <Main id="main" tabIndex={-1}>
        <Container>{children}</Container>
      </Main>
      <SiteFooter />
      <CompareTray />
      <NotificationList />
    </>
  );
}
