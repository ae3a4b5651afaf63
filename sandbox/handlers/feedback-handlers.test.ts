/**
 * @jest-environment node
 */
import { fetchRatingSummary, rateApplication } from '../../src/api-client/feedback';
import { request } from '../../src/api-client/http';
import { RATING_NEEDS_INSTALL } from '../../src/domain/catalogue/review-validation';
import { createServices, type Services } from '../services';
import { SUBSCRIPTION_DEMO } from '../services/subscription-demo';
import { server } from '../test-server';
import { createHandlers } from '.';
import { DEMO_IDENTITIES, tokenFor } from './handler-test-token';

// The sandbox's own handlers, a fresh sandbox per test, called as any client would (the site's
// client functions or a bare fetch that skips the site).
const API = 'http://api.test';
const ACCOUNTS = 'http://accounts.test';
const FREE_APP = '91ce3c9669a87071c46e794f'; // circly-assist: free live-chat app, 73 votes
const DRAFTPULSE = 'draftpulse'; // installed for the subscriber's organization from the start
const review = { rate: 5, name: 'Ann Owner', comment: 'Works well' };
const forbidden = {
  kind: 'http',
  status: 403,
  message: RATING_NEEDS_INSTALL,
  data: { error: { type: 'forbidden', message: RATING_NEEDS_INSTALL } },
};

let services: Services;
beforeEach(() => {
  services = createServices(undefined, { siteOrigins: ['http://localhost:8000'] });
  server.use(...createHandlers(services, API, ACCOUNTS));
});

const tokenOf = (identity: string) => tokenFor(services, identity);
const orgOf = (identity: string) => DEMO_IDENTITIES.find(([name]) => name === identity)![1];
const idOf = (slug: string) => services.catalogue.published().find((app) => app.slug === slug)!.id;

describe('sandbox: PUT /feedback/rate/application/{id}', () => {
  it('answers 401 in the service error shape without a token or with a forged one', async () => {
    const bare = await fetch(`${API}/feedback/rate/application/${FREE_APP}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(review),
    });
    expect(bare.status).toBe(401);
    expect(await bare.json()).toEqual({ error: { type: 'authentication', message: 'Invalid access token' } });
    await expect(rateApplication(API, FREE_APP, review, 'dal:forged')).rejects.toMatchObject({ status: 401 });
  });

  it.each(DEMO_IDENTITIES)(
    '%s (%s): 403 with the text until the organization has the app, then the vote counts',
    async (identity, organization) => {
      const token = tokenOf(identity);
      const before = await fetchRatingSummary(API, FREE_APP);

      await expect(rateApplication(API, FREE_APP, review, token)).rejects.toMatchObject(forbidden);
      expect((await fetchRatingSummary(API, FREE_APP)).votes).toBe(before.votes);

      services.applications.recordInstall(organization, FREE_APP);
      const after = (await rateApplication(API, FREE_APP, review, token)) as typeof before;
      expect(after.votes).toBe(before.votes + 1);
      expect(after.reviews[0]).toMatchObject({ name: 'Ann Owner', rate: 5, comment: 'Works well' });
    },
  );

  it('refuses a bare client that skips the site the same way, before reading its body', async () => {
    const answer = await fetch(`${API}/feedback/rate/application/${FREE_APP}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${tokenOf('owner')}`, 'Content-Type': 'application/json' },
      // An invalid body too: the installs decide first.
      body: JSON.stringify({ rate: 9 }),
    });
    expect(answer.status).toBe(403);
    expect(await answer.json()).toEqual({ error: { type: 'forbidden', message: RATING_NEEDS_INSTALL } });
  });

  it('goes by the organization: once the owner installs through the API, an agent of the same organization rates', async () => {
    const install = await fetch(`${API}/applications/${FREE_APP}/install`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${tokenOf('owner')}` },
    });
    expect(install.status).toBe(200);
    await expect(rateApplication(API, FREE_APP, review, tokenOf('agent'))).resolves.toMatchObject({ votes: 74 });
    // Another organization still may not.
    await expect(rateApplication(API, FREE_APP, review, tokenOf('reseller'))).rejects.toMatchObject(forbidden);
  });

  it('the subscriber rates an app its organization starts with; rating is refused again after it is uninstalled', async () => {
    expect(SUBSCRIPTION_DEMO.map((entry) => entry.slug)).toContain(DRAFTPULSE);
    const token = tokenOf('subscriber');
    await expect(rateApplication(API, idOf(DRAFTPULSE), review, token)).resolves.toMatchObject({ votes: 347 });
    services.applications.revokeInstall(orgOf('subscriber'), idOf(DRAFTPULSE));
    await expect(rateApplication(API, idOf(DRAFTPULSE), review, token)).rejects.toMatchObject(forbidden);
  });

  it('adds the vote to the global summary: votes, the histogram bucket and its percent', async () => {
    services.applications.recordInstall(orgOf('owner'), FREE_APP);
    const token = tokenOf('owner');
    const before = await fetchRatingSummary(API, FREE_APP);
    await rateApplication(API, FREE_APP, { ...review, rate: 1 }, token);
    const after = await fetchRatingSummary(API, FREE_APP);

    expect(after.votes).toBe(before.votes + 1);
    const oneStar = (summary: typeof after) => summary.histogram.find((bucket) => bucket.stars === 1)!;
    expect(oneStar(after).votes).toBe(oneStar(before).votes + 1);
    expect(oneStar(after).percent).toBe(Math.round((oneStar(after).votes / after.votes) * 100));
  });

  it('keeps one vote per account: rating again replaces the earlier vote', async () => {
    services.applications.recordInstall(orgOf('viewer'), FREE_APP);
    const token = tokenOf('viewer');
    const before = await fetchRatingSummary(API, FREE_APP);
    await rateApplication(API, FREE_APP, { ...review, rate: 2 }, token);
    await rateApplication(API, FREE_APP, { ...review, rate: 4 }, token);
    const after = await fetchRatingSummary(API, FREE_APP);
    expect(after.votes).toBe(before.votes + 1);
    expect(after.reviews.filter((item) => item.name === 'Ann Owner')).toHaveLength(1);
    expect(after.reviews[0].rate).toBe(4);
  });

  it.each([
    [{ ...review, rate: 0 }, 'This field cannot be blank, please rate the app on a scale from 1-5'],
    [{ ...review, name: '' }, 'Please enter your name'],
    [{ ...review, comment: 'r'.repeat(256) }, 'Review cannot be longer than 255 characters'],
  ])('answers 422 with the §5 text for an invalid rating body %#', async (body, message) => {
    services.applications.recordInstall(orgOf('owner'), FREE_APP);
    await expect(rateApplication(API, FREE_APP, body, tokenOf('owner'))).rejects.toMatchObject({
      kind: 'validation',
      status: 422,
      message,
      data: { error: { type: 'validation', message } },
    });
  });

  it('answers 422 for a body that is not a JSON object, a raw-text 404 for an unknown app', async () => {
    services.applications.recordInstall(orgOf('owner'), FREE_APP);
    const token = tokenOf('owner');
    await expect(
      request(API, `/feedback/rate/application/${FREE_APP}`, { method: 'PUT', body: [1], token }),
    ).rejects.toMatchObject({ status: 422 });
    await expect(rateApplication(API, 'nope', review, token)).rejects.toMatchObject({
      status: 404,
      message: 'Application not found',
    });
  });
});
