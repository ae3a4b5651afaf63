import type { AppThunk } from '../../core/hooks';
import { fetchAccount, fetchMyProducts, fetchTokenInfo } from '../../api-client/accounts';
import { ApiError } from '../../api-client/http';
import { fetchLicenseProperties, fetchSubscription } from '../../api-client/licenses';
import { accountsConfig, siteConfig } from '../../core/config';
import type { RootState } from '../../core/store';
import { FAILURE, SIGN_IN } from '../../domain/site/messages';
import { isReseller, licenseStatus } from '../../domain/auth/roles';
import { toSessionUser, toSubscription, type SessionUser } from '../../domain/auth/session-user';
import {
  logInPending,
  logInRejected,
  logInFulfilled,
  productsFailed,
  productsRefreshed,
  resellerChecked,
  selectUser,
  selectUserState,
  subscriptionAbsent,
  subscriptionFailed,
  subscriptionFetched,
  type AuthFailure,
} from './user-state';

/**
 * The user session of §4: log-in is pending, then fulfilled or rejected. Only token info and user
 * data decide it (§5); a failed log-in leaves the user not authorized but initialized. The other
 * reads keep their own outcome: a failed licenses read (`/market/products/my`) is its error beside a
 * fulfilled log-in, a failed reseller check means not a reseller, a failed subscription read is
 * fetched, with its error.
 *
 * The state, its actions and selectors are user-state.ts's (in the shell's file, for the header);
 * these are the calls that fill it, loaded with the sign-in and the session's restore. Thunks are
 * plain functions over those actions, not createAsyncThunk: whatever part of Redux Toolkit this
 * code used would ship in the file every page loads before it hydrates.
 */
export * from './user-state';

export interface LogInInput {
  token: string | null;
  accountId?: string | null;
  organizationId?: string | null;
  scope?: string | null;
  ghost?: boolean;
}

/** An answer for `token` still belongs to the session (nobody signed out or in since it was asked). */
const stillSignedInAs = (state: RootState, token: string): boolean => selectUser(state)?.token === token;

const failure = (error: unknown, message: string): AuthFailure => ({
  message,
  unauthorized: error instanceof ApiError && error.kind === 'unauthorized',
});

async function step<T>(call: () => Promise<T>, message: string): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw failure(error, message);
  }
}

/**
 * Builds the session from a token (§5): token info first when the account id (or the scopes) are
 * not known, then the user; only these two can reject it. Then the organization's licenses, whose
 * failure is kept as productsError. Ghost logins fail with their own text. Resolves with the user,
 * or null when it was rejected (or ended at once by a 401).
 */
export const logIn =
  (input: LogInInput): AppThunk<Promise<SessionUser | null>> =>
  async (dispatch, getState) => {
    const { token, ghost = false } = input;
    dispatch(logInPending());
    if (!token) {
      dispatch(logInRejected({ message: SIGN_IN.missingToken, unauthorized: false }));
      return null;
    }
    const base = accountsConfig.url;
    try {
      let { accountId = null, organizationId = null, scope = null } = input;
      if (!accountId || scope === null) {
        const info = await step(() => fetchTokenInfo(base, token), SIGN_IN.tokenInfo);
        accountId = info.account_id;
        organizationId = info.organization_id;
        scope = info.scope;
      }
      const id = accountId;
      const account = await step(() => fetchAccount(base, token, id), SIGN_IN.userData);
      const licenses = await fetchMyProducts(base, token).then(
        (products) => ({ products, failed: null }),
        (error: unknown) => ({ products: [], failed: failure(error, SIGN_IN.license) }),
      );
      const user = toSessionUser({
        token,
        account,
        organizationId: organizationId ?? account.organization_id,
        scope,
        products: licenses.products,
        ghost,
      });
      dispatch(logInFulfilled(user));
      if (licenses.failed) dispatch(productsFailed(licenses.failed));
      // A 401 there ends the session at once (session effects): nothing to go on with.
      return stillSignedInAs(getState(), token) ? user : null;
    } catch (error) {
      // A step's failure carries its §8 text; anything else (e.g. a malformed answer) is unexpected.
      const reason = isAuthFailure(error) ? error : { message: FAILURE.unexpected, unauthorized: false };
      dispatch(logInRejected({ unauthorized: reason.unauthorized, message: ghost ? SIGN_IN.ghostLogin : reason.message }));
      return null;
    }
  };

function isAuthFailure(value: unknown): value is AuthFailure {
  if (!value || typeof value !== 'object' || value instanceof Error) return false;
  const { message, unauthorized } = value as Partial<AuthFailure>;
  return typeof message === 'string' && typeof unauthorized === 'boolean';
}

/**
 * Whether the organization may hold a license of the build's product: not when its licenses are
 * known and that one is not among them (a help-desk-only account has no live-chat license to read:
 * reading it anyway answers 404, a console error in every browser).
 */
const mayHoldLicense = (state: RootState, user: SessionUser): boolean =>
  selectUserState(state).productsError !== null || licenseStatus(user.products, siteConfig.product) !== 'missing';

/**
 * Reads the organization's licenses again past every cache (`GET /market/products/my` with the
 * no-cache header, §7), when the host says installs or the subscription changed: a license bought
 * or upgraded in the host changes what the user may install here. A failure keeps what was known.
 */
export const refreshLicenses = (): AppThunk<Promise<void>> => async (dispatch, getState) => {
  const user = selectUser(getState());
  if (!user) return;
  const products = await fetchMyProducts(accountsConfig.url, user.token, true).catch(() => null);
  if (Array.isArray(products)) dispatch(productsRefreshed({ token: user.token, products }));
};

/** Reads the license property; any failure, or no license to read, means "not a reseller". */
export const checkReseller = (): AppThunk<Promise<void>> => async (dispatch, getState) => {
  const user = selectUser(getState());
  if (!user) return;
  if (!mayHoldLicense(getState(), user)) {
    dispatch(resellerChecked(false));
    return;
  }
  const properties = await fetchLicenseProperties(accountsConfig.productApiUrl, user.token, siteConfig.product).catch(() => null);
  if (stillSignedInAs(getState(), user.token)) dispatch(resellerChecked(isReseller(properties)));
};

/** Reads the subscription of the build's product; a failure is kept as "fetched, with the error". */
export const fetchUserSubscription = (): AppThunk<Promise<void>> => async (dispatch, getState) => {
  const user = selectUser(getState());
  if (!user) return;
  if (!mayHoldLicense(getState(), user)) {
    dispatch(subscriptionAbsent());
    return;
  }
  try {
    const subscription = toSubscription(await fetchSubscription(accountsConfig.productApiUrl, user.token, siteConfig.product));
    // Signed out (or in as someone else) meanwhile: the answer is about a session that has ended.
    if (stillSignedInAs(getState(), user.token)) dispatch(subscriptionFetched(subscription));
  } catch (error) {
    if (!stillSignedInAs(getState(), user.token)) return;
    // The service's own words when it answered with an error; a malformed answer is the §8 license text.
    dispatch(subscriptionFailed(failure(error, error instanceof ApiError && error.message ? error.message : SIGN_IN.license)));
  }
};
