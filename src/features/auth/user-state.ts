import type { PayloadAction } from '@reduxjs/toolkit';
import { createPlainSlice, patch } from '../../core/plain-slice';
import { injectReducer, type RootState } from '../../core/store';
import { sessionExpired, signedIn, signedOut } from '../../core/events';
import type { SessionUser, Subscription } from '../../domain/auth/session-user';

/**
 * The user session's state of §4 (log-in pending, then fulfilled or rejected), its actions and
 * selectors: what the header shows before the page hydrates, so it comes in the shell's file
 * (src/build/site-shell-chunk.ts). A plain slice, without Redux Toolkit's createSlice and Immer
 * (~5 KB gzip that every page would load before it hydrates). The calls that fill it are
 * user-slice.ts's, loaded with the sign-in and the session's restore.
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

const slice = createPlainSlice({
  name: 'user',
  initialState,
  reducers: {
    logInPending: (state: UserState) => patch(state, { status: 'pending', error: null, productsError: null }),
    /** The organization's licenses read again (a host refresh): what the session's rights are read from. */
    productsRefreshed: (state: UserState, action: PayloadAction<{ token: string; products: SessionUser['products'] }>) =>
      state.user?.token === action.payload.token
        ? { ...state, user: { ...state.user, products: action.payload.products }, productsError: null }
        : state,
    /** Signed in all the same; a 401 here ends the session like any other call's (AuthFailure). */
    productsFailed: (state: UserState, action: PayloadAction<AuthFailure>) =>
      patch(state, { productsError: action.payload.message }),
    logInRejected: (state: UserState, action: PayloadAction<AuthFailure>) =>
      patch(state, { status: 'rejected', initialized: true, authorized: false, user: null, error: action.payload.message }),
    /** No stored session and no callback: the visitor is anonymous, and we know it. */
    anonymousVisitDetected: (state: UserState) =>
      patch(state, { initialized: true, status: state.status === 'pending' ? 'idle' : state.status }),
    /** The sign-in itself failed (refused callback, provider error) before any user data. */
    signInFailed: (state: UserState, action: PayloadAction<string>) =>
      patch(state, { status: 'rejected', initialized: true, error: action.payload }),
    resellerChecked: (state: UserState, action: PayloadAction<boolean>) =>
      state.user && state.user.isReseller !== action.payload
        ? { ...state, user: { ...state.user, isReseller: action.payload } }
        : state,
    subscriptionFetched: (state: UserState, action: PayloadAction<Subscription>) => ({
      ...state,
      subscription: { fetched: true, data: action.payload, error: null },
    }),
    subscriptionFailed: (state: UserState, action: PayloadAction<AuthFailure>) => ({
      ...state,
      subscription: { fetched: true, data: null, error: action.payload.message },
    }),
    subscriptionAbsent: (state: UserState) => ({ ...state, subscription: { fetched: true, data: null, error: null } }),
  },
});

/** The slice's own actions, then the session's events (core's: other features react to them; this feature raises them). */
function reducer(state: UserState | undefined, action: Parameters<typeof slice.reducer>[1]): UserState {
  if (signedIn.match(action)) {
    return { ...(state ?? initialState), status: 'fulfilled', initialized: true, authorized: true, user: action.payload };
  }
  // The user left (sign-out, 'Stop now'), or the token stopped working (401).
  if (signedOut.match(action) || sessionExpired.match(action)) return signedOutState;
  return slice.reducer(state, action);
}

export const userSlice = { ...slice, reducer };

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
} = slice.actions;

declare module '../../core/store' {
  export interface LazyLoadedSlices {
    user: UserState;
  }
}

// Injected when this module loads (with the shell's file), not in every page's bundle.
injectReducer('user', reducer);

/** The state is absent until the first action after injection: read it as the initial state then. */
export const selectUserState = (state: RootState): UserState => state.user ?? initialState;
export const selectUser = (state: RootState): SessionUser | null => selectUserState(state).user;

/** The state as the server rendered it: what components show until hydration is over. */
export const serverUserState: UserState = initialState;
