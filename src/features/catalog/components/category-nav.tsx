import { Link } from 'gatsby';
import styled from 'styled-components';
import { categoryHref } from '../../../domain/catalogue/listing-filters';
import { CATEGORIES, CATEGORY_ICON_LABELS, CURATED_LISTS } from '../../../domain/catalogue/taxonomy';
import { media } from '../../../ui/theme';

const Nav = styled.nav`
  h2 {
    font-size: 0.8125rem;
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: ${({ theme }) => theme.colors.muted};
    margin-top: 20px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: block;
    padding: 6px 10px;
    border-radius: 6px;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    background: ${({ theme }) => theme.colors.subtle};
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.subtle};
    font-weight: 700;
  }
  /* On narrow screens the lists become scrollable rows so results stay near the top. */
  ${media.tablet} {
    h2 {
      margin-top: 8px;
    }
    ul {
      display: flex;
      gap: 6px;
      overflow-x: auto;
      padding-bottom: 6px;
    }
    a {
      white-space: nowrap;
      border: 1px solid ${({ theme }) => theme.colors.border};
      border-radius: 999px;
    }
  }
`;

/**
 * Category and curated-list links; the current one is marked aria-current. Links keep the current
 * filters: clearing the category goes to /apps/{query}, selecting one to /apps/{category}/{query}.
 */
export function CategoryNav({ current, query = '' }: { current: string | null; query?: string }) {
  const item = (slug: string | null, label: string) => (
    <li key={slug ?? 'all'}>
      <Link to={categoryHref(slug, query)} aria-current={current === slug ? 'page' : undefined}>
        {label}
      </Link>
    </li>
  );
  return (
    <Nav aria-label="App categories">
      <h2>Categories</h2>
      <ul>
        {item(null, CATEGORY_ICON_LABELS.all)}
        {CATEGORIES.map((category) => item(category.slug, category.label))}
      </ul>
      <h2>Collections</h2>
      <ul>{CURATED_LISTS.map((list) => item(list.slug, list.title))}</ul>
    </Nav>
  );
}
