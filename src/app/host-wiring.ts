import { navigate as gatsbyNavigate, prefetchPathname } from 'gatsby';
import { breadcrumbsOf, isHostAppLink, mailtoAddressOf, sitePathFromHost } from '../domain/host/host-navigation';
import {
  cartChanged,
  cartRefreshRequested,
  cartUpdatedByHost,
  hostLinkOpened,
  subscriptionRefreshRequested,
} from '../core/events';
import { outboundMessagesOf } from './host-messages-out';
import { createHostBridge, hostMessageReceived, hostModeDecided, type HostBridge, type InboundMessage } from '../features/host';

export { outboundMessagesOf } from './host-messages-out';
import { withoutPrefix } from '../ui/site-path';
import { addEffect } from '../core/effects';
import { siteConfig } from '../core/config';
import { hostConfig } from './host-config';
import { agentAppModeDecided, selectIsAgentApp } from '../core/host-mode';
import type { AppStore } from '../core/store';

/**
 * The host bridge wired to the slices it concerns (§4), loaded after hydration (deferred-start):
 * received messages become navigation and actions; domain events become messages to the host.
 * The cart, through core's events (the bridge does not import the cart feature):
 * - received `cart_updated` → `cartUpdatedByHost` { cart }; `refresh_cart` → `cartRefreshRequested`;
 *   both read the server's cart again (the server's cart is the truth, not the host's copy), and
 *   that read is not echoed back to the host;
 * - the cart's `cartChanged` { cart } → sent `cart_updated` and `marketplace_cart_update`;
 *   `cartPurchased` { cartId } → sent `cart_purchased`.
 */

/** The longest a page's breadcrumbs wait for its own title. */
export const BREADCRUMB_TITLE_WAIT_MS = 1000;

export interface HostWiringOptions {
  window?: Window;
  trustedOrigins?: readonly string[];
  navigate?: (path: string, options: { replace: boolean }) => void;
  preload?: (path: string) => void;
  /** Reads the installed apps again (per product in agent-app mode). */
  reloadInstalledApps?: (store: AppStore) => Promise<void>;
  /** Reads the signed-in user's subscription again. */
  refreshSubscription?: (store: AppStore) => Promise<void>;
  /** Reads the cart again from the server (the cart chunk loads then). */
  reloadCart?: (store: AppStore) => Promise<void>;
  /** Takes the host's session silently (agent-app mode). */
  signInFromHost?: (store: AppStore) => Promise<void>;
}

const defaultSignInFromHost = async (store: AppStore) => {
  const { signInSilentlyInHost } = await import(/* webpackChunkName: "session-actions" */ '../features/auth/session-actions');
  await store.dispatch(signInSilentlyInHost());
};

/** §7's no-cache read of the licenses, beside each host refresh: what the host changed may be a license. */
const refreshLicenses = async (store: AppStore) => {
  const { refreshLicenses: refresh } = await import(/* webpackChunkName: "session-actions" */ '../features/auth/user-slice');
  await store.dispatch(refresh());
};

const defaultReloadInstalledApps = async (store: AppStore) => {
  const { loadInstalledApps } = await import('../features/install/install-thunks');
  await Promise.all([store.dispatch(loadInstalledApps({ force: true })), refreshLicenses(store)]);
};

const defaultRefreshSubscription = async (store: AppStore) => {
  const { fetchUserSubscription } = await import(/* webpackChunkName: "session-actions" */ '../features/auth/user-slice');
  await Promise.all([store.dispatch(fetchUserSubscription()), refreshLicenses(store)]);
};

const defaultReloadCart = async (store: AppStore) => {
  const { loadCart } = await import(/* webpackChunkName: "cart" */ '../features/cart');
  await store.dispatch(loadCart());
};

export interface HostWiring {
  bridge: HostBridge;
  /** Resolves once the mode is decided. */
  ready: Promise<void>;
  /** §2: each page change is reported to the host with its path. */
  pageChanged(pathname: string): void;
}

