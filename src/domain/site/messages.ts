import { NOTIFY_ME_LABEL } from '../catalogue/coming-soon';

/**
 * Every user-visible message of the error catalogue (spec §8), written once. Features show these
 * constants and tests assert on them. Texts the spec cuts short with "..." are kept exactly as far
 * as the spec gives them. Functions fill in the placeholders of §5, §6 and §8.
 * Three groups live in modules of their own and are re-exported here (success.ts, failure.ts,
 * offline.ts): code in every page's first load, or the search page's, needs them, not the catalogue.
 */

export { SUCCESS } from './success';

export { FAILURE } from './failure';

/** The reason given for a request the network lost (ours): never the browser's own words ("Failed to fetch"). */
export const CONNECTION_FAILED = 'The connection to the service failed.';

/** 'Unable to rate this app, please try again or contact our support. [reason]' */
export function rateFailed(reason?: string): string {
  const text = 'Unable to rate this app, please try again or contact our support.';
  return reason ? `${text} ${reason}` : text;
}

export const PAYMENT = {
  cardCharge: 'Unfortunately, we were unable to charge your card...',
  billingApi: "It looks like there's been an error on our side. Don't worry, your card details are valid...",
  cart: "We're sorry, but there's been an error and the transaction failed...",
  failed: 'Payment failed',
  declinedOrCancelled: 'Payment declined/cancelled',
  directChargeCreate: 'Direct charge creation failed',
  directChargeFetch: 'Direct charge fetch failed',
  directChargeActivate: "Direct charge couldn't be activated",
  recurrentChargeAcceptDecline: "Recurrent charge couldn't be accepted/declined",
  directChargeFailed: 'Direct charge failed',
  chargeNotFound: "This transaction doesn't exist.",
} as const;

export const CART = {
  load: "Cart couldn't be loaded. Please, contact our support.",
  create: "Cart couldn't be created...",
  update: "Cart couldn't be updated...",
  removeProduct: "The product couldn't be removed from the cart...",
  addProduct: "The product couldn't be added to the cart...",
  addProducts: "Products couldn't be added to the cart. Please, try again later or contact our support.",
  alreadyPurchased: 'Cannot purchase already purchased cart',
  closed: 'Cannot purchase closed cart',
  purchaseNotConfirmed: "Purchase couldn't be confirmed",
  purchaseCheck: "Couldn't check if all products made it through purchase process",
  startCheckout: 'Start cart checkout failed',
  rejectCheckout: 'Reject cart checkout failed',
  locked: 'Your cart is currently blocked by the unfinished checkout process. Try again later.',
} as const;

/**
 * §8 names an ad-block message shown instead of cart errors when a request got no status at all;
 * it gives no wording: ours.
 */
export const AD_BLOCK =
  'Your browser blocked a request to our cart service. If you use an ad blocker, please turn it off for this site and try again.';

/** Notes on products after a cart purchase (§8). */
export const PRODUCT_NOTES = {
  paymentFailed: 'Payment failed',
  contactSupport: 'Was not installed, please contact support',
} as const;
export const productInactiveNote = (product: string) => `Was not installed, please activate ${product} first`;

export const SIGN_IN = {
  missingToken: 'Missing token',
  tokenInfo: 'Cannot fetch token info',
  userData: 'Cannot fetch user data',
  license: "Couldn't fetch information about license",
  unauthorizedTransaction: 'Unauthorized transaction',
  ghostLogin: 'Ghost login failed! Please contact support.',
  timeout: 'Sign-in timed out. Please try again.',
  /** The accounts service failed with a bare code the §8 list does not word (ours). */
  providerFailed: "Sign-in failed: the accounts service couldn't sign you in. Please try again.",
  /** Ours, not §8's: the user closed the accounts window before choosing whom to sign in as. */
  cancelled: 'Sign-in was cancelled.',
} as const;

/**
 * The accounts service's errors of §8, by the code it answers with (oauth_exception or
 * identity_exception). The spec names them; the wording around the names is ours.
 */
export const ACCOUNTS_ERRORS: Readonly<Record<string, string>> = {
  invalid_request: 'Sign-in failed: invalid request (this domain may not be whitelisted).',
  unauthorized_client: 'Sign-in failed: unauthorized client.',
  access_denied: 'Sign-in failed: access denied.',
  unsupported_response_type: 'Sign-in failed: unsupported response type.',
  unauthorized: 'Sign-in failed: unauthorized identity.',
};

export { OFFLINE } from './offline';

