import styled from 'styled-components';
import type { InstalledFact } from '../domain/install/install-facts';

const Mark = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  font-size: 0.8125rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.success};
  a {
    position: relative;
    z-index: 1;
    color: inherit;
  }
`;

/**
 * §2's installed state where a product is listed without its install action (search hits, the
 * compare table): 'Installed', with the host link of its placement when it has one. Nothing while
 * the state is unknown or the product is not installed.
 */
export function InstalledMark({ fact, name }: { fact: InstalledFact; name: string }) {
  if (fact.state !== 'installed') return null;
  return (
    <Mark data-installed="">
      <span>Installed</span>
      {fact.href && fact.label !== 'Installed' && (
        <a href={fact.href} aria-label={`${fact.label}: ${name}`}>
          {fact.label}
        </a>
      )}
    </Mark>
  );
}
