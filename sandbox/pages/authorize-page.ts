import type { DemoIdentity, DemoOrganization, OAuthException } from '../services/accounts';
import { AUTHORIZE_PARAM_NAMES } from '../services/accounts';

/**
 * The sandbox's accounts sign-in page (GET / and /signin on the accounts origin) and its error page
 * (/ooops). Self-contained: inline CSS and script, no external assets. Query values are never put
 * into the HTML; the script reads them from location and posts them to /sandbox/authorize.
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char]);
}

/** JSON inside <script>: `<` escaped so no value can close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * Headers of the accounts pages; only the site's origins, and the host pages that frame the site,
 * may frame them (the silent iframe sign-in, also inside the agent app).
 */
export function pageHeaders(ancestors: readonly string[]): Record<string, string> {
  const frameAncestors = ancestors.length > 0 ? ancestors.join(' ') : "'none'";
  return {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy':
      "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; connect-src 'self'; base-uri 'none'; " +
      `form-action 'none'; frame-ancestors ${frameAncestors}`,
    'Referrer-Policy': 'no-referrer',
  };
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#111;background:#f4f5f7}
main{max-width:44rem;margin:2rem auto;padding:0 1rem}
h1{font-size:1.5rem;margin:0 0 .25rem}
.lead{margin:0 0 1rem;color:#424d57}
#status:empty{display:none}
#status{padding:.5rem .75rem;background:#fff;border-left:4px solid #2f6fde}
ul{list-style:none;margin:0;padding:0;display:grid;gap:.5rem}
li{background:#fff;border:1px solid #d5d9de;border-radius:6px;padding:.6rem .75rem}
button{font:inherit;font-weight:600;color:#fff;background:#2f6fde;border:0;border-radius:4px;padding:.4rem .8rem;cursor:pointer}
button:hover{background:#1f56b8}
button:focus-visible{outline:3px solid #111;outline-offset:2px}
button:disabled{background:#8a94a0;cursor:default}
.meta{margin:.3rem 0 0;font-size:.875rem;color:#424d57}
.meta strong{color:#111}
code{background:#e9ecef;padding:0 .25rem;border-radius:3px}
`;

/** Decides the flow (iframe, popup or redirect) and hands the answer back the SDK's way. */
const SCRIPT = `
(function () {
  'use strict';
  var config = JSON.parse(document.getElementById('sandbox-config').textContent);
  var search = new URLSearchParams(window.location.search);
  var params = {};
  config.params.forEach(function (name) {
    var value = search.get(name);
    if (value !== null) params[name] = value;
  });
  var mode = params.flow === 'button' && window.parent !== window ? 'iframe'
    : params.flow === 'button' && window.opener ? 'popup' : 'redirect';
  document.body.setAttribute('data-mode', mode);
  var redirectOrigin = null;
  try { redirectOrigin = new URL(params.redirect_uri).origin; } catch (e) { redirectOrigin = null; }
  if (redirectOrigin === 'null') redirectOrigin = null;
  var status = document.getElementById('status');
  var list = document.getElementById('identities');

  function callbackUrl(data) {
    var url = new URL(params.redirect_uri);
    if (data.code) {
      url.hash = '';
      url.searchParams.set('code', data.code);
      url.searchParams.set('state', data.state || '');
      if (data.frenzied) url.searchParams.set('frenzied', data.frenzied);
      return url.toString();
    }
    var hash = new URLSearchParams();
    hash.set('access_token', data.access_token);
    hash.set('expires_in', String(data.expires_in));
    hash.set('token_type', data.token_type);
    hash.set('state', data.state || '');
    hash.set('scope', data.scope);
    if (data.frenzied) hash.set('frenzied', data.frenzied);
    url.hash = hash.toString();
    return url.toString();
  }

  function go(url, text, replace) {
    // A visible link too, in case the navigation is blocked.
    var link = document.createElement('a');
    link.href = url;
    link.textContent = text;
    status.textContent = '';
    status.appendChild(link);
    if (replace) window.location.replace(url);
    else window.location.assign(url);
  }

  function deliver(answer) {
    if (mode === 'redirect' || !redirectOrigin) {
      // Like the provider, errors stay on the accounts origin instead of going to the site.
      if (answer.error) go('/ooops?' + new URLSearchParams(answer.error).toString(), 'Show the error', true);
      else go(callbackUrl(answer.data), 'Continue to the site', false);
      return;
    }
    (mode === 'iframe' ? window.parent : window.opener).postMessage(answer, redirectOrigin);
    if (mode === 'popup') window.close();
  }

  function serverError() {
    deliver({ error: { oauth_exception: 'server_error' } });
  }

  function authorize(extra) {
    return fetch('/sandbox/authorize', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(Object.assign({}, params, extra))
    }).then(function (response) {
      if (!response.ok) throw new Error('HTTP ' + response.status);
      return response.json();
    });
  }

  function showList() {
    status.textContent = '';
    list.hidden = false;
  }

  list.addEventListener('click', function (event) {
    var button = event.target.closest('button[data-identity]');
    if (!button) return;
    Array.prototype.forEach.call(list.querySelectorAll('button'), function (each) { each.disabled = true; });
    status.textContent = 'Signing in as ' + button.textContent + '…';
    authorize({ identity: button.getAttribute('data-identity') }).then(deliver, serverError);
  });

  if (config.error) {
    deliver({ error: { oauth_exception: config.error } });
  } else if (mode === 'iframe') {
    authorize({ silent: true }).then(deliver, serverError);
  } else if (config.auto) {
    authorize({ silent: true }).then(function (answer) {
      if (answer.error && answer.error.identity_exception) showList();
      else deliver(answer);
    }, serverError);
  } else {
    showList();
  }
})();
`;

export interface AuthorizePageInput {
  identities: readonly DemoIdentity[];
  organization(id: string): DemoOrganization | null;
  /** The oauth_exception the query earns; delivered at once in every flow. */
  error: OAuthException | null;
  /** Signed in already and neither prompt=consent nor /signin: complete without asking. */
  signedInAs: DemoIdentity | null;
}

function identityItem(identity: DemoIdentity, organization: DemoOrganization | null): string {
  const descriptionId = `identity-${identity.id}`;
  const where = organization ? `${organization.name} (${identity.region})` : identity.region;
  return `<li>
<button type="button" data-identity="${escapeHtml(identity.id)}" aria-describedby="${escapeHtml(descriptionId)}">${escapeHtml(identity.label)}</button>
<p class="meta" id="${escapeHtml(descriptionId)}"><strong>${escapeHtml(identity.role)}</strong> · ${escapeHtml(where)} · ${escapeHtml(identity.covers)}</p>
</li>`;
}

export function authorizePageHtml(input: AuthorizePageInput): string {
  const config = { params: AUTHORIZE_PARAM_NAMES, error: input.error, auto: input.signedInAs !== null };
  const status = input.signedInAs ? `Signing you in as ${escapeHtml(input.signedInAs.label)}…` : '';
  const items = input.identities.map((identity) => identityItem(identity, input.organization(identity.account.organization_id)));
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in · Sandbox accounts</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Sign in to the sandbox</h1>
<p class="lead">The local stand-in for the accounts service. Choose who to sign in as.</p>
<p id="status" role="status">${status}</p>
<noscript><p>This page needs JavaScript.</p></noscript>
<ul id="identities" aria-label="Demo identities" hidden>
${items.join('\n')}
</ul>
</main>
<script type="application/json" id="sandbox-config">${scriptJson(config)}</script>
<script>${SCRIPT}</script>
</body>
</html>
`;
}

/** Descriptions the SDK gives the same codes (accounts-sdk `errors`), plus server_error. */
const DESCRIPTIONS: Record<string, string> = {
  invalid_request: 'You may be loading accounts-sdk on a domain that is not whitelisted.',
  unauthorized_client: 'Client not found, not provided or incorrectly configured.',
  access_denied: 'Probably this application is installed on a different account and you do not have access to it.',
  unsupported_response_type: 'Provided response type is incorrect or unavailable for a given client.',
  server_error: 'The accounts service could not complete the request.',
  unauthorized: 'Resource owner identity is not known or consent is missing.',
};

/** /ooops: only known codes are shown; anything else in the query is not echoed. */
export function ooopsPageHtml(code: string | null): string {
  const known = code !== null && Object.hasOwn(DESCRIPTIONS, code);
  const detail = known
    ? `<p>Error <code>${escapeHtml(code)}</code>: ${escapeHtml(DESCRIPTIONS[code])}</p>`
    : '<p>Unknown error.</p>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign-in failed · Sandbox accounts</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Sign-in failed</h1>
${detail}
</main>
</body>
</html>
`;
}
