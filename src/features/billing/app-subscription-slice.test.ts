import {
  appSubscriptionFailed,
  appSubscriptionRead,
  appSubscriptionRequested,
  appSubscriptionsSlice,
  initialAppSubscriptionsState,
} from './app-subscription-slice';
import { sessionExpired, signedOut, subscriptionRefreshRequested } from '../../core/events';

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
    expect(state.byApp.a).toEqual({ status: 'loaded', value: 'cancelled', error: null, seq: 2 });
  });

  it('keeps a shown status while it is read again, and stores the error of a failed read (§8 stored errors)', () => {
    const shown = run(
      appSubscriptionRequested({ appId: 'a', seq: 1 }),
      appSubscriptionRead({ appId: 'a', seq: 1, value: 'active' }),
    );
    const again = reduce(shown, appSubscriptionRequested({ appId: 'a', seq: 2 }));
    expect(again.byApp.a).toMatchObject({ status: 'loaded', value: 'active' });
    const failed = reduce(again, appSubscriptionFailed({ appId: 'a', seq: 2, message: 'Unexpected error', unauthorized: false }));
    expect(failed.byApp.a).toEqual({ status: 'failed', value: null, error: 'Unexpected error', seq: 2 });
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
