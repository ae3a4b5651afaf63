/** The install feature's calls: the reads and requests here, installing and uninstalling re-exported from their own modules. */
import { isUnauthorized } from '../../api-client/http';
import { fetchAccounts, sendAccessRequest } from '../../api-client/accounts';
import {
  fetchInstalledApplications,
  fetchOwnApplications,
  fetchReviewedApplications,
  notifyAwaitingApp,
} from '../../api-client/applications';
import { accountsConfig, siteConfig } from '../../core/config';
import { selectIsAgentApp } from '../../core/host-mode';
import { notificationShown } from '../../core/notifications-slice';
import { endsSession } from '../../core/session-end';
import type { Product } from '../../domain/catalogue/contract';
import { FAILURE, SUCCESS } from '../../domain/site/messages';
import { selectInstallState, selectSessionUser } from './install-selectors';
import {
  accountsFetched,
  awaitingAppFailed,
  awaitingAppNoted,
  installedAppsFailed,
  installedAppsFetched,
  installedAppsRequested,
  installCallFailed,
  ownAppsFailed,
  ownAppsFetched,
  ownAppsRequested,
  type AppThunk,
} from './install-slice';
import { messageOf } from './install-call-helpers';

export {
  authorizeThenInstall,
  consentThenInstall,
  installApp,
  openHostLink,
  type InstallOptions,
  type InstallOutcome,
} from './install-app-thunks';
export { uninstallApp } from './uninstall-app-thunk';

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
      if (latest() || isUnauthorized(error))
        dispatch(installedAppsFailed({ message: messageOf(error), unauthorized: isUnauthorized(error) }));
    }
  };
/** The number of installed-apps reads started, per store (its getState). */
const installedReads = new WeakMap<object, number>();

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
      // Before the failure is dispatched: that ends the session (see core/session-end).
      const sessionEnds = endsSession(getState(), error);
      dispatch(installCallFailed({ message: FAILURE.accessRequest, unauthorized: isUnauthorized(error) }));
      if (!sessionEnds) dispatch(notificationShown({ kind: 'error', content: FAILURE.accessRequest }));
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
      const expired = isUnauthorized(error);
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
    dispatch(ownAppsFailed({ message: messageOf(error), unauthorized: isUnauthorized(error) }));
  }
};
