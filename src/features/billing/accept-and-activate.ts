import { ApiError } from '../../api-client/http';
import type { AppDispatch } from '../../core/store';
import { NOT_ACTIVATABLE, type ApiCharge } from '../../domain/billing/charges';
import { chargeInterrupted, chargeMoved } from './billing-slice';
import { moveTo } from './charge-answers';
import { stopPoller } from './charge-poller';
import type { ChargeTarget } from './charge-target';
import { ACCEPT_FAILED, ACTIVATE_FAILED, fail, isKind } from './payment-failures';

/**
 * Moving a charge on from pending (accept, then activate) and abandoning it when a step fails:
 * shared by the purchase, resuming a charge after a reload and answering a pending charge.
 */

/**
 * Accepts a pending charge, then activates it (§4). A charge activated already answers 422
 * NOT_ACTIVATABLE: it goes on to the polling. Any other refusal (the install it ends with, say), or
 * an answer that is not the charge, ends the payment here: polling a charge that is never activated
 * would never end. The page then stops following it and shows the form (and the §8 text) again.
 */
export async function proceed(dispatch: AppDispatch, token: string, target: ChargeTarget, charge: ApiCharge): Promise<boolean> {
  const { kind } = target;
  let current = charge;
  if (current.status === 'pending') {
    try {
      current = await moveTo(token, target, 'accept');
      dispatch(chargeMoved({ ...target, charge: current, accepted: true }));
    } catch (error) {
      return interrupt(dispatch, target, error, ACCEPT_FAILED[kind]);
    }
  }
  if (current.status === 'accepted') {
    try {
      current = await moveTo(token, target, 'activate');
      dispatch(chargeMoved({ ...target, charge: current }));
    } catch (error) {
      if (!isKind(error, 'validation') || (error as ApiError).code !== NOT_ACTIVATABLE) {
        return interrupt(dispatch, target, error, ACTIVATE_FAILED[kind]);
      }
    }
  }
  return true;
}

/** A payment step failed: its §8 text, and the charge is no longer followed by this page. */
export function interrupt(dispatch: AppDispatch, target: ChargeTarget, error: unknown, message: string): false {
  fail(dispatch, error, message);
  stopPoller(dispatch, target.id);
  dispatch(chargeInterrupted(target.id));
  return false;
}
