import type express from 'express';

/**
 * Stand-ins of the host applications' own pages (§2 "Links into the host application"): the
 * marketplace's links into LiveChat and HelpDesk (chats, reports, an app's settings, /app/{id},
 * /apps/{slug}) land here on `npm start`, on a page that says where the user arrived, instead of a
 * production host that cannot be reached. The site's default GATSBY_LIVECHAT_APP_URL and
 * GATSBY_HELPDESK_APP_URL point at /livechat and /helpdesk of the host page's origin.
 */

const PRODUCTS = { livechat: 'LiveChat', helpdesk: 'HelpDesk' } as const;
type HostProduct = keyof typeof PRODUCTS;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The host route below the product (`/settings/apps/a1`), decoded for reading; '/' for the product's home. */
export function hostRouteOf(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // Shown as it came.
  }
  return decoded.length > 0 ? decoded.slice(0, 512) : '/';
}

export function hostAppPageHtml(product: HostProduct, route: string, siteOrigin: string): string {
  const name = PRODUCTS[product];
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${name} (sandbox) – ${escapeHtml(route)}</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; color: #1b1b20; background: #f5f6f9; }
  main { max-width: 640px; margin: 48px auto; padding: 32px; background: #fff; border-radius: 12px; border: 1px solid #dde2eb; }
  code { background: #eef1f6; padding: 2px 6px; border-radius: 4px; word-break: break-all; }
</style>
</head>
<body>
<main data-host-app="${product}" data-host-route="${escapeHtml(route)}">
  <h1>${name}</h1>
  <p>You are in the sandbox's stand-in of the ${name} application, at <code>${escapeHtml(route)}</code>.</p>
  <p>A real build links to the real ${name} here (GATSBY_${product.toUpperCase()}_APP_URL).</p>
  <p><a href="${escapeHtml(siteOrigin)}/marketplace/">Back to the marketplace</a></p>
</main>
</body>
</html>`;
}

/** `/livechat/...` and `/helpdesk/...` on the host page's server. */
export function addHostAppPages(app: express.Express, siteOrigin: string): void {
  for (const product of Object.keys(PRODUCTS) as HostProduct[]) {
    app.get(new RegExp(`^/${product}(/.*)?$`), (req, res) => {
      const route = hostRouteOf(req.path.slice(product.length + 1));
      res
        .set({
          'Content-Type': 'text/html; charset=utf-8',
          'Cache-Control': 'no-store',
          'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
          'Referrer-Policy': 'no-referrer',
        })
        .status(200)
        .send(hostAppPageHtml(product, route, siteOrigin));
    });
  }
}
