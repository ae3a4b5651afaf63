import { Link } from 'gatsby';
import type { ReactNode, Ref } from 'react';
import styled from 'styled-components';
import type { PageDataApp } from '../../../api-client/page-data';
import { siteConfig } from '../../../core/config';
import { useInstalledApps } from '../../../core/use-installed-apps';
import { installedFact, type InstalledApps } from '../../../domain/install/install-facts';
import { compareNotFoundMessage } from '../../../domain/catalogue/compare';
import { appPath, developerPath } from '../../../domain/site/paths';
import { billingLabel } from '../../../domain/pricing/pricing';
import { PRODUCT_NAMES } from '../../../domain/catalogue/products';
import { assetUrl } from '../../../ui/asset-url';
import { Button } from '../../../ui/button';
import { PriceTag } from '../../../ui/price-tag';
import { Muted } from '../../../ui/primitives';
import { InstalledMark } from '../../../ui/installed-mark';
import { Stars } from '../../../ui/stars';
import { media } from '../../../ui/theme';
import type { CompareColumn } from '../use-compared-apps';
import { PermissionList } from './permission-list';

const ROW_HEADER_WIDTH = 176;
const ROW_HEADER_WIDTH_MOBILE = 116;
const COLUMN_MIN_WIDTH = 220;
const COLUMN_MIN_WIDTH_MOBILE = 184;

const WIDGET_LABELS: Record<string, string> = {
  'targeted-message': 'Targeted message',
  fullscreen: 'Full screen',
  messagebox: 'Message box',
  plugin: 'Plugin',
  settings: 'Settings',
  reports: 'Reports',
};

/** Scrolls sideways on narrow screens; focusable so keyboard users can scroll it too. */
const Scroller = styled.div`
  /* Positioned, so the visually hidden (absolute) text inside cells is clipped with the table. */
  position: relative;
  overflow-x: auto;
  margin: 0 0 32px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius * 1.5}px;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
  ${media.mobile} {
    margin: 0 -16px 24px;
    border-radius: 0;
    border-width: 1px 0;
  }
`;

const Table = styled.table<{ $columns: number }>`
  width: 100%;
  min-width: ${({ $columns }) => ROW_HEADER_WIDTH + $columns * COLUMN_MIN_WIDTH}px;
  table-layout: fixed;
  border-collapse: separate;
  border-spacing: 0;
  font-size: 0.9375rem;
  th,
  td {
    padding: 14px 16px;
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  tbody tr:last-child > * {
    border-bottom: 0;
  }
  thead > tr > :first-child,
  tbody th {
    /* The row headers stay in view while the columns scroll under them. */
    position: sticky;
    left: 0;
    z-index: 1;
    width: ${ROW_HEADER_WIDTH}px;
    background: ${({ theme }) => theme.colors.subtle};
    border-right: 1px solid ${({ theme }) => theme.colors.border};
  }
  tbody th {
    font-weight: 600;
  }
  thead th {
    font-weight: 400;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: 4px;
  }
  ${media.mobile} {
    min-width: ${({ $columns }) => ROW_HEADER_WIDTH_MOBILE + $columns * COLUMN_MIN_WIDTH_MOBILE}px;
    font-size: 0.875rem;
    th,
    td {
      padding: 12px;
    }
    thead > tr > :first-child,
    tbody th {
      width: ${ROW_HEADER_WIDTH_MOBILE}px;
    }
  }
`;

const AppHead = styled.div`
  display: grid;
  gap: 8px;
  justify-items: start;
  img {
    width: 48px;
    height: 48px;
    border-radius: 12px;
  }
  a {
    font-size: 1.0625rem;
    font-weight: 700;
  }
  /* The design system's buttons; the quiet Remove lines up with the column's text. */
  button[data-remove] {
    margin-left: -14px;
  }
  p {
    margin: 0;
  }
`;

interface Row {
  label: string;
  render(app: PageDataApp): ReactNode;
}

const list = (values: string[], empty: string) =>
  values.length ? (
    <ul>
      {values.map((value) => (
        <li key={value}>{value}</li>
      ))}
    </ul>
  ) : (
    <Muted>{empty}</Muted>
  );

