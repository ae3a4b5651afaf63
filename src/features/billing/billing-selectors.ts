import type { RootState } from '../../core/store';
import { initialBillingState, type BillingState, type PaymentFlags, type TrackedCharge } from './billing-slice';

/** The signed-in user: core's one selector, re-exported for this feature's callers. */
export { selectSessionUser } from '../../core/session';

/** Absent until the slice is injected: read as the initial state then. */
export const selectBilling = (state: RootState): BillingState => state.billing ?? initialBillingState;
export const selectPayment = (state: RootState): PaymentFlags => selectBilling(state).payment;
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
