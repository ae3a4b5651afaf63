import { ComingSoonList } from '../../app/shell/coming-soon-list';
import { Seo } from '../../ui/seo';

/**
 * /coming-soon-apps/ (§2 "apps coming soon"): a page of its own rather than the wildcard's shell, so
 * that its heading and lead are in the server's HTML (they paint at once; the list is read in the
 * browser, as before).
 */
export default function ComingSoonAppsIndex() {
  return <ComingSoonList />;
}

export function Head() {
  return (
    <Seo
      title="Apps coming soon"
      description="Apps accepted into the marketplace that are about to be published: ask to be notified."
      path="/coming-soon-apps/"
      noindex
    />
  );
}