export function startHostWiring(store: AppStore, options: HostWiringOptions = {}): HostWiring {
  const win = options.window ?? window;
  const navigate = options.navigate ?? ((path, { replace }) => void gatsbyNavigate(path, { replace }));
  const preload = options.preload ?? prefetchPathname;
  const reloadInstalledApps = options.reloadInstalledApps ?? defaultReloadInstalledApps;
  const refreshSubscription = options.refreshSubscription ?? defaultRefreshSubscription;
  const reloadCart = options.reloadCart ?? defaultReloadCart;
  const signInFromHost = options.signInFromHost ?? defaultSignInFromHost;
  const bridge = createHostBridge({ window: win, trustedOrigins: options.trustedOrigins ?? hostConfig.origins });
  const { dispatch } = store;
  // While the cart is read again at the host's request, its cart_updated would only echo the host.
  let cartReadsForHost = 0;
  const reloadCartForHost = () => {
    cartReadsForHost += 1;
    void reloadCart(store)
      .catch(() => undefined)
      .finally(() => {
        cartReadsForHost -= 1;
      });
  };

  const received = (message: InboundMessage) => {
    dispatch(hostMessageReceived(message));
    switch (message.type) {
      case 'navigate':
        navigate(sitePathFromHost(message.payload.pathname), { replace: message.payload.replace });
        break;
      case 'preload':
        preload(sitePathFromHost(message.payload.pathname));
        break;
      case 'refresh_installed_apps':
        void reloadInstalledApps(store).catch(() => undefined);
        break;
      case 'cart_updated':
        dispatch(cartUpdatedByHost({ cart: message.payload.cart }));
        reloadCartForHost();
        break;
      case 'refresh_cart':
        dispatch(cartRefreshRequested());
        reloadCartForHost();
        break;
      case 'refresh_subscription_info':
        dispatch(subscriptionRefreshRequested());
        void refreshSubscription(store).catch(() => undefined);
        break;
      default:
        break;
    }
  };

  /** On <html data-host-mode>, for styles and for the e2e journeys to wait on. */
  const markMode = (mode: string) => {
    const root = win.document?.documentElement;
    if (root) root.dataset.hostMode = mode;
  };

  if (!bridge.framed) {
    dispatch(hostModeDecided({ mode: 'standalone', parentOrigin: null }));
    markMode('standalone');
    return { bridge, ready: Promise.resolve(), pageChanged: () => undefined };
  }

  bridge.subscribe(received);

  // §4, agent-app mode only: each page's title trail goes to the host as `breadcrumbs` (the title is
  // read a tick later, once the new page's head is in), and mailto: links go to the host to open.
  let agentApp = false;
  let currentPath: string | null = null;
  // The new page's title comes in after the page change (its Head renders later): the trail waits
  // for the title to move on from the last page's, and from the empty one between the two, up to
  // BREADCRUMB_TITLE_WAIT_MS (two pages may share one).
  let sentTitle: string | null = null;
  const sendBreadcrumbs = () => {
    const pathname = currentPath;
    if (!agentApp || pathname === null) return;
    const previous = sentTitle;
    const started = Date.now();
    const attempt = () => {
      if (pathname !== currentPath) return;
      const title = win.document?.title ?? '';
      // Empty: Gatsby's head is between the two pages (it clears the last page's tags, then adds the new ones).
      if ((title === previous || title === '') && Date.now() - started < BREADCRUMB_TITLE_WAIT_MS) {
        setTimeout(attempt, 50);
        return;
      }
      sentTitle = title;
      bridge.send({ type: 'breadcrumbs', payload: { items: breadcrumbsOf(pathname, title) } });
    };
    setTimeout(attempt, 0);
  };
  const hostApps = Object.values(siteConfig.hostAppUrls);
  const mailtoClicked = (event: Event) => {
    if (!agentApp || event.defaultPrevented || (event as MouseEvent).button > 0) return;
    const target = event.target as Element | null;
    const link = typeof target?.closest === 'function' ? target.closest('a[href]') : null;
    const href = link?.getAttribute('href') ?? null;
    // §1: a link into the host application (Open settings, Go to Chats…) is the host's to open.
    if (href && isHostAppLink(href, hostApps)) {
      event.preventDefault();
      for (const message of outboundMessagesOf(hostLinkOpened({ url: href }))) bridge.send(message);
      return;
    }
    const address = mailtoAddressOf(href);
    if (!address) return;
    event.preventDefault();
    bridge.send({ type: 'mailto', payload: { address } });
  };

  addEffect(dispatch, (action) => {
    if (cartChanged.match(action) && cartReadsForHost > 0) return;
    for (const message of outboundMessagesOf(action)) bridge.send(message);
  });
  const ready = bridge.handshake(withoutPrefix(win.location.pathname)).then((answered) => {
    const mode = answered ? 'agent-app' : 'iframe';
    // The rules that read the mode outside React (search) know it before the store says so.
    agentAppModeDecided(answered);
    dispatch(hostModeDecided({ mode, parentOrigin: bridge.parentOrigin() }));
    markMode(mode);
    agentApp = answered;
    if (answered) {
      win.document?.addEventListener('click', mailtoClicked);
      // What happened before the host answered had no one to go to: the page the visitor is on,
      // and who is signed in.
      if (currentPath !== null) bridge.send({ type: 'navigate', payload: { pathname: currentPath } });
      const user = store.getState().user?.user;
      if (user) bridge.send({ type: 'credentials', payload: { accountId: user.accountId, organizationId: user.organizationId } });
      sendBreadcrumbs();
    }
    // §4: inside the agent app the installed apps are those of this product, and the user is the
    // host's: its session is taken silently (no Sign in is offered there).
    if (answered && selectIsAgentApp(store.getState())) {
      void reloadInstalledApps(store).catch(() => undefined);
      void signInFromHost(store).catch(() => undefined);
    }
  });
  return {
    bridge,
    ready,
    pageChanged(pathname) {
      currentPath = pathname;
      bridge.send({ type: 'navigate', payload: { pathname } });
      sendBreadcrumbs();
    },
  };
}
