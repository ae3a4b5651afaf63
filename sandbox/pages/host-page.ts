import express from 'express';
import { escapeHtml } from './authorize-page';
import { addHostAppPages } from './host-app-page';

/**
 * The sandbox host page (its own origin, :8003 by default): embeds the site the way the host
 * application's agent app does (it answers the site's `loaded` handshake) or the way a partner's
 * page does (`?mode=iframe`: it never answers). A live log shows every message each way, and a
 * button sends each message the site accepts (§4). It posts to the site's origin only, never '*',
 * and logs (without acting on) messages from any other window or origin.
 */

/** The site's base path (§1); the sandbox does not import the site's code. */
const SITE_PATH_PREFIX = '/marketplace';
const DEFAULT_PATH = '/apps/';

export type HostPageMode = 'agent-app' | 'iframe';

/** A site path to embed: only a plain same-site path ('/…', not '//…', no scheme); else /apps/. */
export function embeddedPath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || /[\\\s\u0000-\u001f]/.test(value))
    return DEFAULT_PATH;
  try {
    const url = new URL(value, 'http://site.invalid');
    return url.origin === 'http://site.invalid' ? `${url.pathname}${url.search}${url.hash}` : DEFAULT_PATH;
  } catch {
    return DEFAULT_PATH;
  }
}

export function hostPageMode(value: unknown): HostPageMode {
  return value === 'iframe' ? 'iframe' : 'agent-app';
}

export function hostPageHeaders(siteOrigin: string): Record<string, string> {
  return {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy':
      "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; " +
      `frame-src ${siteOrigin}; frame-ancestors 'none'`,
    'Referrer-Policy': 'no-referrer',
  };
}

