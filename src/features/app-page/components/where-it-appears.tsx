import { siteConfig } from '../../../core/config';
import type { Product, WidgetPlacement } from '../../../domain/catalogue/contract';
import { hostLinkUrl, PLACEMENT_LABELS } from '../../../domain/host/host-links';
import { hostLinkLabel } from '../../../domain/catalogue/taxonomy';
import { PRODUCT_NAMES } from '../../../domain/catalogue/products';
import type { AppPageData } from '../app-page-data';

type PlacementApp = Pick<AppPageData, 'appId' | 'slug' | 'widgetId' | 'designation' | 'widgets' | 'compatibility'>;

/**
 * "Where it appears": each widget placement of the app with its host-link button (§2). The links
 * are informational, for people signed in to the host product; they point into the product this
 * build serves when the app works with it, else into the app's own product.
 */
export function WhereItAppears({ app }: { app: PlacementApp }) {
  const placements = [...new Set(app.widgets.map((widget) => widget.placement))] as WidgetPlacement[];
  if (placements.length === 0) return null;
  const product = (
    app.compatibility.includes(siteConfig.product) ? siteConfig.product : (app.compatibility[0] ?? siteConfig.product)
  ) as Product;
  const base = siteConfig.hostAppUrls[product] ?? siteConfig.hostAppUrls.livechat;
  return (
    <section className="card" aria-labelledby="placements-title" data-block="placements">
      <h2 id="placements-title">Where it appears</h2>
      <ul className="rows">
        {placements.map((placement) => (
          <li key={placement}>
            <span id={`placement-${placement}`}>{PLACEMENT_LABELS[placement]}</span>
            <a className="host-link" href={hostLinkUrl(placement, app, base)} aria-describedby={`placement-${placement}`}>
              {hostLinkLabel(placement)}
            </a>
          </li>
        ))}
      </ul>
      <p className="note">Links open {PRODUCT_NAMES[product]} for signed-in users.</p>
    </section>
  );
}
