import { http, HttpResponse } from 'msw';
import {
  appSubscriptionFailed,
  appSubscriptionRead,
  appSubscriptionRequested,
  appSubscriptionsSlice,
  initialAppSubscriptionsState,
  loadAppSubscription,
  selectAppSubscriptions,
} from './app-subscription-slice';
import { sessionExpired, signedOut, subscriptionRefreshRequested } from '../../core/events';
import { siteConfig } from '../../core/config';
import { server } from '../../../sandbox/test-server';
import { APPS, recordPagioCharge, sessionUserOf, storeSignedInAs, withBillingSandbox } from './billing-test-kit';

const reduce = appSubscriptionsSlice.reducer;
const run = (...actions: Parameters<typeof reduce>[1][]) => actions.reduce(reduce, initialAppSubscriptionsState);

describe('the app subscriptions slice', () => {
  it('keeps the answer of the latest read only (an older answer arriving late is ignored)', () => {
    const state = run(
      appSubscriptionRequested({ appId: 'a', seq: 1 }),
      appSubscriptionRequested({ appId: 'a', seq: 2 }),
      appSubscriptionRead({ appId: 'a', seq: 2, value: 'cancelled' }),
      appSubscriptionRead({ appId: 'a', seq: 1, value: 'active' }),
    );
    expect(state.byApp.a).toEqual({ status: 'loaded', value: 'cancelled', oneTime: false, error: null, seq: 2 });
  });

  it('keeps a shown status while it is read again, and stores the error of a failed read (§8 stored errors)', () => {
    const shown = run(
      appSubscriptionRequested({ appId: 'a', seq: 1 }),
      appSubscriptionRead({ appId: 'a', seq: 1, value: 'active' }),
    );
    const again = reduce(shown, appSubscriptionRequested({ appId: 'a', seq: 2 }));
    expect(again.byApp.a).toMatchObject({ status: 'loaded', value: 'active' });
    const failed = reduce(again, appSubscriptionFailed({ appId: 'a', seq: 2, message: 'Unexpected error', unauthorized: false }));
    expect(failed.byApp.a).toEqual({ status: 'failed', value: null, oneTime: false, error: 'Unexpected error', seq: 2 });
  });

  it('counts the host’s refresh requests, and forgets everything when the session ends', () => {
    const refreshed = run(subscriptionRefreshRequested(), subscriptionRefreshRequested());
    expect(refreshed.generation).toBe(2);
    expect(subscriptionRefreshRequested.type).toBe('host/subscriptionRefreshRequested');
    const loaded = run(appSubscriptionRequested({ appId: 'a', seq: 1 }));
    expect(reduce(loaded, sessionExpired())).toEqual(initialAppSubscriptionsState);
    expect(reduce(loaded, signedOut())).toEqual(initialAppSubscriptionsState);
  });
});

describe('reading the status (GET /{direct_charge|recurrent_charge}/{product}?order_client_id)', () => {
  const sandbox = withBillingSandbox();
  const APP = '0a291b6456e804fd302cd2a9';

  it.each([
    ['{}', () => HttpResponse.json({})],
    ['null', () => HttpResponse.json(null)],
    ['a non-JSON body', () => new HttpResponse('oops', { headers: { 'Content-Type': 'text/plain' } })],
    ['a list with something that is no charge', () => HttpResponse.json([{ status: 'active' }])],
  ])(
    'an answer that is no list of charges (%s) is a failed read with the generic text, not "no subscription"',
    async (_label, answer) => {
      const store = storeSignedInAs(sandbox, 'owner');
      server.use(http.get(`${siteConfig.apiUrl}/recurrent_charge/${siteConfig.product}`, answer));
      await store.dispatch(loadAppSubscription(APP));
      expect(selectAppSubscriptions(store.getState()).byApp[APP]).toMatchObject({
        status: 'failed',
        value: null,
        error: 'Unexpected error',
      });
    },
  );

  it('reads an empty list as no subscription', async () => {
    const store = storeSignedInAs(sandbox, 'owner');
    await store.dispatch(loadAppSubscription(APP));
    expect(selectAppSubscriptions(store.getState()).byApp[APP]).toMatchObject({ status: 'loaded', value: 'none' });
  });

  it('reads one-time purchases too: a settled direct charge is a purchase, a failed one is not paid for', async () => {
    const store = storeSignedInAs(sandbox, 'owner');
    const organization = sessionUserOf(sandbox, 'owner').organizationId;
    recordPagioCharge(sandbox, organization, 'success');
    await store.dispatch(loadAppSubscription(APPS.oneTime.id));
    expect(selectAppSubscriptions(store.getState()).byApp[APPS.oneTime.id]).toMatchObject({
      status: 'loaded',
      value: 'active',
      oneTime: true,
    });
  });

  it('fails the read when the direct-charge list is no list either', async () => {
    const store = storeSignedInAs(sandbox, 'owner');
    server.use(http.get(`${siteConfig.apiUrl}/direct_charge/${siteConfig.product}`, () => HttpResponse.json({})));
    await store.dispatch(loadAppSubscription(APP));
    expect(selectAppSubscriptions(store.getState()).byApp[APP]).toMatchObject({ status: 'failed', error: 'Unexpected error' });
  });
});
