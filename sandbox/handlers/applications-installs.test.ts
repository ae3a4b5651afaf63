/**
 * @jest-environment node
 */
import { createServices, type Services } from '../services';
import { server } from '../test-server';
import { createHandlers } from '.';
import { tokenFor } from './handler-test-token';

// Installs say no by themselves: the same refusals and texts the site shows (§4, §6, §8).
const API = 'http://api.test';
const ACCOUNTS = 'http://accounts.test';
const FREE_APP = '91ce3c9669a87071c46e794f'; // circly-assist: free live-chat app, no plan
const DIRECT_APP = 'd09ae415bef386485c6584d4'; // couponpulse: free, installs through the store's direct-install URL
let services: Services;

beforeEach(() => {
  services = createServices(undefined, { siteOrigins: ['http://localhost:8000'] });
  server.use(...createHandlers(services, API, ACCOUNTS));
});

const tokenOf = (identity: string) => tokenFor(services, identity);

const call = (method: string, path: string, token: string | null, body?: unknown, origin = API) =>
  fetch(`${origin}${path}`, {
    method,
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });

describe('installs per organization', () => {
  it('installs for the owner, lists the id, refuses a second install with the spec text', async () => {
    const owner = tokenOf('owner');
    const first = await call('PUT', `/applications/${FREE_APP}/install`, owner);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ status: 'ok', error: null });
    expect(await (await call('GET', '/applications/installed', owner)).json()).toEqual([FREE_APP]);
    // The vice owner is in the same organization: the same installs.
    expect(await (await call('GET', '/applications/installed', tokenOf('viceowner'))).json()).toEqual([FREE_APP]);
    const again = await call('PUT', `/applications/${FREE_APP}/install`, owner);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ status: 'error', error: 'already_installed:Application is already installed.' });
  });

  it("refuses an agent's install with the no-rights text, and keeps nothing", async () => {
    const agent = tokenOf('agent');
    const refused = await call('PUT', `/applications/${FREE_APP}/install`, agent);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      status: 'error',
      error: 'no_install_rights:To install contact the owner of the LiveChat license.',
    });
    expect(await (await call('GET', '/applications/installed', agent)).json()).toEqual([]);
  });

  it('refuses an inactive license with its text (422)', async () => {
    const app = services.catalogue.published().find((a) => a.product === 'helpdesk' && a.installable && !a.plan)!;
    const refused = await call('PUT', `/applications/${app.id}/install`, tokenOf('inactive-license'));
    expect(refused.status).toBe(422);
    expect((await refused.json()).error).toBe(
      'license_inactive:Your HelpDesk license is inactive. Go to HelpDesk app and activate it.',
    );
  });

  it('uninstalls with the reason, then answers 404 for an app no longer installed', async () => {
    const owner = tokenOf('owner');
    await call('PUT', `/applications/${FREE_APP}/install`, owner);
    expect((await call('GET', `/applications/${FREE_APP}/instance`, owner)).status).toBe(200);
    const removed = await call('DELETE', `/applications/${FREE_APP}/install`, owner, { reason: 'Too expensive, Other' });
    expect(removed.status).toBe(204);
    expect(services.applications.uninstallReasons()).toEqual([
      { organizationId: 'org-acme', appId: FREE_APP, reason: 'Too expensive, Other' },
    ]);
    expect((await call('DELETE', `/applications/${FREE_APP}/install`, owner, { reason: 'x' })).status).toBe(404);
    expect((await call('GET', `/applications/${FREE_APP}/instance`, owner)).status).toBe(404);
  });

  it('answers 401 to every call without a valid token', async () => {
    for (const [method, path] of [
      ['GET', '/applications'],
      ['GET', '/applications/reviewed'],
      ['GET', '/applications/installed'],
      ['PUT', `/applications/${FREE_APP}/install`],
      ['DELETE', `/applications/${FREE_APP}/install`],
      ['GET', `/applications/${FREE_APP}/instance`],
      ['POST', '/awaiting_apps'],
      ['POST', `/applications/${FREE_APP}/direct-install`],
    ]) {
      expect([path, (await call(method, path, 'dal:forged')).status]).toEqual([path, 401]);
      expect([path, (await call(method, path, null)).status]).toEqual([path, 401]);
    }
    expect((await call('GET', '/clients/x/consent/status?coverage=organization', null, undefined, ACCOUNTS)).status).toBe(401);
    expect((await call('DELETE', '/v2/clients/x/consent', null, { coverage: 'organization' }, ACCOUNTS)).status).toBe(401);
  });
});

