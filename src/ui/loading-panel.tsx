import type { ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { AreaPanel } from './area-panel';

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

/** The loading state of a client-only or signed-in area, while its code or its data is on the way. */
export function LoadingPanel(props: ComponentPropsWithoutRef<'section'>) {
  return (
    <AreaPanel aria-busy="true" aria-live="polite" {...props}>
      <Spinner aria-hidden="true" />
      <p>Loading…</p>
    </AreaPanel>
  );
}
