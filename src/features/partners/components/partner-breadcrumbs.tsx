import { Link } from 'gatsby';
import styled from 'styled-components';

const Crumbs = styled.nav`
  margin-top: 24px;
  font-size: 0.875rem;
  ol {
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    margin: 0;
    padding: 0;
  }
  li + li::before {
    content: '›';
    margin-right: 6px;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** A partner page's way back to the partner listing, shaped like an app page's breadcrumbs. */
export function PartnerBreadcrumbs({ name }: { name: string }) {
  return (
    <Crumbs aria-label="Breadcrumbs">
      <ol>
        <li>
          <Link to="/partners/">Partners</Link>
        </li>
        <li aria-current="page">{name}</li>
      </ol>
    </Crumbs>
  );
}
