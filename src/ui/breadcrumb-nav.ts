import styled from 'styled-components';

/**
 * A page's way back (app, service and partner pages): a <nav aria-label="Breadcrumbs"> holding an
 * <ol> of links, the current page last. One look everywhere, the same separator between crumbs.
 */
export const BreadcrumbNav = styled.nav`
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