const ROWS: Row[] = [
  { label: 'Price', render: (app) => <PriceTag app={app} /> },
  { label: 'Billing', render: (app) => billingLabel(app.payment) },
  {
    label: 'Free trial',
    render: (app) => {
      const days = app.trialDays || app.payment?.trialDays || 0;
      return days > 0 ? `${days} days` : <Muted>No free trial</Muted>;
    },
  },
  { label: 'Rating', render: (app) => <Stars rate={app.rate} votes={app.votes} /> },
  {
    label: 'Works with',
    render: (app) =>
      list(
        app.compatibility.map((product) => PRODUCT_NAMES[product as keyof typeof PRODUCT_NAMES] ?? product),
        'Not listed',
      ),
  },
  {
    label: 'Widget placements',
    render: (app) =>
      list([...new Set(app.widgets.map((widget) => WIDGET_LABELS[widget.placement] ?? widget.placement))], 'No widgets'),
  },
  { label: 'Languages', render: (app) => list(app.languages, 'Not listed') },
  { label: 'Permissions', render: (app) => <PermissionList scopes={app.scopes} /> },
  {
    label: 'Developer',
    render: (app) =>
      app.developerSlug ? (
        <Link to={developerPath(app.developerSlug)}>{app.company}</Link>
      ) : (
        app.company || <Muted>Not listed</Muted>
      ),
  },
];

const columnName = (column: CompareColumn) => (column.status === 'loaded' ? column.app.name : column.slug);

function names(columns: CompareColumn[]): string {
  const all = columns.map(columnName);
  return all.length > 1 ? `${all.slice(0, -1).join(', ')} and ${all[all.length - 1]}` : (all[0] ?? '');
}

function ColumnHead({
  column,
  installed,
  onRemove,
  onRetry,
}: {
  column: CompareColumn;
  installed: InstalledApps | null;
  onRemove(): void;
  onRetry(): void;
}) {
  const name = columnName(column);
  const remove = (
    <Button variant="quiet" size="sm" aria-label={`Remove ${name} from comparison`} onClick={onRemove} data-remove>
      Remove
    </Button>
  );
  switch (column.status) {
    case 'loaded':
      return (
        <AppHead>
          <img src={assetUrl(column.app.icon)} alt="" width={48} height={48} />
          <Link to={appPath(column.slug)}>{column.app.name}</Link>
          <InstalledMark
            fact={installedFact({ ...column.app, isService: false }, installed, siteConfig.product, siteConfig.hostAppUrls)}
            name={column.app.name}
          />
          {remove}
        </AppHead>
      );
    case 'not-found':
      return (
        <AppHead>
          <p>{compareNotFoundMessage(column.slug)}</p>
          {remove}
        </AppHead>
      );
    case 'error':
      return (
        <AppHead>
          <p>We couldn't load &lsquo;{column.slug}&rsquo;. Check your connection and try again.</p>
          <Button size="sm" onClick={onRetry}>
            Try again
          </Button>
          {remove}
        </AppHead>
      );
    default:
      return (
        <AppHead>
          <Muted>Loading {column.slug}…</Muted>
        </AppHead>
      );
  }
}

const Missing = () => (
  <>
    <span aria-hidden="true">—</span>
    <span className="visually-hidden">Not available</span>
  </>
);

/** Apps side by side: one column per app, one row (with a row header) per property. */
export function CompareTable({
  columns,
  onRemove,
  onRetry,
  regionRef,
}: {
  columns: CompareColumn[];
  onRemove(slug: string): void;
  onRetry(slug: string): void;
  regionRef?: Ref<HTMLDivElement>;
}) {
  const busy = columns.some((column) => column.status === 'loading');
  const installed = useInstalledApps();
  return (
    <Scroller role="region" aria-labelledby="compare-caption" tabIndex={0} ref={regionRef}>
      <Table $columns={columns.length} aria-busy={busy || undefined}>
        <caption id="compare-caption" className="visually-hidden">
          Comparison of {names(columns)}
        </caption>
        <thead>
          <tr>
            <td />
            {columns.map((column) => (
              <th key={column.slug} scope="col">
                <ColumnHead
                  column={column}
                  installed={installed}
                  onRemove={() => onRemove(column.slug)}
                  onRetry={() => onRetry(column.slug)}
                />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {columns.map((column) => (
                <td key={column.slug}>
                  {column.status === 'loaded' ? row.render(column.app) : column.status === 'loading' ? null : <Missing />}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroller>
  );
}
