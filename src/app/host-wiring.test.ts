import { fakeFrame } from '../features/host/host-test-kit';
import { addEffect } from '../core/effects';
import { outboundMessagesOf, startHostWiring } from './host-wiring';
import { selectHostMode, selectIsAgentApp } from '../core/host-mode';
import { makeStore } from '../core/store';
import { hostLinkOpened } from '../core/events';

const HOST = 'http://localhost:8003';

function setup(options: Parameters<typeof fakeFrame>[0] = {}, state?: Parameters<typeof makeStore>[0]) {
  const frame = fakeFrame(options);
  const store = makeStore(state);
  const navigate = jest.fn();
  const preload = jest.fn();
  const reloadInstalledApps = jest.fn(async () => undefined);
  const refreshSubscription = jest.fn(async () => undefined);
  const reloadCart = jest.fn(async () => undefined);
  const signInFromHost = jest.fn(async () => undefined);
  const wiring = startHostWiring(store, {
    window: Object.assign(frame.window, { location: { pathname: '/marketplace/apps/' } }),
    trustedOrigins: [HOST],
    navigate,
    preload,
    reloadInstalledApps,
    refreshSubscription,
    reloadCart,
    signInFromHost,
  });
  return { frame, store, navigate, preload, reloadInstalledApps, refreshSubscription, reloadCart, signInFromHost, wiring };
}

afterEach(() => jest.useRealTimers());

describe('agent-app mode through the host wiring', () => {
  it('is agent-app after the host answers in time, reloads the installed apps of this product and takes the host’s session', async () => {
    jest.useFakeTimers();
    const { frame, store, wiring, reloadInstalledApps, signInFromHost } = setup();
    expect(selectHostMode(store.getState())).toBe('pending');
    jest.advanceTimersByTime(1000);
    frame.deliver({ type: 'loaded' }, HOST);
    await wiring.ready;
    expect(selectIsAgentApp(store.getState())).toBe(true);
    expect(reloadInstalledApps).toHaveBeenCalledTimes(1);
    expect(signInFromHost).toHaveBeenCalledTimes(1);
  });

  it('is a normal framed page (iframe mode) when no answer comes within 3000 ms', async () => {
    jest.useFakeTimers();
    const { store, wiring, reloadInstalledApps, signInFromHost } = setup();
    jest.advanceTimersByTime(3000);
    await wiring.ready;
    expect(selectHostMode(store.getState())).toBe('iframe');
    expect(selectIsAgentApp(store.getState())).toBe(false);
    expect(reloadInstalledApps).not.toHaveBeenCalled();
    expect(signInFromHost).not.toHaveBeenCalled();
  });

  it('is standalone when not framed', () => {
    const { store, frame } = setup({ framed: false });
    expect(selectHostMode(store.getState())).toBe('standalone');
    expect(frame.posted).toEqual([]);
  });

  it('follows navigate (prefix removed, / → /apps, replace flag) and preload from the host', async () => {
    const { frame, navigate, preload, wiring } = setup();
    frame.deliver({ type: 'loaded' }, HOST);
    await wiring.ready;
    frame.deliver({ type: 'navigate', payload: { pathname: '/apps/marketplace/apps/crm/' } }, HOST);
    frame.deliver({ type: 'navigate', payload: { pathname: '/', replace: true } }, HOST);
    frame.deliver({ type: 'navigate', payload: { pathname: '' } }, HOST);
    frame.deliver({ type: 'navigate', payload: { pathname: '/apps/crm/' } }, 'http://localhost:8004');
    frame.deliver({ type: 'preload', payload: { pathname: '/apps/marketplace/apps/slack/' } }, HOST);
    expect(navigate.mock.calls).toEqual([
      ['/apps/crm/', { replace: false }],
      ['/apps', { replace: true }],
      ['/apps', { replace: false }],
    ]);
    expect(preload).toHaveBeenCalledWith('/apps/slack/');
  });

  it('turns the cart and refresh messages into actions other features match by type', async () => {
    const { frame, store, wiring, reloadInstalledApps, refreshSubscription } = setup();
    const actions: { type: string; payload?: unknown }[] = [];
    addEffect(store.dispatch, (action) => void actions.push(action as { type: string; payload?: unknown }));
    frame.deliver({ type: 'loaded' }, HOST);
    await wiring.ready;
    reloadInstalledApps.mockClear();
    frame.deliver({ type: 'cart_updated', payload: { cart: { id: 'c1' } } }, HOST);
    frame.deliver({ type: 'refresh_cart' }, HOST);
    frame.deliver({ type: 'refresh_subscription_info' }, HOST);
    frame.deliver({ type: 'refresh_installed_apps' }, HOST);
    expect(actions.map(({ type }) => type).filter((type) => !type.startsWith('host/messageReceived'))).toEqual([
      'host/hostModeDecided',
      'host/cartUpdatedByHost',
      'host/cartRefreshRequested',
      'host/subscriptionRefreshRequested',
    ]);
    expect(actions.find(({ type }) => type === 'host/cartUpdatedByHost')?.payload).toEqual({ cart: { id: 'c1' } });
    expect(reloadInstalledApps).toHaveBeenCalledTimes(1);
    expect(refreshSubscription).toHaveBeenCalledTimes(1);
  });

  it('reads the server’s cart again on cart_updated and refresh_cart, without echoing that read to the host', async () => {
    const reads: (() => void)[] = [];
    const { frame, store, wiring, reloadCart } = setup();
    reloadCart.mockImplementation(
      () =>
        new Promise<undefined>((resolve) => {
          // The cart's read, as the cart feature reports it, while the host's request is served.
          store.dispatch({ type: 'cart/cartChanged', payload: { cart: { id: 'c1' } } });
          reads.push(() => resolve(undefined));
        }),
    );
    frame.deliver({ type: 'loaded' }, HOST);
    await wiring.ready;
    frame.posted.length = 0;
    frame.deliver({ type: 'cart_updated', payload: { cart: { id: 'c1' } } }, HOST);
    frame.deliver({ type: 'refresh_cart' }, HOST);
    expect(reloadCart).toHaveBeenCalledTimes(2);
    expect(frame.posted).toEqual([]);
    reads.forEach((finish) => finish());
    await new Promise((resolve) => setTimeout(resolve, 0));
    // A change of the user's own afterwards goes to the host again.
    store.dispatch({ type: 'cart/cartChanged', payload: { cart: { id: 'c1' } } });
    expect(frame.posted.map(({ message }) => message.type)).toEqual(['cart_updated', 'marketplace_cart_update']);
  });

  it('sends app_installed, app_removed and page changes to the host only, with its origin', async () => {
    const { frame, store, wiring } = setup();
    frame.deliver({ type: 'loaded' }, HOST);
    await wiring.ready;
    frame.posted.length = 0;
    store.dispatch({ type: 'install/installSucceeded', payload: 'app-1' });
    store.dispatch({ type: 'install/uninstallSucceeded', payload: 'app-1' });
    wiring.pageChanged('/apps/crm/');
    expect(frame.posted).toEqual([
      { message: { type: 'app_installed', payload: { appId: 'app-1' } }, origin: HOST },
      { message: { type: 'app_removed', payload: { appId: 'app-1' } }, origin: HOST },
      { message: { type: 'navigate', payload: { pathname: '/apps/crm/' } }, origin: HOST },
    ]);
  });
});

