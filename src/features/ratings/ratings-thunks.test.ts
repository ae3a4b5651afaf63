import { http, HttpResponse } from 'msw';
import { server } from '../../../sandbox/test-server';
import { readCatalogueData } from '../../../sandbox/data-files';
import { makeStore } from '../../core/store';
import { lifecycleOf } from '../../domain/catalogue/lifecycle';
import { selectLiveSummary, selectRatingError, selectRatingErrorStatus, selectRatingStatus } from './ratings-slice';
import { DEMO_IDENTITIES } from '../../../sandbox/handlers/handler-test-token';
import {
  API,
  notices,
  signedIn,
  signedInStore as signedInAs,
  storeSignedInWith,
  withSessionEffects,
} from '../../testing/session-test-kit';
import { withTestSandbox } from '../../testing/sandbox-test-kit';
import { loadRatingSummary, rateApp } from './ratings-thunks';

jest.mock('gatsby', () => jest.requireActual('../../../__mocks__/gatsby'));

const sandbox = withTestSandbox();

/** A sandbox identity signed in; its organization has `installed` (only such may rate, 403 else). */
async function signedInStore(identity: string, installed: string | null = null) {
  const organization = DEMO_IDENTITIES.find(([name]) => name === identity)![1];
  if (installed) sandbox.services.applications.recordInstall(organization, installed);
  return signedInAs(identity);
}

const apps = readCatalogueData().applications.filter((app) => app.visibility === 'public' && lifecycleOf(app) === 'PUBLISHED');
const rating = { rate: 3, name: 'Olivia', comment: 'Does the job' };
const path = (id: string) => `${API}/feedback/rate/application/${id}`;

describe('rateApp against the sandbox (PUT /feedback/rate/application/{id})', () => {
  it('thanks the user for 2000 ms and re-reads the summary: one more vote in the 3-star bucket', async () => {
    const app = apps[0];
    const { store } = await signedInStore('owner', app.id);
    await store.dispatch(loadRatingSummary(app.id));
    const before = selectLiveSummary(store.getState(), app.id)!;

    await expect(store.dispatch(rateApp(app.id, rating))).resolves.toBe(true);

    const after = selectLiveSummary(store.getState(), app.id)!;
    expect(after.votes).toBe(before.votes + 1);
    const threes = (summary: typeof after) => summary.histogram.find((bucket) => bucket.stars === 3)!.votes;
    expect(threes(after)).toBe(threes(before) + 1);
    expect(notices(store)).toEqual([{ kind: 'success', content: 'Thank you for rating this app.', autoHideDelayTime: 2000 }]);
    expect(selectRatingStatus(store.getState(), app.id)).toBe('fulfilled');
    expect(selectRatingError(store.getState(), app.id)).toBeNull();
  });

  it.each([
    ['a network error', () => HttpResponse.error(), null],
    ['a 500', () => HttpResponse.json({ error: { type: 'server_error', message: 'Boom' } }, { status: 500 }), 'Boom'],
    [
      'a 409',
      () => HttpResponse.json({ error: { type: 'conflict', message: 'Already rated' } }, { status: 409 }),
      'Already rated',
    ],
    ['a 500 without a readable body', () => new HttpResponse('<html>', { status: 500 }), 'Unexpected error'],
  ])('on %s: stores the error and shows the §8 failure text with the reason', async (_case, answer, reason) => {
    server.use(http.put(path(apps[1].id), answer));
    const { store } = await signedInStore('owner');

    await expect(store.dispatch(rateApp(apps[1].id, rating))).resolves.toBe(false);

    expect(selectRatingStatus(store.getState(), apps[1].id)).toBe('rejected');
    const stored = selectRatingError(store.getState(), apps[1].id)!;
    // A network failure's reason is the browser's own text; the others are the service's.
    if (reason) expect(stored).toBe(reason);
    else expect(stored).not.toBe('');
    expect(notices(store)).toEqual([
      {
        kind: 'error',
        content: `Unable to rate this app, please try again or contact our support. ${stored}`,
        autoHideDelayTime: 4000,
      },
    ]);
  });

  it.each([
    ['an empty object', () => HttpResponse.json({})],
    ['null', () => HttpResponse.json(null)],
    ['a text', () => new HttpResponse('ok', { headers: { 'Content-Type': 'text/plain' } })],
  ])('an answer that is no summary (%s) is no thank-you: nothing proves the rating was stored', async (_name, answer) => {
    const { store } = await signedInStore('owner');
    server.use(http.put(path(apps[3].id), answer));
    await expect(store.dispatch(rateApp(apps[3].id, rating))).resolves.toBe(false);
    expect(notices(store).map((notice) => notice.content)).toEqual([
      'Unable to rate this app, please try again or contact our support. Unexpected error',
    ]);
  });

  it('on a 422 the reason is the service text of §5', async () => {
    const { store } = await signedInStore('owner', apps[2].id);
    await store.dispatch(rateApp(apps[2].id, { ...rating, comment: 'r'.repeat(256) }));
    expect(selectRatingError(store.getState(), apps[2].id)).toBe('Review cannot be longer than 255 characters');
    expect(notices(store)[0].content).toBe(
      'Unable to rate this app, please try again or contact our support. Review cannot be longer than 255 characters',
    );
  });

  it("on a 403 (the organization has not installed the app) stores the service's text and status, with no notice", async () => {
    const { store } = await signedInStore('agent');
    await expect(store.dispatch(rateApp(apps[5].id, rating))).resolves.toBe(false);
    expect(selectRatingError(store.getState(), apps[5].id)).toBe('Only organizations that have this app installed can rate it.');
    expect(selectRatingErrorStatus(store.getState(), apps[5].id)).toBe(403);
    // Said in the form itself; the §8 "please try again" notice would mislead.
    expect(notices(store)).toEqual([]);
  });

  it('on a 401 (a token the service no longer knows) the stored failure ends the session (§8 Loading)', async () => {
    const store = withSessionEffects(storeSignedInWith('dal:revoked-token'));

    await store.dispatch(rateApp(apps[3].id, rating));

    expect(selectRatingError(store.getState(), apps[3].id)).toBe('Invalid access token');
    expect(signedIn(store)).toBe(false);
    // One notice, the one that says what to do: not also "please try again" (it would fail again).
    expect(notices(store).map((notice) => notice.content)).toEqual([
      "We couldn't authorize your request as you've been logged out. Log in and try again.",
    ]);
  });

  it('without a session at all (nothing to end) the rating failure itself is said, once', async () => {
    const store = withSessionEffects(makeStore());

    await expect(store.dispatch(rateApp(apps[3].id, rating))).resolves.toBe(false);

    expect(notices(store).map((notice) => notice.content)).toEqual([
      'Unable to rate this app, please try again or contact our support. Unexpected error',
    ]);
  });

  it('a failed summary read keeps what is shown and says nothing (the user asked for nothing)', async () => {
    server.use(http.get(path(apps[4].id), () => HttpResponse.error()));
    const store = makeStore();
    await store.dispatch(loadRatingSummary(apps[4].id));
    expect(selectLiveSummary(store.getState(), apps[4].id)).toBeNull();
    expect(notices(store)).toEqual([]);
  });
});
