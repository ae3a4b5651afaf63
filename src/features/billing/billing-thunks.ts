import { uninstallApplication } from '../../api-client/applications';
import { createAppCharge } from '../../api-client/billing';
import { ApiError } from '../../api-client/http';
import { siteConfig } from '../../core/config';
import { isAgentAppNow } from '../../core/host-mode';
import type { AppThunk } from '../../core/hooks';
import { notificationShown } from '../../core/notifications-slice';
import type { AppDispatch } from '../../core/store';
import type { CardEntry } from '../../domain/billing/card';
import {
  CHARGE_POLL_MS,
  CHARGE_READ_MAX_FAILURES,
  chargeVerdict,
  NOT_ACTIVATABLE,
  readAppCharge,
  readBackoffMs,
  type ApiCharge,
  type ApiPricePreview,
  type ChargeKind,
} from '../../domain/billing/charges';
import { noBillingRights, showsPurchaseToast, type BillingMonths } from '../../domain/billing/checkout';
import { hasBillingRights } from '../../domain/auth/roles';
import { PRODUCT_NAMES } from '../../domain/catalogue/products';
import { PAYMENT, SUCCESS } from '../../domain/site/messages';
import { withoutPrefix } from '../../ui/site-path';
import { selectBilling, selectPayment, selectSessionUser } from './billing-selectors';
import { malformed, moveTo, readChargeOf } from './charge-answers';
import { rememberStartedCharge, startedHere } from './started-charges';
import { addNewCard } from './card-on-file';
import {
  chargeCreated,
  chargeFailed,
  chargeInterrupted,
  chargeMoved,
  chargeNotFound,
  chargePollStarted,
  chargePollStopped,
  chargeRead,
  chargeResumed,
  chargeSucceeded,
  chargeSeenSucceeded,
  paymentFailed,
  paymentStarted,
  purchaseNoted,
  type ChargeEnd,
} from './billing-slice';

/**
 * §4 payment flows: card → create → accept → activate → poll every 2000 ms until the charge ends.
 * The card step adds a new card to the billed product (§7 `POST /account/{product}`) only when the
 * buyer typed one (no card on file, or 'Use another card'); otherwise the charge is paid with the
 * card on file (§3 `hasCard`, `cardDetails`). A card the service refuses charges nothing.
 * One charge per purchase: a click while a payment is pending or processing does nothing, a reload
 * resumes the charge named in the URL, and a failed read is read again later (with backoff), never
 * answered by a new charge. Every answer is read as the shape §3 gives before it is used: `{}`,
 * `null` or a text where a charge should be is a failure of its call, with that call's §8 text.
 */

export interface ChargeTarget {
  id: string;
  kind: ChargeKind;
  product: string;
  appId: string | null;
}

const unauthorized = (error: unknown) => error instanceof ApiError && error.kind === 'unauthorized';
const isKind = (error: unknown, kind: ApiError['kind']) => error instanceof ApiError && error.kind === kind;

/**
 * The toast type of the payment's failures: a later one replaces an earlier one instead of stacking
 * (the page's own alert shows the current one).
 */
const PAYMENT_TOAST = 'billing-payment';

function fail(dispatch: AppDispatch, error: unknown, message: string, step: 'pay' | 'read' = 'pay'): null {
  dispatch(paymentFailed({ message, unauthorized: unauthorized(error), step }));
  dispatch(notificationShown({ kind: 'error', content: message, type: PAYMENT_TOAST }));
  return null;
}

/** §8 texts of the create, accept and activate calls, by kind. */
const CREATE_FAILED: Record<ChargeKind, string> = {
  direct_charge: PAYMENT.directChargeCreate,
  recurrent_charge: PAYMENT.billingApi,
};
const ACCEPT_FAILED: Record<ChargeKind, string> = {
  direct_charge: PAYMENT.directChargeActivate,
  recurrent_charge: PAYMENT.recurrentChargeAcceptDecline,
};
const ACTIVATE_FAILED: Record<ChargeKind, string> = {
  direct_charge: PAYMENT.directChargeActivate,
  recurrent_charge: PAYMENT.billingApi,
};
const READ_FAILED: Record<ChargeKind, string> = {
  direct_charge: PAYMENT.directChargeFetch,
  recurrent_charge: PAYMENT.billingApi,
};

