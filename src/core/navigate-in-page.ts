import { navigate as routerNavigate } from '@gatsbyjs/reach-router';
import { withPrefix } from 'gatsby';

/**
 * A new query string for the page on screen (the listing's filters, sort, "Show more"). Gatsby's
 * navigate first asks for the page's data again, under the new query string
 * (page-data.json?payment=free): on a slow phone a round trip of ~0.7 s before the address changed
 * and the page answered, for a page it has. The router's own navigate changes the address and
 * renders the page at once; Gatsby's route hooks (onRouteUpdate, the scroll handler) follow the
 * location as for any navigation. A new path still goes through Gatsby's navigate.
 */
export function navigateInPage(to: string, options: { replace?: boolean } = {}): void {
  void routerNavigate(withPrefix(to), options);
}
