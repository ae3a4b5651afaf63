import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  addToCartMarketplace,
  cartChanged,
  cartPaymentFailed,
  cartPurchased,
  checkoutMarketplace,
  isSessionEnd,
  type CartPaymentSlice,
  type PurchaseResult,
} from '../../core/events';
import { injectReducer } from '../../core/store';
import type { ApiCart } from '../../domain/cart/cart-contract';

/**
 * The cart (§3, §4 cart lifecycle) and its payment slices (§4: get cart info, purchase, start
 * checkout, reject checkout, start payment; each pending / processing / error). The cart on screen
 * is always one the server answered: each call carries a sequence number and an answer older than
 * the one shown is dropped, so answers arriving out of order never lose or double an item.
 */

export interface PaymentFlags {
  pending: boolean;
  processing: boolean;
  error: string | null;
  /** The service's code of the failure (PRODUCTS_CART_CHECKSUM on a rejected purchase). */
  code: string | null;
}

export type PaymentSliceName = CartPaymentSlice;
export type { PurchaseResult };

export interface CartState {
  cart: ApiCart | null;
  /** none: the service has no recent cart (404). */
  status: 'idle' | 'loading' | 'ready' | 'none' | 'error';
  /** The sequence number of the answer shown. */
  appliedSeq: number;
  /** App ids with a change under way. */
  busy: Record<string, boolean>;
  /** `message`: why the coupon failed, in the service's words when it gave a reason (§5 text otherwise). */
  coupon: { pending: boolean; result: 'added' | 'failed' | null; message: string | null };
  /** The cart is locked by a checkout started elsewhere (§8 warning). */
  locked: boolean;
  /** A request got no status at all: flagged as a possible ad blocker (§8). */
  possibleAdBlock: boolean;
  /**
   * Ad blocking detected (§8: the ad-block message instead of cart errors): a request got no
   * status while the same service answered a probe, so the browser stopped it, not the network.
   */
  adBlock: boolean;
  error: string | null;
  payments: Record<PaymentSliceName, PaymentFlags>;
  purchase: PurchaseResult | null;
}

const flags = (): PaymentFlags => ({ pending: false, processing: false, error: null, code: null });

export const initialCartState: CartState = {
  cart: null,
  status: 'idle',
  appliedSeq: 0,
  busy: {},
  coupon: { pending: false, result: null, message: null },
  locked: false,
  possibleAdBlock: false,
  adBlock: false,
  error: null,
  payments: {
    getCartInfo: flags(),
    purchaseCart: flags(),
    startCheckout: flags(),
    rejectCheckout: flags(),
    startPayment: flags(),
  },
  purchase: null,
};

/**
 * The cart's events are core's (core/events): the tracking events (§4, sent by the telemetry
 * wiring), the purchase (the install feature adds the apps; the host hears `cart_purchased`), and
 * the cart and payment changes the host bridge follows. This feature raises them.
 */
export { addToCartMarketplace, checkoutMarketplace, cartPurchased, cartChanged, cartPaymentFailed as paymentFailed };

export const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    cartRequested(state) {
      if (state.status === 'idle') state.status = 'loading';
    },
    /** 404 on the recent cart: there is none (§4). */
    cartMissing(state, action: PayloadAction<{ seq: number }>) {
      if (action.payload.seq < state.appliedSeq) return;
      state.appliedSeq = action.payload.seq;
      state.cart = null;
      state.status = 'none';
    },
    /** `unauthorized`: refused with 401; the session's effect ends the session (§8 Loading). */
    cartFailed(state, action: PayloadAction<{ message: string; adBlock: boolean; unauthorized?: boolean; noStatus?: boolean }>) {
      state.error = action.payload.message;
      state.adBlock = action.payload.adBlock;
      state.possibleAdBlock = action.payload.noStatus === true;
      if (state.status === 'loading') state.status = 'error';
    },
    productBusy(state, action: PayloadAction<{ appId: string; busy: boolean }>) {
      if (action.payload.busy) state.busy[action.payload.appId] = true;
      else delete state.busy[action.payload.appId];
    },
    couponStarted(state) {
      state.coupon = { pending: true, result: null, message: null };
    },
    couponEnded(state, action: PayloadAction<{ result: 'added' | 'failed'; message: string }>) {
      state.coupon = { pending: false, ...action.payload };
    },
    cartLocked(state) {
      state.locked = true;
    },
    paymentPending(state, action: PayloadAction<PaymentSliceName>) {
      state.payments[action.payload] = { pending: true, processing: false, error: null, code: null };
    },
    paymentProcessing(state, action: PayloadAction<PaymentSliceName>) {
      state.payments[action.payload] = { pending: false, processing: true, error: null, code: null };
    },
    paymentDone(state, action: PayloadAction<PaymentSliceName>) {
      state.payments[action.payload] = flags();
    },
    purchaseSettled(state, action: PayloadAction<PurchaseResult>) {
      state.purchase = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      // The server's cart. The host bridge sends `cart_updated` when it sees this event.
      .addCase(cartChanged, (state, action) => {
        const { cart, seq } = action.payload;
        if (seq !== undefined) {
          if (seq < state.appliedSeq) return;
          state.appliedSeq = seq;
        }
        state.cart = cart;
        state.status = 'ready';
        state.error = null;
        if (!cart.checkedOutUntil) state.locked = false;
      })
      .addCase(cartPaymentFailed, (state, action) => {
        const { slice, message, code = null } = action.payload;
        state.payments[slice] = { pending: false, processing: false, error: message, code };
      })
      .addMatcher(isSessionEnd, () => initialCartState);
  },
});

export const {
  cartRequested,
  cartMissing,
  cartFailed,
  productBusy,
  couponStarted,
  couponEnded,
  cartLocked,
  paymentPending,
  paymentProcessing,
  paymentDone,
  purchaseSettled,
} = cartSlice.actions;

declare module '../../core/store' {
  export interface LazyLoadedSlices {
    cart: CartState;
  }
}

injectReducer('cart', cartSlice.reducer);