interface PurchaseInput {
  appId: string;
  planId: string;
  kind: ChargeKind;
  months: BillingMonths;
  seats: number;
  /**
   * A new card to add before the charge (the checked card of the form, or only its number), or null:
   * the charge is paid with the card on file, or needs none (§5 trial without a card requirement).
   */
  card: CardEntry | string | null;
  product: string;
  /** The plan's name as offered, and the tax preview of the amount, kept for the receipt. */
  planName?: string;
  taxes?: ApiPricePreview['taxes'] | null;
  /** Told the charge id as soon as it exists, so the URL carries it before anything else can fail. */
  onCharge?: (target: ChargeTarget) => void;
}

/**
 * Accepts a pending charge, then activates it (§4). A charge activated already answers 422
 * NOT_ACTIVATABLE: it goes on to the polling. Any other refusal (the install it ends with, say), or
 * an answer that is not the charge, ends the payment here: polling a charge that is never activated
 * would never end. The page then stops following it and shows the form (and the §8 text) again.
 */
async function proceed(dispatch: AppDispatch, token: string, target: ChargeTarget, charge: ApiCharge): Promise<boolean> {
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
function interrupt(dispatch: AppDispatch, target: ChargeTarget, error: unknown, message: string): false {
  fail(dispatch, error, message);
  pollers.get(dispatch)?.get(target.id)?.();
  dispatch(chargeInterrupted(target.id));
  return false;
}

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
    if (!hasBillingRights(user.permissions, product)) {
      fail(dispatch, null, noBillingRights(PRODUCT_NAMES[product]));
      return false;
    }
    pollers.get(dispatch)?.get(target.id)?.();
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

/**
 * Pay: the card on file, the app's charge, accept and activate, then polling. Returns the charge
 * target, or null when nothing was started (a payment already under way, or a failure shown).
 */
export const purchaseApp =
  (input: PurchaseInput): AppThunk<Promise<ChargeTarget | null>> =>
  async (dispatch, getState) => {
    const user = selectSessionUser(getState());
    const payment = selectPayment(getState());
    if (!user || payment.pending || payment.processing) return null;
    dispatch(paymentStarted());
    if (input.card) {
      // The new card goes on file first; a card refused (or never sent: the rules refuse its number) charges nothing.
      const refused = await addNewCard(dispatch, user.token, input.product, input.card);
      if (refused) return fail(dispatch, refused.error, refused.message);
    }
    let charge: ApiCharge & { type: ChargeKind };
    try {
      const answer = readAppCharge(
        await createAppCharge(siteConfig.apiUrl, user.token, input.appId, {
          plan_id: input.planId,
          months: input.months,
          quantity: input.seats,
          product: input.product,
          return_url: typeof window === 'undefined' ? '' : window.location.href,
        }),
      );
      // No id, no kind: nothing to follow, and nothing of it goes into the address.
      if (!answer) throw malformed();
      charge = answer;
    } catch (error) {
      return fail(dispatch, error, CREATE_FAILED[input.kind]);
    }
    const target: ChargeTarget = { id: charge.id, kind: charge.type, product: input.product, appId: input.appId };
    dispatch(chargeCreated({ ...target, charge }));
    dispatch(purchaseNoted({ id: charge.id, note: { plan: input.planName ?? charge.name, taxes: input.taxes ?? null } }));
    rememberStartedCharge(charge.id);
    input.onCharge?.(target);
    if (!(await proceed(dispatch, user.token, target, charge))) return null;
    dispatch(watchCharge(target));
    return target;
  };

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
      if (unauthorized(error)) return void fail(dispatch, error, READ_FAILED[target.kind], 'read');
      // A transient failure (or an answer that is no charge): the poller reads it again.
    }
    dispatch(watchCharge(target));
  };

