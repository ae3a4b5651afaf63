import { fetchRatingSummary, rateApplication } from '../../src/api-client/feedback';
import { request } from '../../src/api-client/http';
import { tokenFor } from '../../src/features/auth/auth-test-kit';
import { lifecycleOf } from '../../src/domain/catalogue/lifecycle';
import { readCatalogueData } from '../data-files';

// The sandbox's own handlers through msw (jest.setup.ts), called with the site's client functions.
const API = 'http://localhost:8001';
const data = readCatalogueData();
const published = data.applications.filter((app) => app.visibility === 'public' && lifecycleOf(app) === 'PUBLISHED');
const [firstApp, secondApp, thirdApp] = published;
const review = { rate: 5, name: 'Ann Owner', comment: 'Works well' };

describe('sandbox: PUT /feedback/rate/application/{id}', () => {
  it('answers 401 in the service error shape without a valid bearer token', async () => {
    await expect(rateApplication(API, firstApp.id, review, 'dal:forged')).rejects.toMatchObject({
      kind: 'unauthorized',
      status: 401,
      data: { error: { type: 'authentication', message: 'Invalid access token' } },
    });
  });

  it('adds the vote to the global summary: votes, the histogram bucket, its percent and the review', async () => {
    const { access_token: token } = await tokenFor('owner');
    const before = await fetchRatingSummary(API, firstApp.id);
    await rateApplication(API, firstApp.id, { ...review, rate: 1 }, token);
    const after = await fetchRatingSummary(API, firstApp.id);

    expect(after.votes).toBe(before.votes + 1);
    const oneStar = (summary: typeof after) => summary.histogram.find((bucket) => bucket.stars === 1)!;
    expect(oneStar(after).votes).toBe(oneStar(before).votes + 1);
    expect(oneStar(after).percent).toBe(Math.round((oneStar(after).votes / after.votes) * 100));
    expect(after.reviews[0]).toMatchObject({ name: 'Ann Owner', rate: 1, comment: 'Works well' });
  });

  it('keeps one vote per account: rating again replaces the earlier vote', async () => {
    const { access_token: token } = await tokenFor('viewer');
    const before = await fetchRatingSummary(API, secondApp.id);
    await rateApplication(API, secondApp.id, { ...review, rate: 2 }, token);
    await rateApplication(API, secondApp.id, { ...review, rate: 4 }, token);
    const after = await fetchRatingSummary(API, secondApp.id);
    expect(after.votes).toBe(before.votes + 1);
    expect(after.reviews.filter((item) => item.name === 'Ann Owner')).toHaveLength(1);
    expect(after.reviews[0].rate).toBe(4);
  });

  it.each([
    [{ ...review, rate: 0 }, 'This field cannot be blank, please rate the app on a scale from 1-5'],
    [{ ...review, name: '' }, 'Please enter your name'],
    [{ ...review, comment: 'r'.repeat(256) }, 'Review cannot be longer than 255 characters'],
  ])('answers 422 with the §5 text for an invalid rating body %#', async (body, message) => {
    const { access_token: token } = await tokenFor('owner');
    await expect(rateApplication(API, thirdApp.id, body, token)).rejects.toMatchObject({
      kind: 'validation',
      status: 422,
      message,
      data: { error: { type: 'validation', message } },
    });
  });

  it('answers 422 for a body that is not a JSON object, 404 for an unknown app', async () => {
    const { access_token: token } = await tokenFor('owner');
    await expect(
      request(API, `/feedback/rate/application/${thirdApp.id}`, { method: 'PUT', body: [1], token }),
    ).rejects.toMatchObject({ status: 422 });
    await expect(rateApplication(API, 'nope', review, token)).rejects.toMatchObject({
      status: 404,
      message: 'Application not found',
    });
  });
});
