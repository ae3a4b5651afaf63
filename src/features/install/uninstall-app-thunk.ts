/** Uninstalling an app (§4): the paid plan cancelled, the OAuth consent withdrawn, the app removed, then the §9 wait. */
import { isUnauthorized } from '../../api-client/http';
import { uninstallApplication } from '../../api-client/applications';
import { withdrawConsent } from '../../api-client/consent';
import { publishedReads } from '../../api-client/published-reads';
import { accountsConfig, siteConfig } from '../../core/config';
import { featureHook } from '../../core/feature-hooks';
import { endsSession } from '../../core/session-end';
import { notificationShown } from '../../core/notifications-slice';
import {
  CONSENT_COVERAGE,
  CONSENT_STATUS_WAIT_MS,
  isPaid,
  UNINSTALL_DELAY_MS,
  uninstalledMessage,
  type InstallTarget,
} from '../../domain/install/install-actions';
import { FAILURE } from '../../domain/site/messages';
import { consentGiven, forgetConsent } from './consent-cache';
import { selectInstallState, selectSessionUser, selectUninstallVerdict } from './install-selectors';
import { uninstallFailed, uninstallStarted, uninstallSucceeded, type AppThunk } from './install-slice';
import { delay } from './install-call-helpers';

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
      // Every read first (the paid plan's charges, the app's client, its consent): a failing read
      // changes nothing. Then §4's order: the active recurrent charge cancelled (billing's step,
      // plugged in by the shell), the consent withdrawn, the app removed.
      const cancelPlan = isPaid(target) ? await featureHook('preparePaidPlanCancel')(user.token, target.appId) : null;
      const clientId = await clientIdOf(target, user.token);
      let consented = false;
      if (clientId) {
        await delay(CONSENT_STATUS_WAIT_MS);
        consented = await consentGiven(accountsConfig.url, user.token, clientId, CONSENT_COVERAGE);
      }
      await cancelPlan?.();
      if (clientId && consented) {
        await withdrawConsent(accountsConfig.url, user.token, clientId, CONSENT_COVERAGE);
        forgetConsent(user.token, clientId, CONSENT_COVERAGE);
      }
      await uninstallApplication(siteConfig.apiUrl, user.token, target.appId, reason);
      await delay(UNINSTALL_DELAY_MS);
    } catch (error) {
      // Before the failure is dispatched: that ends the session (see core/session-end).
      const sessionEnds = endsSession(getState(), error);
      dispatch(uninstallFailed({ appId: target.appId, message: FAILURE.uninstall, unauthorized: isUnauthorized(error) }));
      if (!sessionEnds) dispatch(notificationShown({ kind: 'error', content: FAILURE.uninstall }));
      return false;
    }
    dispatch(uninstallSucceeded(target.appId));
    dispatch(notificationShown({ kind: 'success', content: uninstalledMessage(target.isService) }));
    return true;
  };
