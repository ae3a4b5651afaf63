/**
 * @jest-environment node
 */
import { appSubscriptionStatus, subscriptionFactsOf } from '../../src/domain/billing/app-subscription';
import type { ApiCharge } from '../../src/domain/billing/charges';
import { createServices, type Services } from '../services';
import { SUBSCRIPTION_DEMO } from '../services/subscription-demo';
import { server } from '../test-server';
import { createHandlers } from '.';
import { tokenFor } from './handler-test-token';

// The `subscriber` identity starts with paid apps installed in each §4 subscription status, read
// through the same calls the site makes (GET /applications/installed, GET /recurrent_charge/…).
const API = 'http://api.test';
const ACCOUNTS = 'http://accounts.test';

let services: Services;
beforeEach(() => {
  services = createServices(undefined, { siteOrigins: ['http://localhost:8000'] });
  server.use(...createHandlers(services, API, ACCOUNTS));
});

const tokenOf = (identity: string) => tokenFor(services, identity);

const get = async <T>(path: string, token: string): Promise<T> =>
  (await fetch(`${API}${path}`, { headers: { Authorization: `Bearer ${token}` } })).json() as Promise<T>;
const idOf = (slug: string) => services.catalogue.published().find((app) => app.slug === slug)!.id;

describe('the subscriber organization (sandbox/README.md, "Subscriptions")', () => {
  it('has each demo app installed, and each one’s charges read as its §4 status', async () => {
    const token = tokenOf('subscriber');
    const installed = await get<string[]>('/applications/installed', token);
    expect(installed.sort()).toEqual(SUBSCRIPTION_DEMO.map(({ slug }) => idOf(slug)).sort());
    const statuses: Record<string, string> = {};
    for (const { slug } of SUBSCRIPTION_DEMO) {
      const charges = await get<ApiCharge[]>(`/recurrent_charge/livechat?order_client_id=${idOf(slug)}`, token);
      statuses[slug] = appSubscriptionStatus(subscriptionFactsOf(charges));
    }
    expect(statuses).toEqual({
      pixelo: 'active',
      pixelowl: 'cancelled',
      chatfox: 'cancelled',
      'handshakify-bridge': 'unassigned',
      draftpulse: 'none',
    });
  });

  it('belongs to that organization only: the owner of Acme has none of it', async () => {
    const token = tokenOf('owner');
    expect(await get<string[]>('/applications/installed', token)).toEqual([]);
    expect(await get<ApiCharge[]>(`/recurrent_charge/livechat?order_client_id=${idOf('pixelo')}`, token)).toEqual([]);
  });

  it('behaves as any charge afterwards: the active one is cancelled by an uninstall’s first step', async () => {
    const token = tokenOf('subscriber');
    const [active] = await get<ApiCharge[]>(`/recurrent_charge/livechat?order_client_id=${idOf('pixelo')}&status=active`, token);
    const cancelled = await fetch(`${API}/recurrent_charge/livechat/${active.id}/cancel`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(cancelled.status).toBe(200);
    expect(((await cancelled.json()) as ApiCharge).status).toBe('cancelled');
  });
});
