import { fetchAccounts, sendAccessRequest } from '../../api-client/accounts';
import {
  fetchInstalledApplications,
  fetchOwnApplications,
  fetchReviewedApplications,
  installApplication,
  notifyAwaitingApp,
  postDirectInstall,
  uninstallApplication,
} from '../../api-client/applications';
import { withdrawConsent } from '../../api-client/consent';
import { publishedReads } from '../../api-client/published-reads';
import { ApiError } from '../../api-client/http';
import { accountsConfig, siteConfig } from '../../core/config';
import { selectIsAgentApp } from '../../core/host-mode';
import { hostLinkOpened } from '../../core/events';
import { featureHook } from '../../core/feature-hooks';
import { notificationShown } from '../../core/notifications-slice';
import type { Product } from '../../domain/catalogue/contract';
import {
  CONSENT_COVERAGE,
  CONSENT_STATUS_WAIT_MS,
  installedMessage,
  isPaid,
  redirectsToSettings,
  settingsUrl,
  showsInstallNotice,
  UNINSTALL_DELAY_MS,
  uninstalledMessage,
  type InstallTarget,
} from '../../domain/install/install-actions';
import { AUTHORIZE_BLOCKED, AUTHORIZE_CANCELLED } from '../../domain/install/authorize-popup';
import {
  directInstallNotice,
  directInstallRoute,
  finishInstallLink,
  installMetrics,
  wantsInstallMetrics,
} from '../../domain/install/direct-install';
import { FAILURE, SUCCESS } from '../../domain/site/messages';
import { consentGiven, forgetConsent } from './consent-cache';
import { selectInstallState, selectSessionUser, selectUninstallVerdict } from './install-selectors';
import {
  accountsFetched,
  awaitingAppFailed,
  directInstallAnswered,
  awaitingAppNoted,
  installedAppsFailed,
  installedAppsFetched,
  installedAppsRequested,
  installCallFailed,
  installFailed,
  installStarted,
  installSucceeded,
  ownAppsFailed,
  ownAppsFetched,
  ownAppsRequested,
  uninstallFailed,
  uninstallStarted,
  uninstallSucceeded,
  type AppThunk,
} from './install-slice';
import type { PopupEnd } from './authorize-popup';
import { leaveSiteFor } from './leave-site';

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const unauthorized = (error: unknown) => error instanceof ApiError && error.kind === 'unauthorized';
/** The service's own words ('code:message' → message) when it answered; else §8's 'Unexpected error'. */
const messageOf = (error: unknown) =>
  (error instanceof ApiError && error.kind !== 'network' && error.message) || FAILURE.unexpected;

/**
 * Reads the installed ids once per session (again after a failure, another sign-in or another
 * product, or when `force`d: the host's refresh). `product`: the per-product form of the list;
 * inside the agent app, this build's product by default (§4 Loading).
 */
export const loadInstalledApps =
  ({ force = false, product: asked = null }: { force?: boolean; product?: Product | null } = {}): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    const user = selectSessionUser(getState());
    if (!user) return;
    const { installed } = selectInstallState(getState());
    const product = asked ?? (selectIsAgentApp(getState()) ? siteConfig.product : null);
    if (!force && installed.token === user.token && installed.product === product && installed.status !== 'rejected') return;
    dispatch(installedAppsRequested({ token: user.token, product }));
    // Only the latest read writes its answer: inside the agent app the per-product read starts
    // once the host answered, and an earlier read of every product may still be on its way.
    const read = (installedReads.get(getState) ?? 0) + 1;
    installedReads.set(getState, read);
    const latest = () => installedReads.get(getState) === read && selectSessionUser(getState())?.token === user.token;
    try {
      const ids = await fetchInstalledApplications(siteConfig.apiUrl, user.token, product ?? undefined);
      if (latest()) dispatch(installedAppsFetched(ids));
    } catch (error) {
      if (latest() || unauthorized(error))
        dispatch(installedAppsFailed({ message: messageOf(error), unauthorized: unauthorized(error) }));
    }
  };
