import type { AppThunk } from '../../core/hooks';
import type { ApiCharge } from '../../domain/billing/charges';
import { billingRefusal } from '../../domain/billing/billing-rights';
import { PAYMENT } from '../../domain/site/messages';
import { interrupt, proceed } from './accept-and-activate';
import { selectPayment, selectSessionUser } from './billing-selectors';
import { chargeFailed, chargeMoved, paymentStarted } from './billing-slice';
import { moveTo, readChargeOf } from './charge-answers';
import { stopPoller, watchCharge } from './charge-poller';
import type { ChargeTarget } from './charge-target';
import { ACCEPT_FAILED, fail, READ_FAILED } from './payment-failures';

/**
 * The external charge page's accept / decline of a charge created elsewhere: the only flow that
 * asks billing rights itself and the only one that declines.
 */

/**
 * §4 "Pending charges may be accepted or declined": the external charge page's answer to a pending
 * charge. Billing rights (§6) are asked before any call. Accept: accepted and activated, then
 * followed to its end; decline: the charge ends declined ('Payment declined/cancelled'). The page's
 * poller stops first, so the answer is not raced by a read.
 */
export const answerPendingCharge =
  (target: ChargeTarget, answer: 'accept' | 'decline'): AppThunk<Promise<boolean>> =>
  async (dispatch, getState) => {
    const user = selectSessionUser(getState());
    // The page's poller holds `processing`; only an answer already on its way stops a second one.
    if (!user || selectPayment(getState()).pending) return false;
    const product = target.product === 'helpdesk' ? 'helpdesk' : 'livechat';
    const refused = billingRefusal(user.permissions, product);
    if (refused) {
      fail(dispatch, null, refused);
      return false;
    }
    stopPoller(dispatch, target.id);
    dispatch(paymentStarted());
    let charge: ApiCharge;
    try {
      charge = await readChargeOf(user.token, target);
    } catch (error) {
      return interrupt(dispatch, target, error, READ_FAILED[target.kind]);
    }
    // Answered already (another tab, the host): only followed from here.
    if (charge.status !== 'pending') {
      dispatch(watchCharge(target, 0));
      return false;
    }
    if (answer === 'accept') {
      if (!(await proceed(dispatch, user.token, target, charge))) return false;
      dispatch(watchCharge(target));
      return true;
    }
    try {
      const declined = await moveTo(user.token, target, 'decline');
      dispatch(chargeMoved({ ...target, charge: declined }));
      dispatch(chargeFailed({ ...target, outcome: 'declined', message: PAYMENT.declinedOrCancelled }));
      return true;
    } catch (error) {
      return interrupt(dispatch, target, error, ACCEPT_FAILED[target.kind]);
    }
  };
