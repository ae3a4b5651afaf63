import { SIGN_IN } from '../site/messages';
import {
  CALLBACK_MARKERS,
  callbackParamNames,
  ERROR_DESCRIPTIONS,
  ERROR_FIELDS,
  GHOST_FLAG,
  hashBody,
  keyOf,
} from './callback-params';
import { AUTH_TRANSACTION_LIFETIME_MS } from './sign-in-lifetimes';

/**
 * The sign-in callback of §2 and §5, as pure rules: read what the account service handed back in
 * the URL, strip it from the URL, and accept it only against the transaction we started.
 *
 * Reading is strict on purpose: the token flow reads only the hash and the code flow only the query
 * (where the account service puts them, accounts-contract.md), a parameter given twice is ambiguous,
 * and a token or code in the other flow's place is refused, so a crafted link cannot slip a
 * credential past the check. Nothing here throws on odd encodings: URLSearchParams decodes leniently.
 */

export { AUTH_TRANSACTION_LIFETIME_MS, IFRAME_SIGN_IN_TIMEOUT_MS, TOKEN_COOKIE_LIFETIME_DAYS } from './sign-in-lifetimes';
export { callbackParamNames, carriesCallback } from './callback-params';

export type ResponseType = 'token' | 'code';

/** A sign-in we started: stored before leaving, read (and deleted) once when the callback comes. */
export interface AuthTransaction {
  state: string;
  /** Epoch milliseconds. */
  createdAt: number;
  /** Same-site path to return to after sign-in (check with isSafeReturnPath). */
  returnTo: string;
  responseType: ResponseType;
}

interface TokenCallback {
  kind: 'token';
  accessToken: string;
  /** Seconds. */
  expiresIn: number;
  tokenType: string;
  /** null when absent; '' when given empty (both are refused by acceptCallback). */
  state: string | null;
  /** Comma-separated scopes, or null when absent. */
  scope: string | null;
  accountId: string | null;
  organizationId: string | null;
  /** frenzied=1: a ghost (impersonated) login, shown with a banner (§2). */
  ghost: boolean;
}

interface CodeCallback {
  kind: 'code';
  code: string;
  state: string | null;
  accountId: string | null;
  organizationId: string | null;
  ghost: boolean;
}

/** The provider's error, with the keys the SDK's error object uses. */
type ProviderError = Partial<Record<'oauth_exception' | 'identity_exception' | 'error' | 'description', string>>;

interface ErrorCallback {
  kind: 'error';
  error: ProviderError;
  state: string | null;
}

export type AuthCallback = TokenCallback | CodeCallback | ErrorCallback | { kind: 'none' } | { kind: 'malformed' };

type Pairs = Array<[string, string]>;

const pairsOf = (raw: string): Pairs => Array.from(new URLSearchParams(raw));
const count = (pairs: Pairs, name: string): number => pairs.filter(([key]) => key === name).length;
const valueOf = (pairs: Pairs, name: string): string | null => pairs.find(([key]) => key === name)?.[1] ?? null;
const nonEmpty = (value: string | null): string | null => (value ? value : null);

/**
 * What the URL carries back from the account service. Token flow: access_token, expires_in (whole
 * seconds), token_type required, state, scope, account_id, organization_id and frenzied, all from
 * the hash. Code flow: code required, state, account_id, organization_id from the query; frenzied
 * from either. Provider errors (oauth_exception, identity_exception, error) are read from either.
 */