describe('direct install with metrics (§7: convertboost and cliento-manager)', () => {
  const CONVERTBOOST = '09f3e76cc58dc7380d89c6ae';

  it('refuses the install without the metrics body (422) and installs with it', async () => {
    const owner = tokenOf('owner');
    const bare = await call('POST', `/applications/${CONVERTBOOST}/direct-install`, owner);
    expect(bare.status).toBe(422);
    const badUtm = { source_url: 'http://localhost:8000/apps/convertboost/', source_id: 's1', utm_source: 5 };
    expect((await call('POST', `/applications/${CONVERTBOOST}/direct-install`, owner, badUtm)).status).toBe(422);
    expect(await (await call('GET', '/applications/installed', owner)).json()).toEqual([]);
    const body = { source_url: 'http://localhost:8000/apps/convertboost/', source_id: 's1', utm_source: 'news' };
    const answer = await call('POST', `/applications/${CONVERTBOOST}/direct-install`, owner, body);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ accountStatus: 'created', message: 'Your account has been created.' });
    expect(await (await call('GET', '/applications/installed', owner)).json()).toEqual([CONVERTBOOST]);
  });

  it('asks no metrics of the other direct-install apps', async () => {
    expect((await call('POST', `/applications/${DIRECT_APP}/direct-install`, tokenOf('owner'))).status).toBe(200);
  });
});

describe('awaiting apps', () => {
  it('takes a coming-soon app (accepted, not published) and a published one; refuses an unknown id (422)', async () => {
    const owner = tokenOf('owner');
    const COMING_SOON = '90ec47bd83f6f58c09da13ee'; // cobrowsehub
    expect((await call('POST', '/awaiting_apps', owner, { id: COMING_SOON })).status).toBe(204);
    expect((await call('POST', '/awaiting_apps', owner, { id: FREE_APP })).status).toBe(204);
    expect((await call('POST', '/awaiting_apps', owner, { id: 'nope' })).status).toBe(422);
    expect(services.applications.awaiting('org-acme')).toEqual([COMING_SOON, FREE_APP]);
  });
});

describe("the developer's own apps", () => {
  it('lists private and in-review apps to the developer only, and lets the developer install them', async () => {
    const developer = tokenOf('developer');
    const own = (await (await call('GET', '/applications', developer)).json()) as Record<
      string,
      { slug: string; submittedAt: string | null; acceptedAt: string | null; publishedAt: string | null }
    >;
    const slugs = Object.values(own).map((app) => app.slug);
    expect(slugs.some((slug) => slug.endsWith('-private'))).toBe(true);
    expect(slugs.some((slug) => slug.endsWith('-in-review'))).toBe(true);
    // One accepted, not yet published (coming soon, §4).
    expect(Object.values(own).filter((app) => app.slug.endsWith('-accepted'))).toEqual([
      expect.objectContaining({ submittedAt: expect.any(String), acceptedAt: expect.any(String), publishedAt: null }),
    ]);
    const reviewed = (await (await call('GET', '/applications/reviewed', developer)).json()) as Array<{ slug: string }>;
    expect(reviewed.map((app) => app.slug).every((slug) => slug.endsWith('-in-review'))).toBe(true);
    const [privateId] = Object.keys(own);
    expect((await call('PUT', `/applications/${privateId}/install`, developer)).status).toBe(200);
    // Not in the public catalogue, not visible to another organization.
    expect(await (await call('GET', '/applications', tokenOf('owner'))).json()).toEqual({});
    expect((await call('PUT', `/applications/${privateId}/install`, tokenOf('owner'))).status).toBe(404);
  });
});

