/** §9's lifetimes of a sign-in, apart from the callback's rules (auth-callback.ts): the session cookie needs only these. */

const DAY_MS = 24 * 60 * 60 * 1000;

/** §9: an auth transaction (state) lives 1/48 day, 30 minutes. */
export const AUTH_TRANSACTION_LIFETIME_MS = DAY_MS / 48;
/** §9: the token cookie lives 1 day. */
export const TOKEN_COOKIE_LIFETIME_DAYS = 1;
/** §9: the silent iframe sign-in gives up after 2500 ms, then the popup is the fallback (§4). */
export const IFRAME_SIGN_IN_TIMEOUT_MS = 2500;