describe('what happened before the host answered (§2, §4)', () => {
  const globals = globalThis as { __PATH_PREFIX__?: string };
  beforeEach(() => {
    globals.__PATH_PREFIX__ = '/marketplace';
  });
  afterEach(() => {
    globals.__PATH_PREFIX__ = '';
  });

  it('sends loaded with the site path, then the first page and who is signed in once the host answers', async () => {
    // The frame is at /marketplace/apps/; the host hears /apps/, as in every navigate. The session
    // was restored before the wiring started.
    const signedIn = { user: { user: { accountId: 'acc-1', organizationId: 'org-1', token: 't' } } };
    const { frame, store, wiring } = setup({}, signedIn as unknown as Parameters<typeof makeStore>[0]);
    wiring.pageChanged('/apps/');
    expect(store.getState().user?.user?.accountId).toBe('acc-1');
    // Nothing could go before the answer: the host's origin is not known yet.
    expect(frame.posted.map(({ message }) => message.type)).toEqual(['loaded']);
    expect(frame.posted[0].message).toEqual({ type: 'loaded', payload: { pathname: '/apps/' } });
    frame.deliver({ type: 'loaded' }, HOST);
    await wiring.ready;
    expect(frame.posted.slice(1).map(({ message }) => message)).toEqual([
      { type: 'navigate', payload: { pathname: '/apps/' } },
      { type: 'credentials', payload: { accountId: 'acc-1', organizationId: 'org-1' } },
    ]);
  });
});

