import AccountsSDK from '@livechat/accounts-sdk';
import { exchangeCode } from '../../api-client/accounts';
import { accountsConfig } from '../../core/config';
import { createAccountsSignIn, type AccountsSignIn, type SignInEnvironment } from './accounts-sign-in';
import { consumeTransaction, randomState, saveTransaction } from './auth-transactions';

/**
 * The sign-in wrapper wired to the browser and the configured accounts service. Loaded only when
 * someone signs in or returns from the accounts service: the SDK stays out of first-load JS.
 *
 * `window.__MARKETPLACE_SIGN_IN__ = { responseType }`, set before the site's scripts run, overrides
 * the built-in response type (an embedding page or a test can choose the code flow without a
 * rebuild; both flows are verified the same way).
 */
declare global {
  interface Window {
    __MARKETPLACE_SIGN_IN__?: { responseType?: 'token' | 'code' };
  }
}

export function browserSignIn(): AccountsSignIn {
  const override = window.__MARKETPLACE_SIGN_IN__?.responseType;
  return createAccountsSignIn(
    {
      serverUrl: accountsConfig.url,
      clientId: accountsConfig.clientId,
      responseType: override === 'code' || override === 'token' ? override : accountsConfig.responseType,
    },
    browserSignInEnvironment(),
  );
}

/** The browser's clock, address bar, transaction cookies, accounts SDK and token exchange. */
export function browserSignInEnvironment(): SignInEnvironment {
  return {
    now: () => Date.now(),
    randomState,
    location: () => window.location,
    replaceUrl: (url) => window.history.replaceState(window.history.state, '', url),
    saveTransaction,
    consumeTransaction,
    createSdk: (options) => new AccountsSDK(options),
    exchangeCode: (params) => exchangeCode(accountsConfig.url, params),
  };
}