function notFound(dispatch: AppDispatch, target: ChargeTarget): void {
  dispatch(chargeNotFound({ ...target, message: PAYMENT.chargeNotFound }));
  dispatch(notificationShown({ kind: 'error', content: PAYMENT.chargeNotFound, type: PAYMENT_TOAST }));
}

/** §4 ends: success is the purchase event; failed / declined / cancelled roll the install back first. */
async function settle(dispatch: AppDispatch, token: string, target: ChargeTarget, charge: ApiCharge): Promise<void> {
  const verdict = chargeVerdict(target.kind, charge.status);
  if (verdict.kind === 'continue') return;
  if (verdict.kind === 'succeeded') {
    dispatch(chargeSucceeded(target));
    if (showsPurchaseToast(withoutPrefix(window.location.pathname), isAgentAppNow())) {
      dispatch(notificationShown({ kind: 'success', content: SUCCESS.appPurchased }));
    }
    return;
  }
  if (target.appId) {
    try {
      await uninstallApplication(
        siteConfig.apiUrl,
        token,
        target.appId,
        verdict.kind === 'failed' ? PAYMENT.failed : PAYMENT.declinedOrCancelled,
      );
    } catch {
      // Not installed (404) is what a rollback wants; any other failure leaves the server's state as it is.
    }
  }
  const message = verdict.kind === 'failed' ? PAYMENT.failed : PAYMENT.declinedOrCancelled;
  const end: ChargeEnd = { ...target, outcome: verdict.kind, message };
  dispatch(chargeFailed(end));
  dispatch(notificationShown({ kind: 'error', content: message, type: PAYMENT_TOAST }));
}

/** One poller per charge per store: a second watch of the same charge returns the first one's stop. */
const pollers = new WeakMap<AppDispatch, Map<string, () => void>>();

/**
 * Polls the charge every 2000 ms until it ends (§4, §9). A read that fails for the network or the
 * server is tried again after a doubling backoff, up to CHARGE_READ_MAX_FAILURES in a row; a 404
 * ends with 'This transaction doesn't exist.'. Returns the stop (the page was left).
 */
export const watchCharge =
  (target: ChargeTarget, firstReadMs = CHARGE_POLL_MS): AppThunk<() => void> =>
  (dispatch, getState) => {
    let running = pollers.get(dispatch);
    if (!running) pollers.set(dispatch, (running = new Map()));
    const existing = running.get(target.id);
    if (existing) return existing;

    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let failures = 0;
    let seq = 0;
    const registry = running;
    const end = () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      registry.delete(target.id);
    };
    const stop = () => {
      if (stopped) return;
      end();
      dispatch(chargePollStopped(target.id));
    };
    const schedule = (ms: number) => {
      timer = setTimeout(() => void tick(), ms);
    };

    async function tick(): Promise<void> {
      const token = selectSessionUser(getState())?.token;
      if (stopped) return;
      if (!token) return stop();
      seq += 1;
      const mine = seq;
      try {
        // An answer that is no charge counts as a failed read (backoff, then its §8 text).
        const charge = await readChargeOf(token, target);
        if (stopped) return;
        failures = 0;
        dispatch(chargeRead({ ...target, charge, seq: mine }));
        if (chargeVerdict(target.kind, charge.status).kind === 'continue') return schedule(CHARGE_POLL_MS);
        end();
        await settle(dispatch, token, target, charge);
      } catch (error) {
        if (stopped) return;
        if (isKind(error, 'not-found')) {
          end();
          return notFound(dispatch, target);
        }
        failures += 1;
        if (unauthorized(error) || failures >= CHARGE_READ_MAX_FAILURES) {
          end();
          return void fail(dispatch, error, READ_FAILED[target.kind], 'read');
        }
        schedule(readBackoffMs(failures));
      }
    }

    running.set(target.id, stop);
    dispatch(chargePollStarted(target));
    schedule(firstReadMs);
    return stop;
  };

/** Stops the poller of a charge, if one runs (the page was left). */
export const stopWatching =
  (chargeId: string): AppThunk<void> =>
  (dispatch) => {
    pollers.get(dispatch)?.get(chargeId)?.();
  };