/** The number of installed-apps reads started, per store (its getState). */
const installedReads = new WeakMap<object, number>();

export type InstallOutcome = 'installed' | 'already-installed' | 'failed' | 'not-signed-in' | 'cancelled';

export interface InstallOptions {
  /** §4: the redirect to the settings may be disabled (e.g. a flow that continues on the page). */
  redirectDisabled?: boolean;
  alreadyPaid?: boolean;
  product?: Product;
}

/**
 * §4 Install: refused when already installed, else the call, the id appended, the §8 notice, then
 * the app's settings in the host unless it is a service, already paid, or the redirect is disabled.
 */
export const installApp =
  (target: InstallTarget & RouteFacts, options: InstallOptions = {}): AppThunk<Promise<InstallOutcome>> =>
  async (dispatch, getState) => {
    const user = selectSessionUser(getState());
    if (!user) return 'not-signed-in';
    const { installed, activity } = selectInstallState(getState());
    if (activity[target.appId]) return 'failed';
    if (installed.ids.includes(target.appId)) {
      dispatch(notificationShown({ kind: 'warning', content: FAILURE.alreadyInstalled }));
      return 'already-installed';
    }
    dispatch(installStarted(target.appId));
    try {
      const facts = await routeFactsOf(target, user.token);
      const route = directInstallRoute(facts, siteConfig.apiUrl);
      if (route) {
        // §4: the app's own flow, a POST with the bearer token to the store-supplied install URL.
        // §7: two apps want the metrics body (page URL, metrics session id, UTM fields of the cookies).
        const metrics = wantsInstallMetrics(target.slug) ? installMetrics(window.location.href, document.cookie) : undefined;
        const answer = await postDirectInstall(route.url, user.token, metrics);
        const message = directInstallNotice(answer);
        const accountStatus = typeof answer.accountStatus === 'string' ? answer.accountStatus : '';
        const finish = finishInstallLink(facts.customProps);
        dispatch(
          directInstallAnswered({ appId: target.appId, result: { accountStatus, message, finish, newTab: route.newTab } }),
        );
        if (message) dispatch(notificationShown({ kind: 'info', content: message }));
      } else {
        await installApplication(siteConfig.apiUrl, user.token, target.appId);
      }
    } catch (error) {
      const message = messageOf(error);
      dispatch(installFailed({ appId: target.appId, message, unauthorized: unauthorized(error) }));
      dispatch(notificationShown({ kind: message === FAILURE.alreadyInstalled ? 'warning' : 'error', content: message }));
      // The service knew better: it is installed after all.
      if (message === FAILURE.alreadyInstalled) dispatch(installSucceeded(target.appId));
      return message === FAILURE.alreadyInstalled ? 'already-installed' : 'failed';
    }
    dispatch(installSucceeded(target.appId));
    if (showsInstallNotice(window.location.pathname))
      dispatch(notificationShown({ kind: 'success', content: installedMessage(target.isService) }));
    const redirect = redirectsToSettings({
      isService: target.isService,
      alreadyPaid: options.alreadyPaid ?? false,
      redirectDisabled: options.redirectDisabled ?? false,
    });
    if (redirect) dispatch(openHostLink(settingsUrl(target, options.product ?? siteConfig.product, siteConfig.hostAppUrls)));
    return 'installed';
  };

/**
 * Goes to a page of the host application: the whole tab on the public site; inside the agent app
 * the host opens it (core's hostLinkOpened, sent by the bridge) and the frame stays (§1).
 */
export const openHostLink =
  (url: string): AppThunk<void> =>
  (dispatch, getState) => {
    if (selectIsAgentApp(getState())) dispatch(hostLinkOpened({ url }));
    else leaveSiteFor(url);
  };

