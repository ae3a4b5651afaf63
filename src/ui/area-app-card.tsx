import { Link } from 'gatsby';
import type { ReactNode } from 'react';
import { LIFECYCLE_LABELS } from '../domain/lifecycle';
import type { AreaApp } from '../domain/own-apps';
import { assetUrl } from './asset-url';
import { Card, CardTop } from './card';
import { Badge } from './primitives';

/**
 * A card of the client-only areas (§2: your apps, apps coming soon): icon, name linking to the
 * app's page there, its lifecycle (§4) and, when given, the actions (Notify me).
 */
export function AreaAppCard({ app, children }: { app: AreaApp; children?: ReactNode }) {
  return (
    <Card>
      <CardTop>
        <img src={assetUrl(app.icon)} alt="" width={56} height={56} loading="lazy" />
        <div>
          <h3>
            <Link to={app.href}>{app.name}</Link>
          </h3>
          <small>
            {app.categoryName} · by {app.company}
          </small>
        </div>
      </CardTop>
      <p>{app.shortDescription}</p>
      <div>
        <Badge $tone={app.lifecycle === 'PUBLISHED' ? 'success' : 'warning'}>{LIFECYCLE_LABELS[app.lifecycle]}</Badge>
      </div>
      {children}
    </Card>
  );
}
