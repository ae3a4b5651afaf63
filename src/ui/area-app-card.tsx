import { Link } from 'gatsby';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { LIFECYCLE_LABELS } from '../domain/lifecycle';
import type { AreaApp } from '../domain/own-apps';
import { assetUrl } from './asset-url';
import { Card } from './card';
import { Badge } from './primitives';

const Top = styled.div`
  display: flex;
  gap: 14px;
  align-items: center;
  img {
    width: 56px;
    height: 56px;
    border-radius: 12px;
    flex: none;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.8125rem;
  }
`;

/**
 * A card of the client-only areas (§2: your apps, apps coming soon): icon, name linking to the
 * app's page there, its lifecycle (§4) and, when given, the actions (Notify me).
 */
export function AreaAppCard({ app, children }: { app: AreaApp; children?: ReactNode }) {
  return (
    <Card>
      <Top>
        <img src={assetUrl(app.icon)} alt="" width={56} height={56} loading="lazy" />
        <div>
          <h3>
            <Link to={app.href}>{app.name}</Link>
          </h3>
          <small>
            {app.categoryName} · by {app.company}
          </small>
        </div>
      </Top>
      <p>{app.shortDescription}</p>
      <div>
        <Badge $tone={app.lifecycle === 'PUBLISHED' ? 'success' : 'warning'}>{LIFECYCLE_LABELS[app.lifecycle]}</Badge>
      </div>
      {children}
    </Card>
  );
}