/**
 * §4: the install of an app with an OAuth client after its authorization popup (opened by the
 * click, see openAuthorizePopup): once the popup ended, wait 2000 ms (§9), read the consent status
 * afresh and install only when the consent was granted; otherwise cancel and change nothing.
 */
export const authorizeThenInstall =
  (
    target: InstallTarget & RouteFacts & { clientId: string },
    popupEnd: Promise<PopupEnd>,
    options: InstallOptions = {},
  ): AppThunk<Promise<InstallOutcome>> =>
  async (dispatch, getState) => {
    const user = selectSessionUser(getState());
    if (!user) return 'not-signed-in';
    if ((await popupEnd) === 'blocked') {
      dispatch(notificationShown({ kind: 'error', content: AUTHORIZE_BLOCKED }));
      return 'cancelled';
    }
    let consented: boolean;
    try {
      await delay(CONSENT_STATUS_WAIT_MS);
      forgetConsent(user.token, target.clientId, CONSENT_COVERAGE);
      consented = await consentGiven(accountsConfig.url, user.token, target.clientId, CONSENT_COVERAGE);
    } catch (error) {
      const message = messageOf(error);
      dispatch(installCallFailed({ message, unauthorized: unauthorized(error) }));
      dispatch(notificationShown({ kind: 'error', content: message }));
      return 'failed';
    }
    if (!consented) {
      dispatch(notificationShown({ kind: 'info', content: AUTHORIZE_CANCELLED }));
      return 'cancelled';
    }
    return dispatch(installApp(target, options));
  };

type RouteFacts = { directInstallUrl?: string | null; customProps?: Record<string, unknown> | null };

/**
 * What decides the install route (§4): the direct install URL and customProps (trustedUrl, finish
 * link), given by the caller, else read from the app's public detail (a failed read: the caller's).
 */
async function routeFactsOf(target: InstallTarget & RouteFacts, token: string): Promise<RouteFacts> {
  if (target.directInstallUrl !== undefined || target.isPrivate) return target;
  try {
    const app = await publishedReads.detail(siteConfig.apiUrl, target.slug, token);
    return { directInstallUrl: app.directInstallUrl, customProps: { ...target.customProps, ...app.customProps } };
  } catch {
    return target;
  }
}

/** The app's OAuth client, when it has one: given by the caller, else read from its public detail. */
async function clientIdOf(target: InstallTarget & { clientId?: string | null }, token: string): Promise<string | null> {
  if (target.clientId !== undefined) return target.clientId;
  if (target.isPrivate) return null;
  const app = await publishedReads.detail(siteConfig.apiUrl, target.slug, token);
  return app.authorization?.clientId ?? null;
}

/**
 * §4 Uninstall: withdraw the client's consent (coverage organization; its status read after
 * 2000 ms, cached 300 s), remove the app with the joined reason, wait 1000 ms, then the notice and
 * the id leaves the installed list. Any failure: 'Uninstallation failed. Please, contact our support.'
 */
export const uninstallApp =
  (target: InstallTarget & { clientId?: string | null; product?: string | null }, reason: string): AppThunk<Promise<boolean>> =>
  async (dispatch, getState) => {
    const user = selectSessionUser(getState());
    if (!user || selectInstallState(getState()).activity[target.appId]) return false;
    // §6 before any call: a user the API would refuse never gets as far as cancelling the plan.
    const verdict = selectUninstallVerdict(getState(), target);
    if (!verdict.allowed) {
      dispatch(uninstallFailed({ appId: target.appId, message: verdict.message, unauthorized: false }));
      dispatch(notificationShown({ kind: 'error', content: verdict.message }));
      return false;
    }
    dispatch(uninstallStarted(target.appId));
    try {
      // §4: an active recurrent charge is cancelled first (billing's step, plugged in by the shell).
      if (isPaid(target)) await featureHook('cancelPaidPlan')(user.token, target.appId);
      const clientId = await clientIdOf(target, user.token);
      if (clientId) {
        await delay(CONSENT_STATUS_WAIT_MS);
        if (await consentGiven(accountsConfig.url, user.token, clientId, CONSENT_COVERAGE)) {
          await withdrawConsent(accountsConfig.url, user.token, clientId, CONSENT_COVERAGE);
          forgetConsent(user.token, clientId, CONSENT_COVERAGE);
        }
      }
      await uninstallApplication(siteConfig.apiUrl, user.token, target.appId, reason);
      await delay(UNINSTALL_DELAY_MS);
    } catch (error) {
      dispatch(uninstallFailed({ appId: target.appId, message: FAILURE.uninstall, unauthorized: unauthorized(error) }));
      dispatch(notificationShown({ kind: 'error', content: FAILURE.uninstall }));
      return false;
    }
    dispatch(uninstallSucceeded(target.appId));
    dispatch(notificationShown({ kind: 'success', content: uninstalledMessage(target.isService) }));
    return true;
  };