describe('breadcrumbs and mailto in agent-app mode (§4)', () => {
  function withDocument(framed: { answered: boolean }) {
    jest.useFakeTimers();
    const ctx = setup();
    // A document of its own per test: the click listener stays for the page's life.
    const doc = document.implementation.createHTMLDocument('');
    Object.assign(ctx.frame.window, { document: doc });
    if (framed.answered) ctx.frame.deliver({ type: 'loaded' }, HOST);
    else jest.advanceTimersByTime(3000);
    return { ...ctx, doc };
  }
  const sent = (posted: { message: { type: string } }[], type: string) =>
    posted.filter(({ message }) => message.type === type).map(({ message }) => message);
  /** The `breadcrumbs` message of a page: the agent app's home, then the page's own crumb if it has one. */
  const trail = (page?: { label: string; pathname: string }) => ({
    type: 'breadcrumbs',
    payload: { items: [{ label: 'Apps', pathname: '/apps' }, ...(page ? [page] : [])] },
  });

  it("sends each page's title trail a tick after the page change, the first page once the host answers", async () => {
    const { frame, wiring, doc } = withDocument({ answered: true });
    doc.title = 'CRM Sync | Marketplace';
    wiring.pageChanged('/apps/crm/');
    await wiring.ready;
    jest.advanceTimersByTime(0);
    expect(sent(frame.posted, 'breadcrumbs')).toEqual([trail({ label: 'CRM Sync', pathname: '/apps/crm/' })]);
    doc.title = 'Apps | Marketplace';
    wiring.pageChanged('/apps/');
    jest.advanceTimersByTime(0);
    expect(sent(frame.posted, 'breadcrumbs')).toHaveLength(2);
    expect(sent(frame.posted, 'breadcrumbs')[1]).toEqual(trail());
  });

  it("waits for the new page's own title (its head comes after the page change), not the last page's", async () => {
    const { frame, wiring, doc } = withDocument({ answered: true });
    doc.title = 'All apps | Marketplace';
    wiring.pageChanged('/apps/');
    await wiring.ready;
    jest.advanceTimersByTime(0);
    wiring.pageChanged('/apps/crm/');
    jest.advanceTimersByTime(200);
    expect(sent(frame.posted, 'breadcrumbs')).toHaveLength(1);
    doc.title = 'CRM Sync | Marketplace';
    jest.advanceTimersByTime(50);
    expect(sent(frame.posted, 'breadcrumbs')[1]).toEqual(trail({ label: 'CRM Sync', pathname: '/apps/crm/' }));
    // Between two pages Gatsby's head is empty a moment: not a title, the trail waits on.
    wiring.pageChanged('/search/');
    doc.title = '';
    jest.advanceTimersByTime(100);
    expect(sent(frame.posted, 'breadcrumbs')).toHaveLength(2);
    doc.title = 'Search | Marketplace';
    jest.advanceTimersByTime(50);
    expect(sent(frame.posted, 'breadcrumbs')[2]).toEqual(trail({ label: 'Search', pathname: '/search/' }));
    // A page whose title never changes (the same as the last one) still gets its trail, after 1000 ms.
    wiring.pageChanged('/apps/crm/?tab=reviews');
    jest.advanceTimersByTime(999);
    expect(sent(frame.posted, 'breadcrumbs')).toHaveLength(3);
    jest.advanceTimersByTime(60);
    expect(sent(frame.posted, 'breadcrumbs')).toHaveLength(4);
  });

  it('hands mailto: links to the host instead of opening them; other links are left alone', async () => {
    const { frame, wiring, doc } = withDocument({ answered: true });
    await wiring.ready;
    doc.body.innerHTML = '<a href="mailto:help@example.com"><span>Write to us</span></a><a href="/apps/crm/">CRM</a>';
    const mail = new MouseEvent('click', { bubbles: true, cancelable: true });
    doc.querySelector('span')?.dispatchEvent(mail);
    expect(mail.defaultPrevented).toBe(true);
    const other = new MouseEvent('click', { bubbles: true, cancelable: true });
    doc.querySelector('a[href="/apps/crm/"]')?.dispatchEvent(other);
    expect(other.defaultPrevented).toBe(false);
    expect(sent(frame.posted, 'mailto')).toEqual([{ type: 'mailto', payload: { address: 'help@example.com' } }]);
  });

  it('hands links into the host application to the host (§1: the frame stays on the marketplace)', async () => {
    const { frame, wiring, doc } = withDocument({ answered: true });
    await wiring.ready;
    doc.body.innerHTML =
      '<a href="http://localhost:8003/livechat/settings/apps/a1?x=1"><span>Open settings</span></a><a href="http://localhost:8003/livechatx/">Other</a>';
    const open = new MouseEvent('click', { bubbles: true, cancelable: true });
    doc.querySelector('span')?.dispatchEvent(open);
    expect(open.defaultPrevented).toBe(true);
    const other = new MouseEvent('click', { bubbles: true, cancelable: true });
    doc.querySelector('a[href$="livechatx/"]')?.dispatchEvent(other);
    expect(other.defaultPrevented).toBe(false);
    expect(sent(frame.posted, 'navigate').at(-1)).toEqual({
      type: 'navigate',
      payload: { pathname: '/livechat/settings/apps/a1?x=1', url: 'http://localhost:8003/livechat/settings/apps/a1?x=1' },
    });
  });

  it('sends neither in iframe mode (no answer within 3000 ms)', async () => {
    const { frame, wiring, doc } = withDocument({ answered: false });
    doc.title = 'CRM Sync | Marketplace';
    await wiring.ready;
    wiring.pageChanged('/apps/crm/');
    jest.advanceTimersByTime(0);
    doc.body.innerHTML = '<a href="mailto:help@example.com">Write</a>';
    const mail = new MouseEvent('click', { bubbles: true, cancelable: true });
    doc.querySelector('a')?.dispatchEvent(mail);
    expect(mail.defaultPrevented).toBe(false);
    expect(sent(frame.posted, 'breadcrumbs')).toEqual([]);
    expect(sent(frame.posted, 'mailto')).toEqual([]);
  });
});

