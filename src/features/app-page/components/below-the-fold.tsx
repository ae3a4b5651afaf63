import { Link } from 'gatsby';
import { developerPath } from '../../../domain/site/paths';
import { Section } from '../../../ui/primitives';
import { AppGrid } from '../../../ui/app-grid';
import type { AppPageQueryData } from '../app-page-data';
import { AppSections } from './app-sections';

/** The sections of §2 (upgrades … changelog) and more by the developer: everything below the header and gallery. */
export function BelowTheFold({ data: { app, more } }: { data: AppPageQueryData }) {
  return (
    <>
      <AppSections app={app} />
      <Section id="more-by-developer" aria-labelledby="more-by-developer-title">
        <h2 id="more-by-developer-title">
          More by {app.developerSlug ? <Link to={developerPath(app.developerSlug)}>{app.company}</Link> : app.company}
        </h2>
        {more.nodes.length > 0 ? (
          <AppGrid apps={more.nodes} label={`More by ${app.company}`} />
        ) : (
          <p>No other apps by {app.company} yet.</p>
        )}
      </Section>
    </>
  );
}