export const LOADING = {
  loggedOut: "We couldn't authorize your request as you've been logged out. Log in and try again.",
} as const;
export const missingChunk = (name: string) => `We couldn't find the correct component chunk with the name ${name}`;
export const staticQueryFailed = (what: string) => `We couldn't load ${what}`;

/** Validation and permission texts of §5 and §6. */
export const APP_REVIEW_FORM = {
  rateBlank: 'This field cannot be blank, please rate the app on a scale from 1-5',
  nameBlank: 'Please enter your name',
  reviewBlank: 'Please enter your review',
  nameTooLong: 'Name cannot be longer than 64 characters',
  reviewTooLong: 'Review cannot be longer than 255 characters',
} as const;

export const PERMISSIONS = {
  notSignedIn: 'You do not have enough permissions to install applications.',
  couponStatus: 'The coupon has failed due to the incorrect response status.',
  ownProduct: 'You cannot buy your own service/app. If you want to install it, go to Developer Console.',
  /** Not worded by the spec (§5 only says install needs the app's permission): ours. */
  notInstallable: 'This app cannot be installed.',
} as const;

/**
 * §4 App subscription status of an installed paid app, on its page's action area. §8 words none of
 * it: ours. `renew` links the cancelled status to the app's checkout.
 */
export const APP_SUBSCRIPTION_STATUS = {
  active: 'Subscription active',
  /** A one-time purchase that went through (ours: §4 words only subscriptions). */
  purchased: 'Purchased',
  cancelled: 'Subscription cancelled',
  renew: 'Renew',
  unassigned: 'No plan assigned',
} as const;

/** `POST /awaiting_apps` ("Notify me" on a coming-soon app): not worded by the spec, ours. */
export const AWAITING = {
  button: NOTIFY_ME_LABEL,
  noted: "We'll let you know when this app is available.",
  failed: "We couldn't save your request. Please try again.",
  signIn: 'Sign in to be notified when this app is available.',
} as const;

/** Plan restrictions of §6. */
const PLAN_RESTRICTIONS = {
  team: 'This app is currently available only for Team and higher plans',
  business: 'This app is currently available only for Business and Enterprise plans',
  enterprise: 'This app is currently available only for the Enterprise plan',
} as const;
export const noInstallRights = (product: string) => `To install contact the owner of the ${product} license.`;
/** Not worded by the spec (§4 uninstall, §6): ours, in the words of noInstallRights. */
export const noUninstallRights = (product: string) => `To uninstall contact the owner of the ${product} license.`;
/** Uninstalling a paid app cancels its plan, which needs billing rights (§6): ours. */
export const noPlanCancelRights = (product: string) =>
  `Uninstalling cancels this app's paid plan. To uninstall contact the owner of the ${product} license.`;
export const licenseInactive = (product: string) => `Your ${product} license is inactive. Go to ${product} app and activate it.`;

/**
 * The §6 plan restriction shown for an app that needs a minimum plan of the host product: team
 * and pro → Team and higher; business and premium → Business and Enterprise; enterprise tiers →
 * the Enterprise plan. Lower tiers (solo, starter, regular, basic) or none → null.
 */
export function planRestriction(plan: string | null): string | null {
  switch (plan) {
    case 'team':
    case 'pro':
      return PLAN_RESTRICTIONS.team;
    case 'business':
    case 'premium':
      return PLAN_RESTRICTIONS.business;
    case 'enterprise':
    case 'enterpriseplus':
      return PLAN_RESTRICTIONS.enterprise;
    default:
      return null;
  }
}

/**
 * The partner forms' field errors. §5 gives only the partner review's bounds (review 10 to 2000
 * characters, name 3 to 64) and no wording: these texts are ours.
 */
export const PARTNER_FORMS = {
  nameLength: 'Name must be between 3 and 64 characters',
  commentLength: 'Review must be between 10 and 2000 characters',
  nameBlank: 'Please enter your name',
  surnameBlank: 'Please enter your surname',
  emailInvalid: 'Please enter a valid email address',
  messageBlank: 'Please enter your message',
  websiteInvalid: 'Please enter a valid website address (such as example.com)',
} as const;

/** Ours: §5 gives the app review's lower bounds (2 characters) without a text for them. */
export const APP_REVIEW_FORM_MINIMUMS = {
  nameTooShort: 'Name must be at least 2 characters',
  reviewTooShort: 'Review must be at least 2 characters',
} as const;

/** Ours: a signed-out visitor sees this where the rating form would be. */
export const SIGN_IN_TO_RATE = 'Sign in to rate this app';
export const SIGN_IN_TO_CONTACT = 'Sign in to contact or review this partner';
