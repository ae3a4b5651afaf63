import { Link } from 'gatsby';
import styled from 'styled-components';
import { CATEGORIES, CURATED_LISTS, LANDING_PAGES } from '../domain/catalogue/taxonomy';
import { categoryPath } from '../domain/site/paths';
import { Container } from './primitives';

const Foot = styled.footer`
  margin-top: 64px;
  padding: 40px 0;
  background: ${({ theme }) => theme.colors.subtle};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 0.9375rem;
`;

const Columns = styled.div`
  display: grid;
  gap: 24px;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  h2 {
    font-size: 1rem;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    margin: 4px 0;
  }
  a {
    color: ${({ theme }) => theme.colors.text};
  }
`;

export function SiteFooter() {
  return (
    <Foot>
      <Container>
        <Columns>
          <nav aria-labelledby="footer-categories">
            <h2 id="footer-categories">Categories</h2>
            <ul>
              {CATEGORIES.map((category) => (
                <li key={category.slug}>
                  <Link to={categoryPath(category.slug)}>{category.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="footer-collections">
            <h2 id="footer-collections">Collections</h2>
            <ul>
              {CURATED_LISTS.map((list) => (
                <li key={list.slug}>
                  <Link to={categoryPath(list.slug)}>{list.title}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="footer-discover">
            <h2 id="footer-discover">Discover</h2>
            <ul>
              {LANDING_PAGES.map((page) => (
                <li key={page.path}>
                  <Link to={page.path}>{page.title}</Link>
                </li>
              ))}
              <li>
                <Link to="/partners/recommended/">Recommended partners</Link>
              </li>
              <li>
                <Link to="/developers/">Developers</Link>
              </li>
              <li>
                <Link to="/coming-soon-apps/">Apps coming soon</Link>
              </li>
            </ul>
          </nav>
        </Columns>
      </Container>
    </Foot>
  );
}
