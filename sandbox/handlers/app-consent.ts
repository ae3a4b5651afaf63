import { http, HttpResponse } from 'msw';
import { ACCESS_LABELS, NO_ACCOUNT_ACCESS, OTHER_AREA, permissionAreas } from '../../src/domain/catalogue/scopes';
import { escapeHtml } from '../pages/authorize-page';
import type { AccountsService, Grant } from '../services/accounts';
import type { DemoIdentity } from '../services/accounts-directory';
import type { ApplicationsService } from '../services/applications';
import type { CatalogueService } from '../services/catalogue';
import type { ConsentService } from '../services/consent';
import { isSiteUrl } from '../services/site-origins';
import { readCookie, SESSION_COOKIE } from './accounts';
import { apiError } from './accounts-auth';

/**
 * The account service's authorize page for an app's own OAuth client (§4: the install popup with
 * response type code, client id and redirect address). The signed-in identity (accounts session
 * cookie) allows or denies; allowing grants the client's consent (coverage organization) for its
 * organization, so `GET /clients/{id}/consent/status?coverage=organization` answers consented.
 * Either way the browser goes on to the redirect address (code and state, or error=access_denied).
 * Requests for the marketplace's own client fall through to the sign-in page.
 */
/** The client's scopes in the words the app page uses (area: Read only / Read and write). */
function accessList(scopes: readonly string[]): string {
  if (scopes.length === 0) return `<p>${escapeHtml(NO_ACCOUNT_ACCESS)}</p>`;
  const items = permissionAreas(scopes).map(({ area, access, scopes: inArea }) => {
    const detail = area === OTHER_AREA ? ` (${inArea.join(', ')})` : '';
    return `<li>${escapeHtml(`${area}${detail}: ${ACCESS_LABELS[access]}`)}</li>`;
  });
  return `<p>It will be able to access:</p><ul aria-label="Permissions">${items.join('')}</ul>`;
}

export function appConsentHandlers(
  base: string,
  accounts: AccountsService,
  catalogue: CatalogueService,
  consent: ConsentService,
  applications: ApplicationsService,
) {
  /** The install's rights refusal (403 only: a paid app's payment or an install made already are not about rights). */
  function rightsRefusal(identity: DemoIdentity, clientId: string): { code: string; message: string } | null {
    const app = catalogue.published().find((candidate) => candidate.authorization?.clientId === clientId);
    if (!app) return null;
    const grant = {
      accountId: identity.account.account_id,
      organizationId: identity.account.organization_id,
      scopes: identity.scopes,
    } as Grant;
    const refused = applications.installRefusal(grant, app.id);
    return refused && !refused.ok && refused.status === 403 ? { code: refused.code, message: refused.message } : null;
  }

  const headers = {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': `default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self' ${accounts.siteOrigins.join(' ')}; frame-ancestors 'none'`,
    'Referrer-Policy': 'no-referrer',
  };
  const page = (body: string, status = 200) =>
    new HttpResponse(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Authorize app</title>` +
        `<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1b1b20}main{max-width:26rem;margin:0 auto;padding:24px}h1{font-size:1.25rem}` +
        `ul{padding-left:1.2rem}button{font:inherit;font-weight:600;min-height:44px;padding:0 18px;border-radius:8px;border:1px solid #dde2eb;background:#fff;margin-right:8px}` +
        `button[value=allow]{background:#4a6cf7;border-color:#4a6cf7;color:#fff}</style></head><body><main>${body}</main></body></html>`,
      {
        status,
        headers,
      },
    );

  return [
    http.get(`${base}/`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const client = catalogue.client(query.get('client_id') ?? '');
      if (!client || new URL(request.url).pathname !== '/') return undefined;
      const redirectUri = query.get('redirect_uri') ?? '';
      if (query.get('response_type') !== 'code' || !isSiteUrl(redirectUri, accounts.siteOrigins))
        return page('<h1>Invalid authorization request</h1>', 400);
      const identity = accounts.sessionIdentity(readCookie(request, SESSION_COOKIE));
      if (!identity) return page('<h1>Sign in to the marketplace first</h1><p>Then install the app again.</p>', 401);
      const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
      return page(
        `<h1>Allow ${escapeHtml(client.name)} to access your organization?</h1>` +
          `<p>Signed in as ${escapeHtml(identity.label)}.</p>${accessList(client.scopes)}` +
          `<form method="post" action="/sandbox/app-consent">${hidden('client_id', client.client_id)}${hidden('redirect_uri', redirectUri)}${hidden('state', query.get('state') ?? '')}` +
          `<button type="submit" name="decision" value="allow">Allow</button> <button type="submit" name="decision" value="deny">Deny</button></form>`,
      );
    }),
    http.post(`${base}/sandbox/app-consent`, async ({ request }) => {
      const fields = Object.fromEntries(new URLSearchParams(await request.text()));
      const client = catalogue.client(fields.client_id ?? '');
      if (!client || !isSiteUrl(fields.redirect_uri, accounts.siteOrigins))
        return apiError(422, 'validation', 'Unknown client or redirect address');
      const identity = accounts.sessionIdentity(readCookie(request, SESSION_COOKIE));
      if (!identity) return apiError(401, 'authentication', 'Sign in first');
      // §6 as for the install itself: an identity that may not install the app cannot allow its
      // client for the organization either, whatever the page it posts from.
      if (fields.decision === 'allow') {
        const refused = rightsRefusal(identity, client.client_id);
        if (refused) return apiError(403, refused.code, refused.message);
      }
      const back = new URL(fields.redirect_uri);
      if (fields.state) back.searchParams.set('state', fields.state);
      if (fields.decision === 'allow') {
        consent.grant(identity.account.organization_id, client.client_id, 'organization');
        back.searchParams.set('code', crypto.randomUUID());
      } else {
        back.searchParams.set('error', 'access_denied');
      }
      return new Response(null, { status: 303, headers: { Location: back.href } });
    }),
  ];
}
