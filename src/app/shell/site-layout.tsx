import { lazy, Suspense, type ReactNode } from 'react';
import styled from 'styled-components';
import { CompareTray } from '../../features/compare';
import { Container } from '../../ui/primitives';
import { NotificationList } from '../notifications/notification-list';
import { SiteHeader } from './site-header';

// The footer is below the fold on every page: the server renders it in full, and the browser
// hydrates it from its own small chunk once that arrives (React keeps the server HTML meanwhile).
const SiteFooter = lazy(() => import('../../ui/site-footer').then((module) => ({ default: module.SiteFooter })));

const GhostLoginBanner = lazy(() =>
  // Named like the header's account chunk, so webpack ships both in one file.
  import(/* webpackChunkName: "header-account" */ '../../features/auth/components/ghost-login-banner').then((module) => ({
    default: module.GhostLoginBanner,
  })),
);

const Main = styled.main`
  min-height: calc(100vh - ${({ theme }) => theme.headerHeight}px - 200px);
`;

/** Header, content column (max width 1376 px), footer and the toast stack. */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <Suspense fallback={null}>
        <GhostLoginBanner />
      </Suspense>
      <SiteHeader />
      <Main id="main" tabIndex={-1}>
        <Container>{children}</Container>
      </Main>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
      <CompareTray />
      <NotificationList />
    </>
  );
}
