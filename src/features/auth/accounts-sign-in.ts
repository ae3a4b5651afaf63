import AccountsSDK, { type AccountsSdkOptions, type AuthorizeData } from '@livechat/accounts-sdk';
import type { ApiTokenResponse } from '../../domain/auth/accounts-contract';
import {
  acceptCallback,
  IFRAME_SIGN_IN_TIMEOUT_MS,
  readCallback,
  stripCallback,
  type AuthCallback,
  type AuthTransaction,
} from '../../domain/auth/auth-callback';
import { ACCOUNTS_ERRORS, FAILURE, SIGN_IN } from '../../domain/site/messages';

/**
 * Sign-in with @livechat/accounts-sdk, and the one place that knows its gaps
 * (../shared/design/accounts-contract.md):
 * - it sends no state unless given one: every attempt gets a fresh crypto-random state and our own
 *   transaction record (30 minutes, single use);
 * - it never checks the state of popup and iframe answers, and accepts a redirect callback without
 *   one: every answer goes through acceptCallback, else 'Unauthorized transaction';
 * - its iframe waits 5000 ms: we race it against 2500 ms (§9) and fall back to the popup;
 * - its popup has no closed-window detection: we poll every 1000 ms (§9) and open it 500 × 700;
 * - it leaves the token in the URL after a redirect: we strip it before anything else runs;
 * - every authorize URL it builds leaves a `com.livechat.accountsredirect_uri_params<state>` cookie
 *   that only its own redirect return reads: we remove it once the attempt ends, either way.
 */

/** 'token-exchange': the code flow's `POST /v2/token` failed after the accounts service answered. */
type SignInErrorKind = 'unauthorized-transaction' | 'provider' | 'cancelled' | 'popup-blocked' | 'timeout' | 'token-exchange';

export class SignInError extends Error {
  constructor(
    readonly kind: SignInErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'SignInError';
  }
}

/** A verified sign-in: a token for the user, and where the user was when it started. */
export interface SignInGrant {
  token: string;
  expiresIn: number;
  /** Comma-separated scopes, when the answer carried them. */
  scope: string | null;
  accountId: string | null;
  organizationId: string | null;
  ghost: boolean;
  returnTo: string;
}

interface SignInSettings {
  serverUrl: string;
  clientId: string;
  responseType: 'token' | 'code';
}

export const POPUP_POLL_MS = 1000;
const POPUP_WIDTH = 500;
const POPUP_HEIGHT = 700;

/** What the wrapper needs from the browser and the services; tests pass their own. */
export interface SignInEnvironment {
  now(): number;
  randomState(): string;
  /** The current location (origin, pathname, search, hash). */
  location(): { origin: string; pathname: string; search: string; hash: string };
  replaceUrl(url: string): void;
  saveTransaction(transaction: AuthTransaction): void;
  consumeTransaction(state: string | null | undefined): AuthTransaction | null;
  createSdk(options: AccountsSdkOptions): AccountsSDK;
  exchangeCode(params: { code: string; clientId: string; redirectUri: string; codeVerifier: string }): Promise<ApiTokenResponse>;
}

/** The provider's error in the §8 words; its own description when the code is not one of them. */
function providerError(error: unknown): SignInError {
  if (error === 'timeout') return new SignInError('timeout', SIGN_IN.timeout);
  if (error instanceof SignInError) return error;
  if (error && typeof error === 'object') {
    const { description, oauth_exception: oauth, identity_exception: identity, error: code } = error as Record<string, unknown>;
    const known = [oauth, identity, code].find((value) => typeof value === 'string' && Object.hasOwn(ACCOUNTS_ERRORS, value));
    if (typeof known === 'string') return new SignInError('provider', ACCOUNTS_ERRORS[known]);
    if (typeof description === 'string' && description.trim() !== '') return new SignInError('provider', description);
    // A bare code the §8 list does not word (server_error, temporarily_unavailable…) is no text for
    // a person: the sign-in failed, and trying again is what they can do.
    const text = [oauth, identity, code].find((value) => typeof value === 'string' && value !== '');
    if (typeof text === 'string') return new SignInError('provider', /^[a-z_]+$/.test(text) ? SIGN_IN.providerFailed : text);
  }
  return new SignInError('provider', FAILURE.unexpected);
}