/** The organization's accounts, for the owners a user without rights should contact (§6). */
export const loadAccounts = (): AppThunk<Promise<void>> => async (dispatch, getState) => {
  const user = selectSessionUser(getState());
  if (!user || selectInstallState(getState()).accounts.token === user.token) return;
  try {
    const list = await fetchAccounts(accountsConfig.url, user.token);
    dispatch(accountsFetched({ token: user.token, list }));
  } catch {
    // Without the list the refusal still says whom to ask in general; it names nobody.
    dispatch(accountsFetched({ token: user.token, list: [] }));
  }
};

/** §6: a non-admin asks the owners for access to the product ('Request sent!'). */
export const requestInstallAccess =
  (product: Product): AppThunk<Promise<boolean>> =>
  async (dispatch, getState) => {
    const user = selectSessionUser(getState());
    try {
      if (!user) throw new Error('not signed in');
      await sendAccessRequest(accountsConfig.url, user.token, product);
      dispatch(notificationShown({ kind: 'success', content: SUCCESS.requestSent }));
      return true;
    } catch (error) {
      dispatch(installCallFailed({ message: FAILURE.accessRequest, unauthorized: unauthorized(error) }));
      dispatch(notificationShown({ kind: 'error', content: FAILURE.accessRequest }));
      return false;
    }
  };

export type AwaitingOutcome = 'noted' | 'failed' | 'unauthorized' | 'not-signed-in';

/**
 * `POST /awaiting_apps`: the organization asks to hear when an app that is not available yet (coming
 * soon) is published. Resolves how it went (a 401 ends the session: 'unauthorized'); a failure is
 * stored, the caller shows it.
 */
export const notifyWhenAvailable =
  (appId: string): AppThunk<Promise<AwaitingOutcome>> =>
  async (dispatch, getState) => {
    const user = selectSessionUser(getState());
    if (!user) return 'not-signed-in';
    try {
      await notifyAwaitingApp(siteConfig.apiUrl, user.token, appId);
      dispatch(awaitingAppNoted(appId));
      return 'noted';
    } catch (error) {
      const expired = unauthorized(error);
      dispatch(awaitingAppFailed({ appId, message: messageOf(error), unauthorized: expired }));
      return expired ? 'unauthorized' : 'failed';
    }
  };

/** The organization's own private and in-review apps (client-only areas of §2). */
export const loadOwnApps = (): AppThunk<Promise<void>> => async (dispatch, getState) => {
  const user = selectSessionUser(getState());
  if (!user) return;
  dispatch(ownAppsRequested());
  try {
    const [own, reviewed] = await Promise.all([
      fetchOwnApplications(siteConfig.apiUrl, user.token),
      fetchReviewedApplications(siteConfig.apiUrl, user.token),
    ]);
    dispatch(ownAppsFetched({ apps: Object.values(own), reviewed }));
  } catch (error) {
    dispatch(ownAppsFailed({ message: messageOf(error), unauthorized: unauthorized(error) }));
  }
};