export function readCallback(location: { search: string; hash: string }, responseType: ResponseType): AuthCallback {
  const query = pairsOf(location.search);
  const body = hashBody(location.hash);
  const fragment = pairsOf(body);
  const all = [...query, ...fragment];
  const has = (pairs: Pairs, name: string) => count(pairs, name) > 0;
  // Hash names as stripCallback sees them, so a parameter behind a second '#' is noticed too.
  const hashNames = new Set(body.split(/[&#]/).map(keyOf));

  if (!CALLBACK_MARKERS.some((name) => has(query, name) || hashNames.has(name))) return { kind: 'none' };
  // A second '#' makes the split between parameters a guess ('#access_token=a#state=b').
  if (body.includes('#') && callbackParamNames.some((name) => hashNames.has(name))) return { kind: 'malformed' };
  if (callbackParamNames.some((name) => count(all, name) > 1)) return { kind: 'malformed' };

  const hasToken = has(all, 'access_token');
  const hasCode = has(all, 'code');
  const errorKeys = ERROR_FIELDS.filter((name) => has(all, name));
  if (errorKeys.length > 0) {
    // An error that also carries a credential is ambiguous.
    if (hasToken || hasCode) return { kind: 'malformed' };
    const error: ProviderError = {};
    for (const key of errorKeys) error[key] = valueOf(all, key) ?? '';
    const description = ERROR_DESCRIPTIONS.map((name) => valueOf(all, name)).find((value) => value !== null);
    if (description !== undefined && description !== null) error.description = description;
    return { kind: 'error', error, state: valueOf(all, 'state') };
  }

  return responseType === 'token' ? readTokenCallback(query, fragment, all) : readCodeCallback(query, fragment, all);
}

function readTokenCallback(query: Pairs, fragment: Pairs, all: Pairs): AuthCallback {
  if (count(all, 'code') > 0 || count(query, 'access_token') > 0) return { kind: 'malformed' };
  const accessToken = nonEmpty(valueOf(fragment, 'access_token'));
  const tokenType = nonEmpty(valueOf(fragment, 'token_type'));
  const expires = valueOf(fragment, 'expires_in');
  if (!accessToken || !tokenType || expires === null || !/^\d{1,10}$/.test(expires)) return { kind: 'malformed' };
  return {
    kind: 'token',
    accessToken,
    expiresIn: Number(expires),
    tokenType,
    state: valueOf(fragment, 'state'),
    scope: valueOf(fragment, 'scope'),
    accountId: nonEmpty(valueOf(fragment, 'account_id')),
    organizationId: nonEmpty(valueOf(fragment, 'organization_id')),
    ghost: valueOf(fragment, GHOST_FLAG) === '1',
  };
}

function readCodeCallback(query: Pairs, fragment: Pairs, all: Pairs): AuthCallback {
  if (count(all, 'access_token') > 0 || count(fragment, 'code') > 0) return { kind: 'malformed' };
  const code = nonEmpty(valueOf(query, 'code'));
  if (!code) return { kind: 'malformed' };
  return {
    kind: 'code',
    code,
    state: valueOf(query, 'state'),
    accountId: nonEmpty(valueOf(query, 'account_id')),
    organizationId: nonEmpty(valueOf(query, 'organization_id')),
    ghost: valueOf(all, GHOST_FLAG) === '1',
  };
}

const CALLBACK_NAMES = new Set(callbackParamNames);

/** Raw segments without callback parameters; the others are kept as written, in order. */
function withoutCallback(raw: string, separators: RegExp): string {
  return raw
    .split(separators)
    .filter((segment) => segment !== '' && !CALLBACK_NAMES.has(keyOf(segment)))
    .join('&');
}

/**
 * The location without any callback parameter, for history.replaceState, so the token never stays
 * in the URL (address bar, history, Referer). Other parameters keep their raw text and order; in the
 * hash a stray second '#' counts as a separator, so nothing hides behind it.
 */
export function stripCallback(location: { search: string; hash: string }): { search: string; hash: string } {
  const search = withoutCallback(location.search.replace(/^\?/, ''), /&/);
  const hash = withoutCallback(hashBody(location.hash), /[&#]/);
  return { search: search ? `?${search}` : '', hash: hash ? `#${hash}` : '' };
}

/** Compares without stopping at the first difference (the state is a secret of this sign-in). */
function sameText(a: string, b: string): boolean {
  let difference = a.length ^ b.length;
  for (let index = 0; index < Math.max(a.length, b.length); index += 1) {
    difference |= (a.charCodeAt(index) || 0) ^ (b.charCodeAt(index) || 0);
  }
  return difference === 0;
}

type RejectionReason = 'not-a-credential' | 'no-transaction' | 'missing-state' | 'state-mismatch' | 'expired' | 'response-type';

type CallbackVerdict = { ok: true } | { ok: false; reason: RejectionReason; message: typeof SIGN_IN.unauthorizedTransaction };

const refuse = (reason: RejectionReason): CallbackVerdict => ({ ok: false, reason, message: SIGN_IN.unauthorizedTransaction });

/**
 * §5: the callback's state must match the stored transaction, else 'Unauthorized transaction'.
 * `transaction` is what the caller found for the callback's state and deleted as it read it, so a
 * replayed callback finds null. A transaction stamped in the future is refused too: the clock was
 * turned back or the record was forged.
 */
export function acceptCallback(callback: AuthCallback, transaction: AuthTransaction | null, now: number): CallbackVerdict {
  if (callback.kind !== 'token' && callback.kind !== 'code') return refuse('not-a-credential');
  if (!transaction) return refuse('no-transaction');
  if (!callback.state || !transaction.state) return refuse('missing-state');
  if (!sameText(callback.state, transaction.state)) return refuse('state-mismatch');
  const age = now - transaction.createdAt;
  if (!Number.isFinite(age) || age < 0 || age > AUTH_TRANSACTION_LIFETIME_MS) return refuse('expired');
  if (callback.kind !== transaction.responseType) return refuse('response-type');
  return { ok: true };
}

// Browsers drop tabs and newlines from URLs and read '\' as '/', so '/\t/evil.example' is '//…'.
const UNSAFE_CHARACTERS = /[\u0000-\u0020\u007f\\]/;
const CONTROL_CHARACTERS = /[\u0000-\u0020\u007f]/g;

/**
 * Only same-site paths ('/apps/x?y#z'): not protocol-relative ('//host', '/\host'), no scheme, no
 * whitespace, control characters or backslashes, and not '//' once percent-decoded either (in case a
 * router decodes it), so the return after sign-in is never an open redirect.
 */
export function isSafeReturnPath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || UNSAFE_CHARACTERS.test(path)) return false;
  const decoded = decodedOrNull(path)?.replace(CONTROL_CHARACTERS, '');
  if (decoded !== undefined && /^\/[/\\]/.test(decoded)) return false;
  return sameOrigin(path);
}

function decodedOrNull(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null; // a stray '%' is harmless as written; only the raw checks apply
  }
}

function sameOrigin(path: string): boolean {
  const base = 'https://marketplace.invalid';
  try {
    return new URL(path, base).origin === base;
  } catch {
    return false;
  }
}