/** The popup / iframe answer as the callback the redirect flow would have carried. */
function callbackOfData(data: AuthorizeData, responseType: 'token' | 'code'): AuthCallback {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(data)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  return responseType === 'token'
    ? readCallback({ search: '', hash: `#${params.toString()}` }, 'token')
    : readCallback({ search: `?${params.toString()}`, hash: '' }, 'code');
}

/** The SDK's internal keeper of those cookies (no public API; absent in other versions). */
interface RedirectParamsKeeper {
  redirectUriParamsPersister?: { persister?: { clear?(state: string): void } };
}

function forgetRedirectParams(sdk: AccountsSDK, state: string): void {
  (sdk as unknown as RedirectParamsKeeper).redirectUriParamsPersister?.persister?.clear?.(state);
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

export function createAccountsSignIn(settings: SignInSettings, env: SignInEnvironment) {
  const { responseType } = settings;

  function redirectUri(): string {
    const { origin, pathname } = env.location();
    return origin + pathname;
  }

  function start(): { sdk: AccountsSDK; state: string; redirect: string } {
    const state = env.randomState();
    const { pathname, search, hash } = env.location();
    const redirect = redirectUri();
    env.saveTransaction({ state, createdAt: env.now(), returnTo: pathname + search + hash, responseType });
    const sdk = env.createSdk({
      client_id: settings.clientId,
      server_url: settings.serverUrl,
      response_type: responseType,
      state,
      redirect_uri: redirect,
    });
    return { sdk, state, redirect };
  }

  function abandon(sdk: AccountsSDK, state: string): void {
    env.consumeTransaction(state);
    sdk.transaction.clear(state);
    forgetRedirectParams(sdk, state);
  }

  /** Checks an answer against the transaction it claims, once; trades a code for a token. */
  async function complete(sdk: AccountsSDK, callback: AuthCallback, redirect: string, started?: string): Promise<SignInGrant> {
    const state = callback.kind === 'token' || callback.kind === 'code' ? callback.state : null;
    for (const each of new Set([started, state])) if (each) forgetRedirectParams(sdk, each);
    // An answer without our state (or with another) still ends the attempt we started.
    if (started && started !== state) abandon(sdk, started);
    if (callback.kind === 'error') throw providerError(callback.error);
    const transaction = env.consumeTransaction(state);
    // The SDK's own record holds the PKCE verifier; reading it deletes it too.
    const stored = state ? sdk.verify({ state }) : null;
    const verdict = acceptCallback(callback, transaction, env.now());
    if (!verdict.ok || !transaction || stored === null) {
      throw new SignInError('unauthorized-transaction', SIGN_IN.unauthorizedTransaction);
    }
    if (callback.kind === 'token') {
      return {
        token: callback.accessToken,
        expiresIn: callback.expiresIn,
        scope: callback.scope,
        accountId: null,
        organizationId: null,
        ghost: callback.ghost,
        returnTo: transaction.returnTo,
      };
    }
    if (callback.kind !== 'code' || !stored.code_verifier) {
      throw new SignInError('unauthorized-transaction', SIGN_IN.unauthorizedTransaction);
    }
    let answer: ApiTokenResponse;
    try {
      answer = await env.exchangeCode({
        code: callback.code,
        clientId: settings.clientId,
        redirectUri: redirect,
        codeVerifier: stored.code_verifier,
      });
    } catch {
      // No token came of it (the service failed, timed out or refused the code): §8's 'Missing
      // token', never the service's own words or the browser's.
      throw new SignInError('token-exchange', SIGN_IN.missingToken);
    }
    return {
      token: answer.access_token,
      expiresIn: answer.expires_in,
      scope: answer.scope,
      accountId: text(answer.account_id),
      organizationId: text(answer.organization_id),
      ghost: callback.ghost,
      returnTo: transaction.returnTo,
    };
  }

  /** The hidden iframe, which answers at once when the browser has an accounts session. */
  async function iframeAttempt(): Promise<SignInGrant> {
    const { sdk, state, redirect } = start();
    const flow = sdk.iframe();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject('timeout'), IFRAME_SIGN_IN_TIMEOUT_MS);
    });
    let data: AuthorizeData;
    try {
      data = await Promise.race([flow.authorize(), timeout]);
    } catch (error) {
      abandon(sdk, state);
      throw providerError(error);
    } finally {
      clearTimeout(timer);
      flow.removeIframe();
    }
    return complete(sdk, callbackOfData(data, responseType), redirect, state);
  }

  /** The popup; must start within the click's user activation, which outlasts the 2.5 s iframe race. */
  async function popupAttempt(): Promise<SignInGrant> {
    const { sdk, state, redirect } = start();
    const original = window.open;
    let popup: Window | null | undefined;
    // The SDK opens the window itself (500 × 650, handle dropped): take the call over once.
    window.open = (url?: string | URL, target?: string) => {
      window.open = original;
      const left = Math.max(0, (window.screen.width - POPUP_WIDTH) / 2);
      const top = Math.max(0, (window.screen.height - POPUP_HEIGHT) / 2);
      popup = original.call(
        window,
        url,
        target,
        `resizable,scrollbars,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`,
      );
      return popup;
    };
    let poll: ReturnType<typeof setInterval> | undefined;
    const closed = new Promise<never>((_, reject) => {
      poll = setInterval(() => {
        if (popup === null) reject(new SignInError('popup-blocked', 'The sign-in window was blocked'));
        else if (popup?.closed) reject(new SignInError('cancelled', SIGN_IN.cancelled));
      }, POPUP_POLL_MS);
    });
    let data: AuthorizeData;
    try {
      data = await Promise.race([sdk.popup().authorize(), closed]);
    } catch (error) {
      abandon(sdk, state);
      throw providerError(error);
    } finally {
      clearInterval(poll);
      window.open = original;
    }
    return complete(sdk, callbackOfData(data, responseType), redirect, state);
  }

  return {
    /**
     * Silent iframe first (2500 ms), then the popup. A refused answer is final: no retry. So is a
     * failed token exchange: the accounts service did answer, and a popup would only trade a new
     * code with the same failing call (after a 30 s timeout the click's user activation is gone too,
     * so the popup would be blocked and the page would leave for the redirect flow).
     */
    async signIn(): Promise<SignInGrant> {
      try {
        return await iframeAttempt();
      } catch (error) {
        if (error instanceof SignInError && (error.kind === 'unauthorized-transaction' || error.kind === 'token-exchange')) {
          throw error;
        }
      }
      return popupAttempt();
    },

    /** Only the iframe: signs in when the accounts session exists, else rejects. */
    signInSilently: iframeAttempt,

    /** Only the popup: for a press that waited for a silent attempt which has just answered no. */
    signInWithPopup: popupAttempt,

    /** Leaves the page for the accounts service; handleRedirectCallback finishes on return. */
    redirect(): void {
      const { sdk } = start();
      sdk.redirect().authorize();
    },

    /**
     * The redirect flow's return: null when the URL carries no callback. The callback leaves the URL
     * before anything else happens, accepted or not.
     */
    async handleRedirectCallback(): Promise<SignInGrant | null> {
      const location = env.location();
      const callback = readCallback(location, responseType);
      if (callback.kind === 'none') return null;
      const rest = stripCallback(location);
      env.replaceUrl(location.pathname + rest.search + rest.hash);
      const sdk = env.createSdk({ client_id: settings.clientId, server_url: settings.serverUrl, response_type: responseType });
      return complete(sdk, callback, redirectUri());
    },
  };
}

export type AccountsSignIn = ReturnType<typeof createAccountsSignIn>;
