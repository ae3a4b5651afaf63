import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Lead, PageTitle, SecondaryButton } from '../../ui/primitives';

/**
 * The panels of the client-only and signed-in areas (own apps, embedded apps, apps coming soon):
 * one place in the page's middle for loading, a failure with Try again, or a short message. Apart
 * from own-app-page.tsx so that the coming-soon list, a public page, does not load the app page's
 * header and the install code with them.
 */
export const Panel = styled.section`
  margin: 48px auto;
  max-width: 560px;
  padding: 40px;
  text-align: center;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 16px;
`;

export function LoadingPanel() {
  return (
    <Panel aria-busy="true" aria-live="polite">
      <p>Loading…</p>
    </Panel>
  );
}

/** A read of the signed-in or client-only areas failed: what, why, and Try again. */
export function FailedPanel({ title, detail, retry }: { title: string; detail: ReactNode; retry: () => void }) {
  return (
    <Panel role="alert">
      <PageTitle>{title}</PageTitle>
      <Lead>{detail}</Lead>
      <SecondaryButton type="button" onClick={retry}>
        Try again
      </SecondaryButton>
    </Panel>
  );
}
