import { createAppCharge } from '../../api-client/billing';
import { siteConfig } from '../../core/config';
import type { AppThunk } from '../../core/hooks';
import type { CardEntry } from '../../domain/billing/card';
import { readAppCharge, type ApiCharge, type ApiPricePreview, type ChargeKind } from '../../domain/billing/charges';
import type { BillingMonths } from '../../domain/billing/checkout';
import { billingRefusal } from '../../domain/billing/billing-rights';
import { proceed } from './accept-and-activate';
import { selectPayment, selectSessionUser } from './billing-selectors';
import { chargeCreated, paymentStarted, purchaseNoted } from './billing-slice';
import { addNewCard } from './card-on-file';
import { malformed } from './charge-answers';
import { watchCharge } from './charge-poller';
import type { ChargeTarget } from './charge-target';
import { CREATE_FAILED, fail } from './payment-failures';
import { rememberStartedCharge } from './started-charges';

/**
 * The checkout's purchase: the one place a charge is created (card, create, accept and activate,
 * then the poller). Resuming and answering a charge live apart because they must never create one.
 */

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
 * Pay: the card on file, the app's charge, accept and activate, then polling. Returns the charge
 * target, or null when nothing was started (a payment already under way, or a failure shown).
 */
export const purchaseApp =
  (input: PurchaseInput): AppThunk<Promise<ChargeTarget | null>> =>
  async (dispatch, getState) => {
    const user = selectSessionUser(getState());
    const payment = selectPayment(getState());
    if (!user || payment.pending || payment.processing) return null;
    // §6 before any call: no card is stored and no charge created for a user without billing rights.
    const refused = billingRefusal(user.permissions, input.product === 'helpdesk' ? 'helpdesk' : 'livechat');
    if (refused) return fail(dispatch, null, refused);
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
