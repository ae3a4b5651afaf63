import type { ApiCharge } from '../../domain/billing/charges';
import {
  billingSlice,
  chargeFailed,
  chargePollStarted,
  chargeRead,
  chargeSucceeded,
  checkoutLeft,
  initialBillingState,
  paymentStarted,
} from './billing-slice';

const reduce = billingSlice.reducer;
const ref = { id: 'dc_1', kind: 'direct_charge' as const, product: 'livechat', appId: 'app-1' };
const charge = (status: string) => ({ id: 'dc_1', status }) as ApiCharge;

it('keeps the newest read: an older answer (lower sequence) is ignored', () => {
  let state = reduce(initialBillingState, chargePollStarted(ref));
  state = reduce(state, chargeRead({ ...ref, charge: charge('processed'), seq: 2 }));
  state = reduce(state, chargeRead({ ...ref, charge: charge('accepted'), seq: 1 }));
  expect(state.charges.dc_1.status).toBe('processed');
});

it('does not move back to an earlier status even from a newer read', () => {
  let state = reduce(initialBillingState, chargePollStarted(ref));
  state = reduce(state, chargeRead({ ...ref, charge: charge('processed'), seq: 1 }));
  state = reduce(state, chargeRead({ ...ref, charge: charge('accepted'), seq: 2 }));
  expect(state.charges.dc_1.status).toBe('processed');
});

it('changes nothing once the charge has ended (repeated or late answers)', () => {
  let state = reduce(initialBillingState, chargePollStarted(ref));
  state = reduce(state, chargeRead({ ...ref, charge: charge('success'), seq: 1 }));
  state = reduce(state, chargeSucceeded(ref));
  const ended = state;
  state = reduce(state, chargeRead({ ...ref, charge: charge('failed'), seq: 2 }));
  expect(state).toBe(ended);
});

it('carries pending, processing and error flags (§4 payment slices)', () => {
  let state = reduce(initialBillingState, paymentStarted());
  expect(state.payment).toEqual({ pending: true, processing: false, error: null });
  state = reduce(state, chargePollStarted(ref));
  expect(state.payment).toEqual({ pending: false, processing: true, error: null });
  state = reduce(state, chargeFailed({ ...ref, outcome: 'failed', message: 'Payment failed' }));
  expect(state.payment).toEqual({ pending: false, processing: false, error: 'Payment failed' });
});

it('forgets everything when the session ends', () => {
  const state = reduce(reduce(initialBillingState, paymentStarted()), { type: 'user/userSignedOut' });
  expect(state).toEqual(initialBillingState);
});

it("lets a purchase whose checkout page was left go on without holding another checkout's Pay button", () => {
  let state = reduce(initialBillingState, paymentStarted());
  state = reduce(state, chargePollStarted(ref));
  expect(state.payment.processing).toBe(true);
  state = reduce(state, checkoutLeft(ref.id));
  expect(state.payment).toEqual({ pending: false, processing: false, error: null });
  // Its polling and its end change the flags no more (its end is told by a toast).
  state = reduce(state, chargePollStarted(ref));
  expect(state.payment.processing).toBe(false);
  state = reduce(state, chargeFailed({ ...ref, outcome: 'failed', message: 'Payment failed' }));
  expect(state.payment.error).toBeNull();
  expect(state.charges.dc_1.outcome).toBe('failed');
});
