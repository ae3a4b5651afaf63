import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { injectReducer } from '../../core/store';
import type { ApiCart, ApiCartProduct } from '../../domain/cart/cart-contract';

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

export type PaymentSliceName = 'getCartInfo' | 'purchaseCart' | 'startCheckout' | 'rejectCheckout' | 'startPayment';

export interface PurchaseResult {
  cartId: string;
  purchased: ApiCartProduct[];
  notPurchased: ApiCartProduct[];
}

export interface CartState {
  cart: ApiCart | null;
  /** none: the service has no recent cart (404). */
  status: 'idle' | 'loading' | 'ready' | 'none' | 'error';
  /** The sequence number of the answer shown. */
  appliedSeq: number;
  /** App ids with a change under way. */
  busy: Record<string, boolean>;
  coupon: { pending: boolean; result: 'added' | 'failed' | null };
  /** The cart is locked by a checkout started elsewhere (§8 warning). */
  locked: boolean;
  /** A request got no status at all: maybe an ad blocker (§8). */
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
  coupon: { pending: false, result: null },
  locked: false,
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

/** Tracking events (§4 host messages): raised here, sent by the telemetry feature. */
export const addToCartMarketplace = createAction<{ appIds: string[]; cartId: string | null }>('cart/addToCartMarketplace');
export const checkoutMarketplace = createAction<{ cartId: string; appIds: string[] }>('cart/checkoutMarketplace');
/** The purchased apps of a cart were installed (for the install feature and the host bridge's cart_purchased). */
export const cartPurchased = createAction<PurchaseResult>('cart/cartPurchased');

const SESSION_ENDS = new Set(['user/userSignedOut', 'user/sessionExpired']);

export const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    cartRequested(state) {
      if (state.status === 'idle') state.status = 'loading';
    },
    /**
     * The server's cart. The hook point of the host bridge: its `cart_updated` message carries a
     * cart (dispatch this with no seq); the bridge sends `cart_updated` when it sees this action.
     */
    cartChanged(state, action: PayloadAction<{ cart: ApiCart; seq?: number }>) {
      const { cart, seq } = action.payload;
      if (seq !== undefined) {
        if (seq < state.appliedSeq) return;
        state.appliedSeq = seq;
      }
      state.cart = cart;
      state.status = 'ready';
      state.error = null;
      if (!cart.checkedOutUntil) state.locked = false;
    },
    /** 404 on the recent cart: there is none (§4). */
    cartMissing(state, action: PayloadAction<{ seq: number }>) {
      if (action.payload.seq < state.appliedSeq) return;
      state.appliedSeq = action.payload.seq;
      state.cart = null;
      state.status = 'none';
    },
    /** `unauthorized`: refused with 401; the session's effect ends the session (§8 Loading). */
    cartFailed(state, action: PayloadAction<{ message: string; adBlock: boolean; unauthorized?: boolean }>) {
      state.error = action.payload.message;
      state.adBlock = action.payload.adBlock;
      if (state.status === 'loading') state.status = 'error';
    },
    productBusy(state, action: PayloadAction<{ appId: string; busy: boolean }>) {
      if (action.payload.busy) state.busy[action.payload.appId] = true;
      else delete state.busy[action.payload.appId];
    },
    couponStarted(state) {
      state.coupon = { pending: true, result: null };
    },
    couponEnded(state, action: PayloadAction<'added' | 'failed'>) {
      state.coupon = { pending: false, result: action.payload };
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
    /**
     * `step`: 'purchase' when the purchase call itself failed (a failed payment, §4), 'confirm' when
     * the purchase went through but could not be confirmed; none for the other slices' refusals.
     */
    paymentFailed(
      state,
      action: PayloadAction<{ slice: PaymentSliceName; message: string; code?: string | null; step?: 'purchase' | 'confirm' }>,
    ) {
      const { slice, message, code = null } = action.payload;
      state.payments[slice] = { pending: false, processing: false, error: message, code };
    },
    purchaseSettled(state, action: PayloadAction<PurchaseResult>) {
      state.purchase = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(
      (action) => SESSION_ENDS.has(action.type),
      () => initialCartState,
    );
  },
});

export const {
  cartRequested,
  cartChanged,
  cartMissing,
  cartFailed,
  productBusy,
  couponStarted,
  couponEnded,
  cartLocked,
  paymentPending,
  paymentProcessing,
  paymentDone,
  paymentFailed,
  purchaseSettled,
} = cartSlice.actions;

declare module '../../core/store' {
  export interface LazyLoadedSlices {
    cart: CartState;
  }
}

injectReducer('cart', cartSlice.reducer);
