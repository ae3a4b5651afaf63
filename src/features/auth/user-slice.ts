import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppThunk } from '../../core/hooks';
import { fetchAccount, fetchMyProducts, fetchTokenInfo } from '../../api-client/accounts';
import { ApiError } from '../../api-client/http';
import { fetchLicenseProperties, fetchSubscription } from '../../api-client/licenses';
import { accountsConfig, siteConfig } from '../../core/config';
import { injectReducer, type RootState } from '../../core/store';
import { sessionExpired, signedIn, signedOut } from '../../core/events';
import { FAILURE, SIGN_IN } from '../../domain/site/messages';
import { isReseller, licenseStatus } from '../../domain/auth/roles';
import { toSessionUser, toSubscription, type SessionUser, type Subscription } from '../../domain/auth/session-user';

/**
 * The user session of §4: log-in is pending, then fulfilled or rejected. Only token info and user
 * data decide it (§5); a failed log-in leaves the user not authorized but initialized. The other
 * reads keep their own outcome: a failed licenses read (`/market/products/my`) is its error beside a
 * fulfilled log-in, a failed reseller check means not a reseller, a failed subscription read is
 * fetched, with its error.
 *
 * Thunks are plain functions over these actions, not createAsyncThunk: this code loads lazily, but
 * whatever part of Redux Toolkit it uses ships in every page's first-load copy of the library.
 */

/** Why a call failed, as the slices keep it: a user message and whether the token was refused. */
export interface AuthFailure {
  message: string;
  /** true: answered 401. Any action carrying such a payload ends the session (session-actions.ts). */
  unauthorized: boolean;
}

export type LogInStatus = 'idle' | 'pending' | 'fulfilled' | 'rejected';

export interface UserState {
  status: LogInStatus;
  initialized: boolean;
  authorized: boolean;
  user: SessionUser | null;
  error: string | null;
  /** The organization's licenses could not be read: the user is signed in, their products unknown. */
  productsError: string | null;
  /** data null and no error: the organization has no license of the build's product, nothing to read. */
  subscription: { fetched: boolean; data: Subscription | null; error: string | null };
}

const initialState: UserState = {
  status: 'idle',
  initialized: false,
  authorized: false,
  user: null,
  error: null,
  productsError: null,
  subscription: { fetched: false, data: null, error: null },
};

const signedOutState: UserState = { ...initialState, initialized: true };

export const userSlice = createSlice({
  name: 'user',
  initialState,
  reducers: {
    logInPending(state) {
      state.status = 'pending';
      state.error = null;
      state.productsError = null;
    },
    /** The organization's licenses read again (a host refresh): what the session's rights are read from. */
    productsRefreshed(state, action: PayloadAction<{ token: string; products: SessionUser['products'] }>) {
      if (state.user?.token !== action.payload.token) return;
      state.user.products = action.payload.products;
      state.productsError = null;
    },
    /** Signed in all the same; a 401 here ends the session like any other call's (AuthFailure). */
    productsFailed(state, action: PayloadAction<AuthFailure>) {
      state.productsError = action.payload.message;
    },
    logInRejected(state, action: PayloadAction<AuthFailure>) {
      state.status = 'rejected';
      state.initialized = true;
      state.authorized = false;
      state.user = null;
      state.error = action.payload.message;
    },
    /** No stored session and no callback: the visitor is anonymous, and we know it. */
    anonymousVisitDetected(state) {
      state.initialized = true;
      if (state.status === 'pending') state.status = 'idle';
    },
    /** The sign-in itself failed (refused callback, provider error) before any user data. */
    signInFailed(state, action: PayloadAction<string>) {
      state.status = 'rejected';
      state.initialized = true;
      state.error = action.payload;
    },
    resellerChecked(state, action: PayloadAction<boolean>) {
      if (state.user) state.user.isReseller = action.payload;
    },
    subscriptionFetched(state, action: PayloadAction<Subscription>) {
      state.subscription = { fetched: true, data: action.payload, error: null };
    },
    subscriptionFailed(state, action: PayloadAction<AuthFailure>) {
      state.subscription = { fetched: true, data: null, error: action.payload.message };
    },
    subscriptionAbsent(state) {
      state.subscription = { fetched: true, data: null, error: null };
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(signedIn, (state, action) => {
        state.status = 'fulfilled';
        state.initialized = true;
        state.authorized = true;
        state.user = action.payload;
      })
      // The user left (sign-out, 'Stop now'), or the token stopped working (401).
      .addCase(signedOut, () => signedOutState)
      .addCase(sessionExpired, () => signedOutState);
  },
});

/** The session's events are core's (other features react to them); this feature raises them. */
export { signedIn as logInFulfilled, signedOut as userSignedOut, sessionExpired };

export const {
  logInPending,
  logInRejected,
  productsFailed,
  productsRefreshed,
  anonymousVisitDetected,
  signInFailed,
  resellerChecked,
  subscriptionFetched,
  subscriptionFailed,
  subscriptionAbsent,
} = userSlice.actions;

declare module '../../core/store' {
  export interface LazyLoadedSlices {
    user: UserState;
  }
}

// Injected when this module loads (with the header's account chunk), not in every page's bundle.
injectReducer('user', userSlice.reducer);

/** The state is absent until the first action after injection: read it as the initial state then. */
export const selectUserState = (state: RootState): UserState => state.user ?? initialState;
export const selectUser = (state: RootState): SessionUser | null => selectUserState(state).user;

/** The state as the server rendered it: what components show until hydration is over. */
export const serverUserState: UserState = initialState;

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
      dispatch(signedIn(user));
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
