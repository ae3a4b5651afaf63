import styled from 'styled-components';
import type { AppPageData } from '../app-page-data';
import { AppAccess } from './app-access';
import { cardStyles } from './card-styles';
import { WhereItAppears } from './where-it-appears';

const Facts = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(280px, 420px));
  gap: 16px;
  align-items: start;
  &:empty {
    display: none;
  }
  ${cardStyles}
  .rows {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .rows li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
    padding: 6px 0;
  }
  .rows li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.subtle};
  }
  details {
    margin-top: 12px;
    font-size: 0.875rem;
  }
  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.colors.primary};
  }
  .scopes {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    list-style: none;
    margin: 8px 0 0;
    padding: 0;
  }
  code {
    font-size: 0.8125rem;
    background: ${({ theme }) => theme.colors.subtle};
    border-radius: 4px;
    padding: 1px 6px;
  }
  .host-link {
    display: inline-flex;
    align-items: center;
    min-height: 36px;
    padding: 0 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius}px;
    font-size: 0.875rem;
    font-weight: 600;
    text-decoration: none;
    white-space: nowrap;
  }
  .host-link:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  .note {
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/**
 * The cards under the header: what the app can access (first, before the price and the action
 * box, which page-parts.tsx places after these, §3), then where it appears (apps only). Services
 * without scopes skip the access card.
 */
export function HeaderFacts({ app }: { app: AppPageData }) {
  return (
    <Facts>
      {(!app.isService || app.scopes.length > 0) && <AppAccess scopes={app.scopes} />}
      {!app.isService && <WhereItAppears app={app} />}
    </Facts>
  );
}
