import { ApiError, isUnauthorized } from '../../api-client/http';
import { notificationShown } from '../../core/notifications-slice';
import type { AppDispatch } from '../../core/store';
import type { ChargeKind } from '../../domain/billing/charges';
import { PAYMENT } from '../../domain/site/messages';
import { chargeNotFound, paymentFailed } from './billing-slice';
import type { ChargeTarget } from './charge-target';

/**
 * How a payment step fails, shared by every payment thunk: the error tests, the failure and
 * not-found endings (state plus toast), and the §8 texts of each charge call by kind.
 */

export const isKind = (error: unknown, kind: ApiError['kind']) => error instanceof ApiError && error.kind === kind;

/**
 * The toast type of the payment's failures: a later one replaces an earlier one instead of stacking
 * (the page's own alert shows the current one).
 */
export const PAYMENT_TOAST = 'billing-payment';

export function fail(dispatch: AppDispatch, error: unknown, message: string, step: 'pay' | 'read' = 'pay'): null {
  dispatch(paymentFailed({ message, unauthorized: isUnauthorized(error), step }));
  // A 401 ends the session with its own logged-out notice: not a second one (payments always run
  // signed in, with the token the service refused).
  if (!isUnauthorized(error)) dispatch(notificationShown({ kind: 'error', content: message, type: PAYMENT_TOAST }));
  return null;
}

export function notFound(dispatch: AppDispatch, target: ChargeTarget): void {
  dispatch(chargeNotFound({ ...target, message: PAYMENT.chargeNotFound }));
  dispatch(notificationShown({ kind: 'error', content: PAYMENT.chargeNotFound, type: PAYMENT_TOAST }));
}

/** §8 texts of the create, accept and activate calls, by kind. */
export const CREATE_FAILED: Record<ChargeKind, string> = {
  direct_charge: PAYMENT.directChargeCreate,
  recurrent_charge: PAYMENT.billingApi,
};
export const ACCEPT_FAILED: Record<ChargeKind, string> = {
  direct_charge: PAYMENT.directChargeActivate,
  recurrent_charge: PAYMENT.recurrentChargeAcceptDecline,
};
export const ACTIVATE_FAILED: Record<ChargeKind, string> = {
  direct_charge: PAYMENT.directChargeActivate,
  recurrent_charge: PAYMENT.billingApi,
};
export const READ_FAILED: Record<ChargeKind, string> = {
  direct_charge: PAYMENT.directChargeFetch,
  recurrent_charge: PAYMENT.billingApi,
};
