import { http, HttpResponse } from 'msw';
import type { AccountsService } from '../services/accounts';
import type { ApplicationsService, InstallOutcome } from '../services/applications';
import type { ConsentService } from '../services/consent';
import { wantsInstallMetrics } from '../../src/domain/install/direct-install';
import { KEPT_UTM_FIELDS } from '../../src/domain/site/utm';
import { withGrant } from './accounts-auth';
import { jsonOr404, notFound } from './respond';

/**
 * The signed-in side of the applications API (§7): own and in-review apps, installs, instances,
 * awaiting apps and the store's direct-install endpoint. Every call needs a live token (401).
 * Refusals answer `{status: 'error', error: 'code:message'}`, the form the site's client reads.
 */
function refused(outcome: Extract<InstallOutcome, { ok: false }>): Response {
  if (outcome.status === 404) return notFound(outcome.message.replace(/ not .*$/, ''));
  return HttpResponse.json({ status: 'error', error: `${outcome.code}:${outcome.message}` }, { status: outcome.status });
}

async function jsonBody(request: Request): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await request.json();
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** What is wrong with a metrics body (§7: source_url, source_id, UTM fields as text), or null. */
function metricsProblem(body: Record<string, unknown>): string | null {
  if (typeof body.source_url !== 'string' || !/^https?:\/\//.test(body.source_url)) return 'source_url must be the page address';
  if (typeof body.source_id !== 'string') return 'source_id is required';
  const bad = KEPT_UTM_FIELDS.find((field) => body[field] !== undefined && typeof body[field] !== 'string');
  return bad ? `${bad} must be text` : null;
}

/**
 * The local server mounts handlers on '*', where '*\/applications' would also answer
 * '/v2/applications' and any other path ending so: these bare routes answer their own path only.
 */
const onPath = (request: Request, path: string) => new URL(request.url).pathname === path;

export function applicationInstallHandlers(
  base: string,
  accounts: AccountsService,
  applications: ApplicationsService,
  consent: ConsentService,
) {
  return [
    http.get(`${base}/applications`, ({ request }) =>
      !onPath(request, '/applications')
        ? undefined
        : withGrant(accounts, request, (grant) => HttpResponse.json(applications.ownApplications(grant.organizationId))),
    ),
    http.get(`${base}/applications/reviewed`, ({ request }) =>
      withGrant(accounts, request, (grant) => HttpResponse.json(applications.reviewedApplications(grant.organizationId))),
    ),
    http.get(`${base}/applications/installed`, ({ request }) =>
      withGrant(accounts, request, (grant) =>
        HttpResponse.json(applications.installed(grant.organizationId, new URL(request.url).searchParams.get('product'))),
      ),
    ),
    http.put<{ id: string }>(`${base}/applications/:id/install`, ({ request, params }) =>
      withGrant(accounts, request, (grant) => {
        const outcome = applications.install(grant, params.id);
        if (!outcome.ok) return refused(outcome);
        const clientId = applications.clientOf(params.id);
        if (clientId) consent.grant(grant.organizationId, clientId);
        return HttpResponse.json({ status: 'ok', error: null });
      }),
    ),
    http.delete<{ id: string }>(`${base}/applications/:id/install`, ({ request, params }) =>
      withGrant(accounts, request, async (grant) => {
        const { reason } = await jsonBody(request);
        const outcome = applications.uninstall(grant, params.id, typeof reason === 'string' ? reason : '');
        return outcome.ok ? new HttpResponse(null, { status: 204 }) : refused(outcome);
      }),
    ),
    http.get<{ id: string }>(`${base}/applications/:id/instance`, ({ request, params }) =>
      withGrant(accounts, request, (grant) => jsonOr404(applications.instance(grant.organizationId, params.id), 'Instance')),
    ),
    http.post(`${base}/awaiting_apps`, ({ request }) =>
      !onPath(request, '/awaiting_apps')
        ? undefined
        : withGrant(accounts, request, async (grant) => {
            const { id } = await jsonBody(request);
            return applications.awaitApp(grant.organizationId, id)
              ? new HttpResponse(null, { status: 204 })
              : HttpResponse.json({ status: 'error', error: 'validation:id must be a known application id' }, { status: 422 });
          }),
    ),
    // The store's own direct-install URL (§4: apps with a direct install URL follow their own flow):
    // the install's own refusals (403 an agent, 409 already installed, 422), then the account answer.
    // For the two apps that want metrics (§7) the body must carry source_url and source_id (422).
    http.post<{ id: string }>(`${base}/applications/:id/direct-install`, ({ request, params }) =>
      withGrant(accounts, request, async (grant) => {
        if (wantsInstallMetrics(applications.slugOf(params.id) ?? '')) {
          const missing = metricsProblem(await jsonBody(request));
          if (missing) return HttpResponse.json({ status: 'error', error: `validation:${missing}` }, { status: 422 });
        }
        const outcome = applications.install(grant, params.id);
        if (!outcome.ok) return refused(outcome);
        return HttpResponse.json({ accountStatus: 'created', message: 'Your account has been created.' });
      }),
    ),
  ];
}
