import { isUnauthorized } from '../../api-client/http';
import type { AppThunk } from '../../core/hooks';
import { chargeVerdict } from '../../domain/billing/charges';
import { proceed } from './accept-and-activate';
import { selectBilling, selectSessionUser } from './billing-selectors';
import { chargeMoved, chargeResumed, chargeSeenSucceeded } from './billing-slice';
import { readChargeOf } from './charge-answers';
import { watchCharge } from './charge-poller';
import { settle } from './charge-settlement';
import type { ChargeTarget } from './charge-target';
import { fail, isKind, notFound, READ_FAILED } from './payment-failures';
import { startedHere } from './started-charges';

/**
 * Picking a charge up again after a reload, from the id in the URL: it reads before it sends
 * anything and never creates a charge, unlike the purchase.
 */

/**
 * After a reload the URL names the charge: read it first, before anything is sent. Only a charge
 * still pending that this tab's checkout created is accepted and activated (the reload came before
 * its accept; started-charges.ts); any other (accepted: maybe activated already, processed, created
 * elsewhere or only named by a link) is only followed to its end, never accepted or activated
 * again. Never creates one. A charge of another app than the page's is no transaction of this
 * page: 'This transaction doesn't exist.' (a failure of it must not uninstall the page's app).
 */
export const resumeCharge =
  (target: ChargeTarget): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    const user = selectSessionUser(getState());
    if (!user) return;
    const known = selectBilling(getState()).charges[target.id];
    if (known && known.outcome !== 'polling') return;
    dispatch(chargeResumed(target));
    try {
      const charge = await readChargeOf(user.token, target);
      if (target.appId && charge.order_client_id && charge.order_client_id !== target.appId) {
        return void notFound(dispatch, target);
      }
      dispatch(chargeMoved({ ...target, charge }));
      const verdict = chargeVerdict(target.kind, charge.status).kind;
      // Succeeded before this page load: its purchase events (host, tracking, toast) went then.
      if (verdict === 'succeeded') return void dispatch(chargeSeenSucceeded(target));
      if (verdict !== 'continue') {
        await settle(dispatch, user.token, target, charge);
        return;
      }
      if (charge.status === 'pending' && startedHere(target.id) && !(await proceed(dispatch, user.token, target, charge))) return;
    } catch (error) {
      if (isKind(error, 'not-found')) return void notFound(dispatch, target);
      if (isUnauthorized(error)) return void fail(dispatch, error, READ_FAILED[target.kind], 'read');
      // A transient failure (or an answer that is no charge): the poller reads it again.
    }
    dispatch(watchCharge(target));
  };
