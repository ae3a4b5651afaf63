/** Installing an app (§4): the store's install or the app's direct install, after its authorization popup when it has one. */
import { isUnauthorized } from '../../api-client/http';
import { installApplication, postDirectInstall } from '../../api-client/applications';
import { publishedReads } from '../../api-client/published-reads';
import { accountsConfig, siteConfig } from '../../core/config';
import { selectIsAgentApp } from '../../core/host-mode';
import { hostLinkOpened } from '../../core/events';
import { endsSession } from '../../core/session-end';
import { notificationShown } from '../../core/notifications-slice';
import type { Product } from '../../domain/catalogue/contract';
import {
  CONSENT_COVERAGE,
  CONSENT_STATUS_WAIT_MS,
  installedMessage,
  redirectsToSettings,
  settingsUrl,
  showsInstallNotice,
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
import { FAILURE } from '../../domain/site/messages';
import { consentGiven, forgetConsent } from './consent-cache';
import { selectInstallState, selectInstallVerdict, selectSessionUser } from './install-selectors';
import {
  directInstallAnswered,
  installCallFailed,
  installFailed,
  installStarted,
  installSucceeded,
  type AppThunk,
} from './install-slice';
import type { ConsentWindow, PopupEnd } from './authorize-popup';
import { leaveSiteFor } from './leave-site';
import { delay, messageOf } from './install-call-helpers';

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
      // Before the failure is dispatched: that ends the session (see core/session-end).
      const sessionEnds = endsSession(getState(), error);
      const message = messageOf(error);
      dispatch(installFailed({ appId: target.appId, message, unauthorized: isUnauthorized(error) }));
      if (!sessionEnds) {
        dispatch(notificationShown({ kind: message === FAILURE.alreadyInstalled ? 'warning' : 'error', content: message }));
      }
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
      // Before the failure is dispatched: that ends the session (see core/session-end).
      const sessionEnds = endsSession(getState(), error);
      const message = messageOf(error);
      dispatch(installCallFailed({ message, unauthorized: isUnauthorized(error) }));
      if (!sessionEnds) dispatch(notificationShown({ kind: 'error', content: message }));
      return 'failed';
    }
    if (!consented) {
      dispatch(notificationShown({ kind: 'info', content: AUTHORIZE_CANCELLED }));
      return 'cancelled';
    }
    return dispatch(installApp(target, options));
  };

/**
 * One consent step (§4): the install's authorization window, opened by the click, is the only place
 * the user is asked. The app page knows its app's client; a card does not (`clientId` undefined):
 * its app's public detail names it first, while the window waits blank. An app without a client
 * needs no consent: the window closes and the app installs.
 */
export const consentThenInstall =
  (
    target: InstallTarget & RouteFacts & { clientId?: string | null },
    consent: ConsentWindow,
    authorizeUrl: (clientId: string) => string,
    options: InstallOptions = {},
  ): AppThunk<Promise<InstallOutcome>> =>
  async (dispatch, getState) => {
    const user = selectSessionUser(getState());
    if (!user) {
      consent.close();
      return 'not-signed-in';
    }
    // §6 before any call: a user who may not install never grants the app's client anything.
    const verdict = selectInstallVerdict(getState(), target);
    if (!verdict.allowed) {
      consent.close();
      dispatch(installCallFailed({ message: verdict.message, unauthorized: false }));
      dispatch(notificationShown({ kind: 'error', content: verdict.message }));
      return 'failed';
    }
    let clientId = target.clientId ?? null;
    if (target.clientId === undefined) {
      try {
        clientId = (await publishedReads.detail(siteConfig.apiUrl, target.slug, user.token)).authorization?.clientId ?? null;
      } catch (error) {
        // Before the failure is dispatched: that ends the session (see core/session-end).
        const sessionEnds = endsSession(getState(), error);
        consent.close();
        const message = messageOf(error);
        dispatch(installCallFailed({ message, unauthorized: isUnauthorized(error) }));
        if (!sessionEnds) dispatch(notificationShown({ kind: 'error', content: message }));
        return 'failed';
      }
    }
    if (!clientId) {
      consent.close();
      return dispatch(installApp(target, options));
    }
    consent.go(authorizeUrl(clientId));
    return dispatch(authorizeThenInstall({ ...target, clientId }, consent.ended, options));
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
