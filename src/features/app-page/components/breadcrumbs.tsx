import { Link, navigate } from 'gatsby';
import type { MouseEvent, ReactNode } from 'react';
import { BreadcrumbNav } from '../../../ui/breadcrumb-nav';
import { backNavigationReplaces } from '../../../domain/site/navigation';
import { categoryPath } from '../../../domain/site/paths';
import type { AppPageData } from '../app-page-data';

/**
 * An in-page back link (§2): a real link, so it works from the keyboard and before hydration. A
 * plain click replaces the current history entry unless the URL has a section hash (read at click
 * time: section links change it without a re-render); modified clicks are left to the browser.
 */
function BackLink({ to, children }: { to: string; children: ReactNode }) {
  const follow = (event: MouseEvent) => {
    if (event.button || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(to, { replace: backNavigationReplaces(window.location.hash) });
  };
  return (
    <Link to={to} onClick={follow}>
      {children}
    </Link>
  );
}

/** The app or service page's way back: all apps, then its category. */
export function Breadcrumbs({ app }: { app: Pick<AppPageData, 'name' | 'categorySlug' | 'categoryName'> }) {
  return (
    <BreadcrumbNav aria-label="Breadcrumbs">
      <ol>
        <li>
          <BackLink to="/apps/">Apps</BackLink>
        </li>
        <li>
          <BackLink to={categoryPath(app.categorySlug)}>{app.categoryName}</BackLink>
        </li>
        <li aria-current="page">{app.name}</li>
      </ol>
    </BreadcrumbNav>
  );
}