describe('messages to the host of the domain events', () => {
  it('maps billing, and the cart hook points', () => {
    expect(outboundMessagesOf({ type: 'billing/chargeSucceeded', payload: { id: 'ch-1', appId: 'a1' } })).toEqual([
      { type: 'transaction_success', payload: { appId: 'a1', chargeId: 'ch-1' } },
      { type: 'app_purchased', payload: { appId: 'a1', chargeId: 'ch-1' } },
      { type: 'transaction_check_onboarding', payload: { appId: 'a1', chargeId: 'ch-1' } },
      { type: 'refresh_subscription_info', payload: {} },
    ]);
    expect(
      outboundMessagesOf({ type: 'billing/chargeFailed', payload: { id: 'ch-1', appId: 'a1', outcome: 'failed', message: 'x' } }),
    ).toEqual([{ type: 'transaction_failure', payload: { appId: 'a1', chargeId: 'ch-1', message: 'x' } }]);
    expect(outboundMessagesOf({ type: 'cart/cartChanged', payload: { cart: { id: 'c1' } } })).toEqual([
      { type: 'cart_updated', payload: { cart: { id: 'c1' } } },
      { type: 'marketplace_cart_update', payload: { cart: { id: 'c1' } } },
    ]);
    expect(outboundMessagesOf({ type: 'cart/cartPurchased', payload: { cartId: 'c1' } })).toEqual([
      { type: 'cart_purchased', payload: { cartId: 'c1' } },
      { type: 'refresh_installed_apps', payload: {} },
      { type: 'refresh_cart', payload: {} },
      { type: 'refresh_subscription_info', payload: {} },
    ]);
    expect(outboundMessagesOf({ type: 'compare/appAdded', payload: 'x' })).toEqual([]);
  });

  // §4 "sent": the site's event each message stands for (README, "Messages with the host").
  it.each([
    ['app_installed', { type: 'install/installSucceeded', payload: 'a1' }, { appId: 'a1' }],
    ['app_removed', { type: 'install/uninstallSucceeded', payload: 'a1' }, { appId: 'a1' }],
    [
      'app_event',
      { type: 'cart/addToCartMarketplace', payload: { appIds: ['a1'], cartId: 'c1' } },
      { appId: 'a1', event: 'added_to_cart' },
    ],
    [
      'app_event',
      { type: 'cart/checkoutMarketplace', payload: { appIds: ['a1'], cartId: 'c1' } },
      { appId: 'a1', event: 'checkout_started' },
    ],
    [
      'transaction_pending',
      { type: 'billing/chargeCreated', payload: { id: 'ch-1', appId: 'a1', charge: {} } },
      { appId: 'a1', chargeId: 'ch-1' },
    ],
    [
      'transaction_check_onboarding',
      { type: 'billing/chargeSucceeded', payload: { id: 'ch-1', appId: 'a1' } },
      { appId: 'a1', chargeId: 'ch-1' },
    ],
    ['refresh_subscription_info', { type: 'billing/chargeSucceeded', payload: { id: 'ch-1', appId: 'a1' } }, {}],
    ['refresh_cart', { type: 'cart/cartPurchased', payload: { cartId: 'c1' } }, {}],
    [
      'transaction_update_billing_cycle',
      { type: 'billing/billingCycleChosen', payload: { appId: 'a1', cycle: 'pay-yearly' } },
      { appId: 'a1', billingCycle: 'pay-yearly' },
    ],
  ])('sends %s on %j', (type, action, payload) => {
    expect(outboundMessagesOf(action)).toContainEqual({ type, payload });
  });

  it('sends no app_event or billing cycle without an app', () => {
    expect(outboundMessagesOf({ type: 'cart/addToCartMarketplace', payload: { appIds: [7, ''], cartId: null } })).toEqual([]);
    expect(outboundMessagesOf({ type: 'billing/billingCycleChosen', payload: { cycle: 'pay-yearly' } })).toEqual([]);
  });

  it('tells the host a charge was accepted, and a payment that failed before its charge ended (§4)', () => {
    const moved = (status: string, accepted?: boolean) =>
      outboundMessagesOf({
        type: 'billing/chargeMoved',
        payload: { id: 'ch-1', appId: 'a1', charge: { id: 'ch-1', status }, ...(accepted ? { accepted } : {}) },
      });
    expect(moved('accepted', true)).toEqual([{ type: 'transaction_accepted', payload: { appId: 'a1', chargeId: 'ch-1' } }]);
    // Activating answers 'accepted' again, and so may a status read: not another accept.
    expect(moved('accepted')).toEqual([]);
    expect(moved('processed')).toEqual([]);
    expect(
      outboundMessagesOf({ type: 'billing/paymentFailed', payload: { message: 'x', unauthorized: false, step: 'read' } }),
    ).toEqual([]);
    expect(
      outboundMessagesOf({
        type: 'billing/paymentFailed',
        payload: { message: 'Unfortunately, we were unable to charge your card...', unauthorized: false },
      }),
    ).toEqual([{ type: 'transaction_failed', payload: { message: 'Unfortunately, we were unable to charge your card...' } }]);
  });

  it("sends the cart's failed purchase as a failed payment (§4), not a refused checkout start", () => {
    const cartError = "We're sorry, but there's been an error and the transaction failed...";
    expect(
      outboundMessagesOf({
        type: 'cart/paymentFailed',
        payload: { slice: 'purchaseCart', message: cartError, code: null, step: 'purchase' },
      }),
    ).toEqual([{ type: 'transaction_failed', payload: { message: cartError } }]);
    for (const message of ['Start cart checkout failed', 'Cannot purchase already purchased cart']) {
      expect(outboundMessagesOf({ type: 'cart/paymentFailed', payload: { slice: 'startCheckout', message } })).toEqual([]);
    }
    // Bought, only not confirmed, or an ended cart: no failed payment to report.
    for (const message of ["Purchase couldn't be confirmed", "Couldn't check if all products made it through purchase process"]) {
      expect(
        outboundMessagesOf({ type: 'cart/paymentFailed', payload: { slice: 'purchaseCart', message, step: 'confirm' } }),
      ).toEqual([]);
    }
    expect(
      outboundMessagesOf({
        type: 'cart/paymentFailed',
        payload: { slice: 'purchaseCart', message: 'Cannot purchase closed cart' },
      }),
    ).toEqual([]);
  });

  it('asks the host to open a host link an install followed, and nothing for an address that is not http(s)', () => {
    expect(outboundMessagesOf(hostLinkOpened({ url: 'http://localhost:8003/livechat/settings/apps/a1' }))).toEqual([
      {
        type: 'navigate',
        payload: { pathname: '/livechat/settings/apps/a1', url: 'http://localhost:8003/livechat/settings/apps/a1' },
      },
    ]);
    expect(outboundMessagesOf(hostLinkOpened({ url: 'javascript:alert(1)' }))).toEqual([]);
    expect(outboundMessagesOf(hostLinkOpened({ url: 'not a url' }))).toEqual([]);
  });

  it('sends who signed in, never the token', () => {
    const user = { accountId: 'acc-1', organizationId: 'org-1', token: 'secret', name: 'N', email: 'e@x' };
    const sent = outboundMessagesOf({ type: 'user/logInFulfilled', payload: user });
    expect(sent).toEqual([{ type: 'credentials', payload: { accountId: 'acc-1', organizationId: 'org-1' } }]);
    expect(JSON.stringify(sent)).not.toContain('secret');
  });
});
