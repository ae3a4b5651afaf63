import type { RootState } from '../../core/store';
import {
  initialBillingState,
  type BillingState,
  type CardOnFileState,
  type PaymentFlags,
  type TrackedCharge,
} from './billing-slice';

/** The signed-in user: core's one selector, re-exported for this feature's callers. */
export { selectSessionUser } from '../../core/session';

/** Absent until the slice is injected: read as the initial state then. */
export const selectBilling = (state: RootState): BillingState => state.billing ?? initialBillingState;
export const selectPayment = (state: RootState): PaymentFlags => selectBilling(state).payment;
/** The card on file of a product as the checkout knows it; null before it was first read. */
export const selectCardOnFile = (state: RootState, product: string): CardOnFileState | null =>
  selectBilling(state).cardsOnFile?.[product] ?? null;
export const selectCharge = (state: RootState, id: string | null): TrackedCharge | null =>
  id ? (selectBilling(state).charges[id] ?? null) : null;

export const selectSessionKnown = (state: RootState): boolean => state.user?.initialized === true;
/** §5: remaining trial days of the license (the subscription's days left while on trial). */
export const selectRemainingTrialDays = (state: RootState): number => {
  const subscription = state.user?.subscription.data;
  return subscription?.trial ? subscription.daysLeft : 0;
};
/** The license's plan (§6 plan restrictions), and whether the subscription has been read yet. */
export const selectCurrentPlan = (state: RootState): string | null => state.user?.subscription.data?.plan ?? null;
export const selectPlanKnown = (state: RootState): boolean => state.user?.subscription.fetched === true;

/**
 * The charge a thank-you page of `appId` is about: the last one of this session that bought the app
 * and succeeded, with its last read (the receipt's data). null after a reload of the thank-you page
 * (the store starts empty) or when nothing was bought here.
 */
export const selectReceiptCharge = (state: RootState, appId: string | null): TrackedCharge | null => {
  if (!appId) return null;
  const bought = Object.values(selectBilling(state).charges).filter(
    (tracked) => tracked.appId === appId && tracked.outcome === 'succeeded' && tracked.charge !== null,
  );
  return bought[bought.length - 1] ?? null;
};
