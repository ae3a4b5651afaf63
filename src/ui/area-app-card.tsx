import type { ReactNode } from 'react';
import { LIFECYCLE_LABELS } from '../domain/catalogue/lifecycle';
import type { AreaApp } from '../domain/catalogue/own-apps';
import { Card, CardHeading } from './card';
import { Badge } from './primitives';

/**
 * A card of the client-only areas (§2: your apps, apps coming soon): icon, name linking to the
 * app's page there, its lifecycle (§4) and, when given, the actions (Notify me).
 */
export function AreaAppCard({
  app,
  headingLevel,
  children,
}: {
  app: AreaApp;
  /** 2 where the list sits right under the page's h1 (apps coming soon). */
  headingLevel?: 2 | 3;
  children?: ReactNode;
}) {
  return (
    <Card>
      <CardHeading
        icon={app.icon}
        name={app.name}
        href={app.href}
        byline={`${app.categoryName} · by ${app.company}`}
        level={headingLevel}
      />
      <p>{app.shortDescription}</p>
      <div>
        <Badge $tone={app.lifecycle === 'PUBLISHED' ? 'success' : 'warning'}>{LIFECYCLE_LABELS[app.lifecycle]}</Badge>
      </div>
      {children}
    </Card>
  );
}
