import { Link } from 'gatsby';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { AreaPanel } from '../../../ui/area-panel';
import { ButtonLink, Lead, PageTitle } from '../../../ui/primitives';

const Spinner = styled.div`
  width: 32px;
  height: 32px;
  margin: 0 auto 16px;
  border-radius: 50%;
  border: 3px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  animation: spin 0.8s linear infinite;
  @keyframes spin {
    to {
      transform: rotate(360deg);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** The loading state of a client-only area: the shell's, and its page's while the page's code loads. */
export function ClientOnlyLoading() {
  return (
    <AreaPanel aria-busy="true" aria-live="polite">
      <Spinner aria-hidden="true" />
      <p>Loading…</p>
    </AreaPanel>
  );
}

interface ClientOnlyShellProps {
  /** What the signed-in user would see here, e.g. "your cart". */
  area: string;
}

/**
 * The shell of a client-only route (cart, checkout, private, in-review and embedded apps). The
 * server render and the first client render are the same loading state, so hydration never sees
 * URL-derived text; once mounted, the area asks the visitor to sign in.
 */
export function ClientOnlyShell({ area }: ClientOnlyShellProps) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  if (!mounted) return <ClientOnlyLoading />;
  return (
    <AreaPanel aria-labelledby="sign-in-title">
      <PageTitle id="sign-in-title" as="h1">
        Sign in to continue
      </PageTitle>
      <Lead>Sign in with your LiveChat or HelpDesk account to see {area}.</Lead>
      <ButtonLink as={Link} to="/apps/" $variant="secondary">
        Browse apps
      </ButtonLink>
    </AreaPanel>
  );
}