describe('consent of the app client', () => {
  it('is granted by the install and withdrawn with coverage organization', async () => {
    const app = services.catalogue.published().find((a) => a.authorization && a.installable && !a.plan && !a.payment)!;
    const owner = tokenOf('owner');
    const client = app.authorization!.clientId;
    const status = () => call('GET', `/clients/${client}/consent/status?coverage=organization`, owner, undefined, ACCOUNTS);
    expect(await (await status()).json()).toMatchObject({ consented: false });
    await call('PUT', `/applications/${app.id}/install`, owner);
    expect(await (await status()).json()).toMatchObject({ consented: true, coverage: 'organization' });
    expect((await call('DELETE', `/v2/clients/${client}/consent`, owner, { coverage: 'organization' }, ACCOUNTS)).status).toBe(
      204,
    );
    expect(await (await status()).json()).toMatchObject({ consented: false });
    expect((await call('DELETE', `/v2/clients/${client}/consent`, owner, {}, ACCOUNTS)).status).toBe(422);
  });
});

describe('awaiting apps and the direct install', () => {
  it('records an awaited app and refuses an unknown id (422)', async () => {
    const owner = tokenOf('owner');
    expect((await call('POST', '/awaiting_apps', owner, { id: FREE_APP })).status).toBe(204);
    expect(services.applications.awaiting('org-acme')).toEqual([FREE_APP]);
    expect((await call('POST', '/awaiting_apps', owner, { id: 'nope' })).status).toBe(422);
  });

  it('answers accountStatus and message, then refuses a second install (409), an agent (403), no token (401)', async () => {
    const owner = tokenOf('owner');
    const first = await call('POST', `/applications/${DIRECT_APP}/direct-install`, owner);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ accountStatus: 'created', message: 'Your account has been created.' });
    expect(services.applications.installed('org-acme')).toEqual([DIRECT_APP]);
    const second = await call('POST', `/applications/${DIRECT_APP}/direct-install`, owner);
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({ status: 'error', error: 'already_installed:Application is already installed.' });
    const agent = await call('POST', `/applications/${DIRECT_APP}/direct-install`, tokenOf('agent'));
    expect(agent.status).toBe(403);
    expect((await call('POST', `/applications/${DIRECT_APP}/direct-install`, null)).status).toBe(401);
  });

  it('serves a free app whose direct install URL is this endpoint', async () => {
    const app = (await (await call('GET', '/applications/couponpulse/published', null)).json()) as {
      id: string;
      directInstallUrl: string;
      payment: unknown;
    };
    expect(app).toMatchObject({ id: DIRECT_APP, directInstallUrl: `/applications/${DIRECT_APP}/direct-install`, payment: null });
  });
});

describe("uninstalling a paid app (§4, §6: it cancels the organization's plan)", () => {
  const QUIZIO = '5089e691341d9af07d138c61'; // a paid help-desk app
  const DRIPRAY = '0a291b6456e804fd302cd2a9'; // a paid live-chat app

  /** Installed for Acme against a settled cart charge of its price (the money rules). */
  function installedPaid(appId: string, product: 'livechat' | 'helpdesk', price: number) {
    const organizationId = services.accounts.identity('owner')!.account.organization_id;
    services.billing.recordCartCharge(organizationId, {
      kind: 'recurrent_charge',
      product,
      appId,
      name: appId,
      price,
      quantity: 1,
      perAccount: false,
      months: 1,
      trialDays: 0,
    });
    expect(services.applications.install(services.accounts.authenticate(tokenOf('owner'))!, appId)).toMatchObject({ ok: true });
  }

  it.each([
    ['owner', 204],
    ['viceowner', 204],
    ['administrator', 204],
    ['agent', 403],
    ['viewer', 403],
    ['member', 403],
    ['suspended', 403],
  ])('a live-chat paid app: %s → %i', async (identity, status) => {
    installedPaid(DRIPRAY, 'livechat', 900);
    const response = await call('DELETE', `/applications/${DRIPRAY}/install`, tokenOf(identity), { reason: 'Other' });
    expect(response.status).toBe(status);
    const installed = await (await call('GET', '/applications/installed', tokenOf('owner'))).json();
    expect(installed.includes(DRIPRAY)).toBe(status !== 204);
  });

  it('refuses a help-desk app to the administrator without billing--all:rw (§5: help-desk rights need it), in words', async () => {
    installedPaid(QUIZIO, 'helpdesk', 2500);
    const response = await call('DELETE', `/applications/${QUIZIO}/install`, tokenOf('administrator'), { reason: 'Other' });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      status: 'error',
      error: 'no_install_rights:To uninstall contact the owner of the HelpDesk license.',
    });
  });
});
