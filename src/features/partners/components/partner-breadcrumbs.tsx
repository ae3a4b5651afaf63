import { Link } from 'gatsby';
import { BreadcrumbNav } from '../../../ui/breadcrumb-nav';

/** A partner page's way back to the partner listing, shaped like an app page's breadcrumbs. */
export function PartnerBreadcrumbs({ name }: { name: string }) {
  return (
    <BreadcrumbNav aria-label="Breadcrumbs">
      <ol>
        <li>
          <Link to="/partners/">Partners</Link>
        </li>
        <li aria-current="page">{name}</li>
      </ol>
    </BreadcrumbNav>
  );
}
