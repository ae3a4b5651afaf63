import { request } from '../../src/api-client/http';
import { readCatalogueData } from '../data-files';
import { lifecycleOf } from '../../src/domain/catalogue/lifecycle';
import type { ApiApplication } from '../../src/domain/catalogue/contract';

// Served by the sandbox's own handlers through msw (jest.setup.ts), as the site would call them.
const API = 'http://localhost:8001';
const data = readCatalogueData();
const published = data.applications.filter((app) => app.visibility === 'public' && lifecycleOf(app) === 'PUBLISHED');
const anApp = published.find((app) => !app.hidden)!;

describe('sandbox: catalogue side of §7', () => {
  it('GET /applications/published lists published public apps, then the public coming-soon ones, hidden ones flagged, without sandbox fields', async () => {
    const apps = await request<Array<Record<string, unknown> & ApiApplication>>(API, '/applications/published');
    const comingSoon = data.applications.filter((app) => app.visibility === 'public' && lifecycleOf(app) === 'ACCEPTED');
    expect(comingSoon.length).toBeGreaterThan(0);
    expect(apps.map((app) => app.slug)).toEqual([...published, ...comingSoon].map((app) => app.slug));
    expect(apps.some((app) => app.hidden === true)).toBe(true);
    expect(apps.every((app) => !('visibility' in app))).toBe(true);
    const slugs = new Set(apps.map((app) => app.slug));
    for (const app of data.applications.filter(
      (candidate) =>
        candidate.visibility === 'private' ||
        lifecycleOf(candidate) === 'IN_REVIEW' ||
        lifecycleOf(candidate) === 'IN_DEVELOPMENT',
    )) {
      expect(slugs.has(app.slug)).toBe(false);
    }
  });

  it('GET /applications/{slug}/published answers the detail, 404 with raw text for unknown or unpublished slugs', async () => {
    await expect(request(API, `/applications/${anApp.slug}/published`)).resolves.toMatchObject({
      id: anApp.id,
      name: anApp.name,
    });
    await expect(request(API, '/applications/nope/published')).rejects.toMatchObject({
      kind: 'not-found',
      message: 'Application not found',
    });
    const inReview = data.applications.find((app) => lifecycleOf(app) === 'IN_REVIEW')!;
    await expect(request(API, `/applications/${inReview.slug}/published`)).rejects.toMatchObject({ status: 404 });
  });

  it('GET /applications/{id}/resources, /feedback/rate/application/{id} and /developers/{id}/profile', async () => {
    await expect(request(API, `/applications/${anApp.id}/resources`)).resolves.toMatchObject({ applicationId: anApp.id });
    const rating = await request<{ votes: number; histogram: unknown[] }>(API, `/feedback/rate/application/${anApp.id}`);
    expect(rating.histogram).toHaveLength(5);
    await expect(request(API, `/developers/${anApp.developerId}/profile`)).resolves.toMatchObject({ id: anApp.developerId });
    await expect(request(API, '/applications/nope/resources')).rejects.toMatchObject({ status: 404 });
    await expect(request(API, '/feedback/rate/application/nope')).rejects.toMatchObject({ status: 404 });
    await expect(request(API, '/developers/nope/profile')).rejects.toMatchObject({ status: 404 });
  });

  it('answers partner experts by id or slug, and the unclaimed prospects as { result }', async () => {
    const partner = data.partners[0];
    await expect(request(API, `/partners/experts_marketplace/${partner.id}`)).resolves.toMatchObject({ slug: partner.slug });
    await expect(request(API, `/partners/experts_marketplace/${partner.slug}`)).resolves.toMatchObject({ id: partner.id });
    await expect(request(API, '/partners/experts_marketplace/nope')).rejects.toMatchObject({ status: 404 });
    await expect(request(API, '/partners/experts_prospects_marketplace/all?unclaimed=true')).resolves.toEqual({
      result: data.prospects,
    });
  });

  it('GET /clients/{id}/public (no auth) answers on the accounts origin, where §7 lists it, and on the API origin', async () => {
    const [clientId] = Object.keys(data.clients);
    for (const origin of ['http://localhost:8002', API]) {
      await expect(request(origin, `/clients/${clientId}/public`)).resolves.toMatchObject({ client_id: clientId });
      await expect(request(origin, '/clients/nope/public')).rejects.toMatchObject({ status: 404 });
    }
  });

  it('answers 404 for prototype keys (__proto__, constructor, toString, hasOwnProperty) on every lookup by id or slug', async () => {
    for (const key of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      for (const path of [
        `/clients/${key}/public`,
        `/applications/${key}/published`,
        `/applications/${key}/resources`,
        `/feedback/rate/application/${key}`,
        `/developers/${key}/profile`,
        `/partners/experts_marketplace/${key}`,
      ]) {
        await expect(request(API, path)).rejects.toMatchObject({ kind: 'not-found', status: 404 });
      }
    }
  });
});

describe('sandbox only: PATCH /sandbox/applications/{slug}/published (the publisher console analogue)', () => {
  const change = (slug: string, body: unknown) =>
    fetch(`${API}/sandbox/applications/${slug}/published`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const paid = published.find((app) => !app.hidden && app.payment !== null)!;

  afterEach(async () => {
    await change(paid.slug, { hidden: false, underMaintenance: paid.underMaintenance, price: paid.payment!.price });
  });

  it('hides an app, marks it under maintenance and changes its price, in the detail and the list', async () => {
    const answer = await change(paid.slug, { hidden: true, underMaintenance: true, price: 4321 });
    expect(answer.status).toBe(200);
    const detail = await request<{ hidden: boolean; underMaintenance: boolean; payment: { price: number } }>(
      API,
      `/applications/${paid.slug}/published`,
    );
    expect(detail).toMatchObject({ hidden: true, underMaintenance: true, payment: { price: 4321 } });
    const list = await request<Array<{ slug: string; hidden: boolean }>>(API, '/applications/published');
    expect(list.find((app) => app.slug === paid.slug)).toMatchObject({ hidden: true });
  });

  it('answers 404 for an unknown slug and 422 for anything else in the body', async () => {
    expect((await change('nope', { hidden: true })).status).toBe(404);
    expect((await change(paid.slug, { hidden: 'yes' })).status).toBe(422);
    expect((await change(paid.slug, { price: -1 })).status).toBe(422);
    expect((await change(paid.slug, { name: 'Renamed' })).status).toBe(422);
    expect((await change(paid.slug, [])).status).toBe(422);
  });
});