/** JSON inside <script>: `<` escaped so no value can close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:14px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#111;background:#eef0f3}
header{display:flex;gap:1rem;align-items:center;padding:.5rem 1rem;background:#1b2330;color:#fff}
header a{color:#9cc3ff}
header strong{font-size:1rem}
main{display:grid;grid-template-columns:minmax(0,1fr) 26rem;gap:1rem;padding:1rem;height:calc(100vh - 3rem)}
iframe{width:100%;height:100%;border:1px solid #c5cad1;background:#fff}
@media (max-width:56rem){main{grid-template-columns:minmax(0,1fr);grid-template-rows:minmax(70vh,1fr) auto;height:auto;padding:.5rem}aside{max-height:60vh}}
aside{display:flex;flex-direction:column;gap:.75rem;min-height:0}
fieldset{border:1px solid #c5cad1;background:#fff;padding:.5rem;margin:0;display:grid;gap:.35rem}
label{display:flex;gap:.35rem;align-items:center}
input[type=text],textarea{flex:1;font:inherit;min-width:0}
button{font:inherit;font-weight:600;color:#fff;background:#2f6fde;border:0;border-radius:4px;padding:.25rem .6rem;cursor:pointer}
button:focus-visible{outline:3px solid #111;outline-offset:2px}
#log{flex:1;overflow:auto;margin:0;padding:.5rem;list-style:none;background:#fff;border:1px solid #c5cad1;font:12px/1.35 ui-monospace,monospace}
#log li{padding:.15rem 0;border-bottom:1px solid #eee;word-break:break-all}
#log .in::before{content:"site → host  ";color:#0a7b34}
#log .out::before{content:"host → site  ";color:#2f6fde}
#log .ignored{color:#8a94a0}
#log .ignored::before{content:"ignored  "}
`;

const SCRIPT = `
(function () {
  'use strict';
  var config = JSON.parse(document.getElementById('host-config').textContent);
  var SITE = config.siteOrigin;
  var MODE = config.mode;
  var frame = document.getElementById('site');
  var log = document.getElementById('log');
  var entries = [];
  window.hostLog = entries;

  function record(direction, data, origin) {
    var entry = { direction: direction, type: data && typeof data.type === 'string' ? data.type : null, data: data, origin: origin, at: Date.now() };
    entries.push(entry);
    var item = document.createElement('li');
    item.className = direction;
    item.setAttribute('data-type', entry.type || '');
    var text;
    try { text = JSON.stringify(data); } catch (e) { text = String(data); }
    item.textContent = (direction === 'ignored' ? origin + '  ' : '') + text;
    log.appendChild(item);
    log.scrollTop = log.scrollHeight;
  }

  function send(message) {
    frame.contentWindow.postMessage(message, SITE);
    record('out', message, SITE);
  }
  window.hostSend = send;

  window.addEventListener('message', function (event) {
    if (event.origin !== SITE || event.source !== frame.contentWindow) {
      record('ignored', event.data, event.origin);
      return;
    }
    record('in', event.data, event.origin);
    // The agent app answers the handshake; a partner's page (iframe mode) does not.
    if (MODE === 'agent-app' && event.data && event.data.type === 'loaded') send({ type: 'loaded' });
    var payload = event.data && event.data.payload;
    // What the host does with these: shows the page's title trail, and opens mailto: addresses
    // (here a link to click rather than opening a mail client by itself).
    if (event.data && event.data.type === 'breadcrumbs' && payload && Array.isArray(payload.items)) {
      document.getElementById('trail').textContent = payload.items.map(function (item) { return item && item.label; }).join(' \u203a ');
    }
    // A link into the host application the site hands over (agent-app mode): the host opens its
    // own route; here its stand-in page opens in a new tab, and the route shows in the header.
    if (event.data && event.data.type === 'navigate' && payload && typeof payload.url === 'string' && /^https?:/.test(payload.url)) {
      var route = document.getElementById('host-route');
      route.textContent = 'Host opened ' + payload.pathname;
      route.setAttribute('href', payload.url);
      route.hidden = false;
    }
    if (event.data && event.data.type === 'mailto' && payload && typeof payload.address === 'string') {
      var link = document.getElementById('mailto');
      link.textContent = 'Open mail to ' + payload.address;
      link.setAttribute('href', 'mailto:' + encodeURIComponent(payload.address));
      link.hidden = false;
    }
  });

  function value(id) { return document.getElementById(id).value; }
  var builders = {
    navigate: function () { return { type: 'navigate', payload: { pathname: value('navigate-path'), replace: document.getElementById('navigate-replace').checked } }; },
    preload: function () { return { type: 'preload', payload: { pathname: value('preload-path') } }; },
    refresh_installed_apps: function () { return { type: 'refresh_installed_apps' }; },
    cart_updated: function () {
      var cart;
      try { cart = JSON.parse(value('cart-json')); } catch (e) { cart = value('cart-json'); }
      return { type: 'cart_updated', payload: { cart: cart } };
    },
    refresh_cart: function () { return { type: 'refresh_cart' }; },
    refresh_subscription_info: function () { return { type: 'refresh_subscription_info' }; }
  };
  Array.prototype.forEach.call(document.querySelectorAll('[data-send]'), function (button) {
    button.addEventListener('click', function () { send(builders[button.getAttribute('data-send')]()); });
  });
})();
`;

export interface HostPageInput {
  siteOrigin: string;
  mode: HostPageMode;
  path: string;
}

export function hostPageHtml({ siteOrigin, mode, path }: HostPageInput): string {
  const src = `${siteOrigin}${SITE_PATH_PREFIX}${path}`;
  const other = mode === 'agent-app' ? 'iframe' : 'agent-app';
  const otherHref = `?mode=${other}&path=${encodeURIComponent(path)}`;
  const title = mode === 'agent-app' ? 'agent app (answers the handshake)' : 'partner iframe (no handshake)';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox host page: ${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body data-mode="${mode}">
<header>
  <strong>Sandbox host</strong>
  <span>Mode: ${escapeHtml(title)}</span>
  <a href="${escapeHtml(otherHref)}">Switch to ${other}</a>
  <nav id="trail" aria-label="Host breadcrumbs"></nav>
  <a id="mailto" hidden></a>
  <a id="host-route" target="_blank" rel="noopener" hidden></a>
</header>
<main>
  <iframe id="site" title="Marketplace" data-mode="${mode}" src="${escapeHtml(src)}"></iframe>
  <aside>
    <fieldset>
      <legend>Send to the site</legend>
      <label>Path <input type="text" id="navigate-path" value="/apps/marketplace/apps/"></label>
      <label><input type="checkbox" id="navigate-replace"> replace</label>
      <button type="button" data-send="navigate">navigate</button>
      <label>Path <input type="text" id="preload-path" value="/apps/"></label>
      <button type="button" data-send="preload">preload</button>
      <label>Cart <textarea id="cart-json" rows="2">{"id":"sandbox-cart","products":[]}</textarea></label>
      <button type="button" data-send="cart_updated">cart_updated</button>
      <div>
        <button type="button" data-send="refresh_installed_apps">refresh_installed_apps</button>
        <button type="button" data-send="refresh_cart">refresh_cart</button>
        <button type="button" data-send="refresh_subscription_info">refresh_subscription_info</button>
      </div>
    </fieldset>
    <ol id="log" aria-label="Messages" aria-live="polite"></ol>
  </aside>
</main>
<script type="application/json" id="host-config">${scriptJson({ siteOrigin, mode })}</script>
<script>${SCRIPT}</script>
</body>
</html>`;
}

/** The host page's own server: GET / (?mode=agent-app|iframe, ?path=/apps/…). */
export function createHostPageApp(siteOrigin: string): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.get('/', (req, res) => {
    const html = hostPageHtml({ siteOrigin, mode: hostPageMode(req.query.mode), path: embeddedPath(req.query.path) });
    res.set(hostPageHeaders(siteOrigin)).status(200).send(html);
  });
  addHostAppPages(app, siteOrigin);
  app.use((_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  return app;
}
