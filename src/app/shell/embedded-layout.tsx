import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from '../../ui/primitives';
import { GlobalStyle } from '../../ui/global-style';
import { PATH_PREFIX } from '../config';
import { NotificationList } from '../notifications/notification-list';
import { HYDRATED_PARTS, HydrationMark } from './hydration-mark';

/** §2's embedded app pages: shown inside the host, so without the site's header, footer and tray. */
export const EMBEDDED_PREFIXES = ['/embedded-apps/', '/embedded-private-apps/'] as const;

/** Whether a location (with or without the site's path prefix) is an embedded route. */
export function isEmbeddedPath(pathname: string): boolean {
  const path = `${pathname.replace(/\/+$/, '')}/`;
  const local = path.startsWith(`${PATH_PREFIX}/`) ? path.slice(PATH_PREFIX.length) : path;
  return EMBEDDED_PREFIXES.some((prefix) => local.startsWith(prefix));
}

const Main = styled.main`
  padding: 16px 0;
`;

/**
 * The content column and the toast stack only. The parts the site header and footer would mark as
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
