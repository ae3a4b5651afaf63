import { Link } from 'gatsby';
import { useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { categoryPath } from '../../../domain/site/paths';
import { SEARCH_STALLED_DELAY_MS } from '../../../domain/search/search';
import { CATEGORIES } from '../../../domain/catalogue/taxonomy';
import { Section } from '../../../ui/primitives';

export const Notice = styled.p`
  margin: 0 0 12px;
  /* Notices quote the query: a long word wraps instead of widening the page. */
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * The results' status line (the stalled notice, the screen-reader summary): it always holds one
 * line's height, so the notice appearing while a search is slow does not push the results down.
 */
export const StatusLine = styled(Notice)`
  min-height: 1.5em;
`;

const Browse = styled.nav`
  ul {
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    margin: 8px 0 0;
    padding: 0;
  }
  a {
    display: inline-block;
    padding: 6px 12px;
    border-radius: 999px;
    text-decoration: none;
    font-weight: 600;
    border: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.text};
  }
  a:hover,
  a:focus-visible {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** Where to go instead: the categories, all apps, all partners. */
export function BrowseInstead({ label = 'Browse instead' }: { label?: string }) {
  return (
    <Browse aria-label={label}>
      <ul>
        {CATEGORIES.map((category) => (
          <li key={category.slug}>
            <Link to={categoryPath(category.slug)}>{category.label}</Link>
          </li>
        ))}
        <li>
          <Link to="/apps/">All apps</Link>
        </li>
        <li>
          <Link to="/partners/">All partners</Link>
        </li>
      </ul>
    </Browse>
  );
}

/**
 * A section right under the status line, which already parts it from the search box, has no top
 * padding: the results start ~50 px under the box, not ~85. The early script copies this class with
 * the rest of the markup; in its slot (after the status line, display: contents) that section is
 * the first child. Under the no-results box a section keeps its padding.
 */
const ResultSectionBox = styled(Section)`
  [role='status'] + &,
  &:first-child {
    padding-top: 0;
  }
`;

export function ResultSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  // §2's two sections, apps and partners, answer to those names as page anchors (#apps, #partners).
  return (
    <ResultSectionBox aria-labelledby={id} id={id.replace(/^search-/, '')}>
      <h2 id={id}>{title}</h2>
      {children}
    </ResultSectionBox>
  );
}

/** Shows the stalled notice once `SEARCH_STALLED_DELAY_MS` has passed. */
export function useStalled(waiting: boolean): boolean {
  const [stalled, setStalled] = useState(false);
  useEffect(() => {
    setStalled(false);
    if (!waiting) return undefined;
    const timer = window.setTimeout(() => setStalled(true), SEARCH_STALLED_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [waiting]);
  return stalled;
}
