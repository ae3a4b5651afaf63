import { http, HttpResponse } from 'msw';
import { authorizePageHtml, ooopsPageHtml, pageHeaders } from '../pages/authorize-page';
import { AUTHORIZE_PARAM_NAMES, type AccountsService, type AuthorizeParams } from '../services/accounts';
import { apiError, withGrant } from './accounts-auth';
import { jsonOr404 } from './respond';

/** The accounts session cookie (HttpOnly, on the accounts origin only). */
export const SESSION_COOKIE = 'sandbox_accounts_session';
const COOKIE_ATTRIBUTES = 'HttpOnly; SameSite=Lax; Path=/';

export function readCookie(request: Request, name: string): string | null {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

/**
 * A plain Response, not msw's HttpResponse: msw copies an HttpResponse's Set-Cookie into one
 * process-wide cookie jar and adds it to every later request to that origin, which in the shared
 * local server would sign every browser in as whoever signed in last.
 */
function withCookie(body: unknown, cookie: string, status = 200): Response {
  const headers: Record<string, string> = { 'Set-Cookie': cookie };
  if (body === null) return new Response(null, { status, headers });
  return new Response(JSON.stringify(body), { status, headers: { ...headers, 'Content-Type': 'application/json' } });
}

function stringFields(source: unknown): Record<string, string | undefined> {
  const fields: Record<string, string | undefined> = {};
  if (source && typeof source === 'object') {
    for (const [key, value] of Object.entries(source)) if (typeof value === 'string') fields[key] = value;
  }
  return fields;
}

/** `POST /v2/token` takes form fields (OAuth's usual encoding) or JSON. */
async function tokenBody(request: Request): Promise<Record<string, string | undefined> | null> {
  const text = await request.text();
  if ((request.headers.get('content-type') ?? '').includes('json')) {
    try {
      return stringFields(JSON.parse(text));
    } catch {
      return null;
    }
  }
  return Object.fromEntries(new URLSearchParams(text));
}

function authorizeParams(source: Record<string, string | undefined>): AuthorizeParams {
  const params: AuthorizeParams = {};
  for (const name of AUTHORIZE_PARAM_NAMES) if (source[name] !== undefined) params[name] = source[name];
  return params;
}

function page(accounts: AccountsService, request: Request): Response {
  const url = new URL(request.url);
  const params = authorizeParams(Object.fromEntries(url.searchParams));
  const identity = accounts.sessionIdentity(readCookie(request, SESSION_COOKIE));
  // popup_flow 'manual' (/signin) and prompt=consent always ask; otherwise a session completes at once.
  const auto = identity !== null && params.prompt !== 'consent' && url.pathname !== '/signin';
  const html = authorizePageHtml({
    identities: accounts.identities(),
    organization: accounts.organization,
    error: accounts.checkAuthorize(params),
    signedInAs: auto ? identity : null,
  });
  return new HttpResponse(html, { headers: pageHeaders(accounts.frameAncestors) });
}

/** Handlers of the accounts origin (sign-in page, OAuth, accounts, products). */
export function accountsHandlers(base: string, accounts: AccountsService) {
  return [
    http.get(`${base}/`, ({ request }) => page(accounts, request)),
    http.get(`${base}/signin`, ({ request }) => page(accounts, request)),
    http.get(`${base}/ooops`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const code = query.get('oauth_exception') ?? query.get('identity_exception');
      return new HttpResponse(ooopsPageHtml(code), { headers: pageHeaders(accounts.frameAncestors) });
    }),

    // Called by the sign-in page itself (same origin, with its session cookie).
    http.post(`${base}/sandbox/authorize`, async ({ request }) => {
      const origin = request.headers.get('origin');
      if (origin && origin !== new URL(request.url).origin) {
        return apiError(403, 'forbidden', 'Only the sign-in page may call /sandbox/authorize');
      }
      let body: unknown;
      try {
        body = await request.json();
      } catch {
        return apiError(400, 'invalid_request', 'Body must be JSON');
      }
      const fields = stringFields(body);
      const params = authorizeParams(fields);
      if (fields.identity !== undefined) {
        const result = accounts.authorizeAs(params, fields.identity);
        if (!result) return apiError(422, 'validation', `Unknown identity ${fields.identity}`);
        return result.sessionId
          ? withCookie(result.answer, `${SESSION_COOKIE}=${encodeURIComponent(result.sessionId)}; ${COOKIE_ATTRIBUTES}`)
          : HttpResponse.json(result.answer);
      }
      if (body && typeof body === 'object' && (body as { silent?: unknown }).silent === true) {
        // 200 even for errors: the page forwards the answer to the SDK as it is.
        return HttpResponse.json(accounts.authorizeSilently(params, readCookie(request, SESSION_COOKIE)));
      }
      return apiError(422, 'validation', 'Send either identity or silent: true');
    }),

    http.post(`${base}/v2/token`, async ({ request }) => {
      const body = await tokenBody(request);
      if (!body) return apiError(400, 'invalid_request', 'Body must be JSON or form fields');
      const result = accounts.token(body);
      return result.ok ? HttpResponse.json(result.token) : apiError(400, result.error.type, result.error.message);
    }),
    http.delete(`${base}/v2/token`, ({ request }) =>
      withGrant(accounts, request, (grant) => {
        accounts.revoke(grant);
        return new HttpResponse(null, { status: 204 });
      }),
    ),
    http.get(`${base}/v2/info`, ({ request }) =>
      withGrant(accounts, request, (grant) => HttpResponse.json(accounts.tokenInfo(grant))),
    ),
    // This browser's session only, named by its cookie (a credentialed call from the site): no token
    // needed, and always 204, so signing out twice or without a session is no error.
    http.delete(`${base}/v2/sessions/current`, ({ request }) => {
      accounts.endSession(readCookie(request, SESSION_COOKIE));
      return withCookie(null, `${SESSION_COOKIE}=; ${COOKIE_ATTRIBUTES}; Max-Age=0`, 204);
    }),
    http.delete(`${base}/v2/sessions`, ({ request }) =>
      withGrant(accounts, request, (grant) => {
        accounts.signOut(grant);
        return withCookie(null, `${SESSION_COOKIE}=; ${COOKIE_ATTRIBUTES}; Max-Age=0`, 204);
      }),
    ),

    http.get(`${base}/v2/accounts`, ({ request }) =>
      withGrant(accounts, request, (grant) => HttpResponse.json(accounts.accounts(grant.organizationId))),
    ),
    http.post(`${base}/v2/accounts/me/send_request_for_invitation`, ({ request }) =>
      withGrant(accounts, request, async (grant) => {
        let product: unknown;
        try {
          product = ((await request.json()) as { product?: unknown } | null)?.product;
        } catch {
          product = undefined;
        }
        const outcome = accounts.requestAccess(grant, product);
        if (outcome === 'sent') return new HttpResponse(null, { status: 204 });
        return outcome === 'admin'
          ? apiError(403, 'forbidden', 'An owner or viceowner of the license has access already')
          : apiError(422, 'validation', 'product must be livechat or helpdesk');
      }),
    ),
    // 'me' is the token's own account, as on the provider.
    http.get<{ id: string }>(`${base}/v2/accounts/:id`, ({ request, params }) =>
      withGrant(accounts, request, (grant) =>
        jsonOr404(accounts.account(grant.organizationId, params.id === 'me' ? grant.accountId : params.id), 'Account'),
      ),
    ),

    // The site may send Cache-Control: no-cache to skip caches; the answer is always fresh anyway.
    http.get(`${base}/market/products/my`, ({ request }) =>
      withGrant(accounts, request, (grant) => HttpResponse.json(accounts.products(grant.organizationId))),
    ),
  ];
}
