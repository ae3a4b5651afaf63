import type { UnknownAction } from '@reduxjs/toolkit';
import type { SessionUser } from '../domain/auth/session-user';
import type { ApiCharge, ChargeKind } from '../domain/billing/charges';
import type { ApiCart, ApiCartProduct } from '../domain/cart/cart-contract';
import { createAction } from './action';

/**
 * The events one feature reacts to from another (architecture, "Boundaries"), one typed creator
 * each. The feature that owns an event dispatches it and reduces it with `extraReducers`; any other
 * slice, effect or the shell's wiring reacts with `.match` / `builder.addCase`. A feature never
 * imports another one, and no action type is written as a string outside the slice that owns it:
 * renaming one here renames it for every reaction, and "find references" lists them all.
 *
 * The types keep the owners' slice names, as the host, the tag manager and Sentry have always seen them.
 */

// Session (the auth feature owns `state.user`).

/** Someone is signed in: a sign-in ended, or a stored session was restored. */
export const signedIn = createAction<SessionUser>('user/logInFulfilled');
/** The user left (sign-out, 'Stop now'). */
export const signedOut = createAction('user/userSignedOut');
/** The token stopped working (a call answered 401). */
export const sessionExpired = createAction('user/sessionExpired');

/** Either way, nobody is signed in any more: every per-user slice goes back to its first state. */
export const isSessionEnd = (action: UnknownAction): boolean => signedOut.match(action) || sessionExpired.match(action);

// Installs (the install feature owns `state.install`). The payload is the app id.

/** §4: the app was installed; its id joins the installed list. */
export const installSucceeded = createAction<string>('install/installSucceeded');
/** §4: the app was uninstalled; its id leaves the installed list. */
export const uninstallSucceeded = createAction<string>('install/uninstallSucceeded');

/**
 * A link into the host application (an app's settings after its install, §4) was followed inside
 * the agent app: the host opens it, the marketplace's frame stays on the marketplace (§1).
 */
export const hostLinkOpened = createAction<{ url: string }>('install/hostLinkOpened');

// Charges (the billing feature owns `state.billing`, §4 charge state machines).

export interface ChargeRef {
  id: string;
  kind: ChargeKind;
  product: string;
  /** The app it buys; null for an external charge. */
  appId: string | null;
}

export type ChargeEnd = ChargeRef & { outcome: 'failed' | 'declined' | 'cancelled'; message: string };

/** `step`: 'pay' for the card, create, accept and activate calls; 'read' for the status reads. */
export interface PaymentFailure {
  message: string;
  unauthorized: boolean;
  step?: 'pay' | 'read';
}

export const chargeCreated = createAction<ChargeRef & { charge: ApiCharge }>('billing/chargeCreated');
/** Accepted or activated by a call, or read once on resuming. `accepted`: moved by this site's accept call. */
export const chargeMoved = createAction<ChargeRef & { charge: ApiCharge; accepted?: boolean }>('billing/chargeMoved');
/** §4: direct success / recurrent active: the app is bought (and installed). */
export const chargeSucceeded = createAction<ChargeRef>('billing/chargeSucceeded');
/** §4: direct failed, recurrent declined or cancelled: the install was rolled back. */
export const chargeFailed = createAction<ChargeEnd>('billing/chargeFailed');
/** A payment step failed before its charge ended (or a status read gave up: step 'read'). */
export const paymentFailed = createAction<PaymentFailure>('billing/paymentFailed');

// The cart (the cart feature owns `state.cart`, §4 cart lifecycle).

export type CartPaymentSlice = 'getCartInfo' | 'purchaseCart' | 'startCheckout' | 'rejectCheckout' | 'startPayment';

export interface PurchaseResult {
  cartId: string;
  purchased: ApiCartProduct[];
  notPurchased: ApiCartProduct[];
}

/**
 * `step`: 'purchase' when the purchase call itself failed (a failed payment, §4), 'confirm' when
 * the purchase went through but could not be confirmed; none for the other slices' refusals.
 */
export interface CartPaymentFailure {
  slice: CartPaymentSlice;
  message: string;
  code?: string | null;
  step?: 'purchase' | 'confirm';
}

/** The server's cart (`seq`: the order of the call that answered it; none when the host sent it). */
export const cartChanged = createAction<{ cart: ApiCart; seq?: number }>('cart/cartChanged');
/** The purchased apps of a cart were bought and installed. */
export const cartPurchased = createAction<PurchaseResult>('cart/cartPurchased');
/** A step of the cart's payment failed. */
export const cartPaymentFailed = createAction<CartPaymentFailure>('cart/paymentFailed');
type BillingCycleChoice = { appId: string; cycle: 'pay-monthly' | 'pay-yearly' | 'pay-once' };
/**
 * The buyer chose a billing cycle for an app (the checkout's monthly / yearly choice, a cart line's
 * plan change): the host hears it as `transaction_update_billing_cycle`.
 */
export const billingCycleChosen = createAction<BillingCycleChoice>('billing/billingCycleChosen');
/** Tracking events (§4): apps went into the cart; the cart's checkout started. */
export const addToCartMarketplace = createAction<{ appIds: string[]; cartId: string | null }>('cart/addToCartMarketplace');
export const checkoutMarketplace = createAction<{ cartId: string; appIds: string[] }>('cart/checkoutMarketplace');

// The host application's requests (the host feature's bridge raises them, §4 received messages).

/** `cart_updated`: the host's copy of the cart (the cart reads the server's again). */
export const cartUpdatedByHost = createAction<{ cart: Record<string, unknown> }>('host/cartUpdatedByHost');
/** `refresh_cart`. */
export const cartRefreshRequested = createAction('host/cartRefreshRequested');
/** `refresh_subscription_info`. */
export const subscriptionRefreshRequested = createAction('host/subscriptionRefreshRequested');
