import { createAction, createSlice, type PayloadAction, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import {
  cartPurchased,
  chargeFailed,
  chargeSucceeded,
  installSucceeded,
  isSessionEnd,
  uninstallSucceeded,
} from '../../core/events';
import { injectReducer, type RootState } from '../../core/store';
import type { ApiAccount } from '../../domain/auth/accounts-contract';
import type { ApiApplication } from '../../domain/catalogue/contract';
import type { FinishInstallLink } from '../../domain/install/direct-install';

/**
 * Installs of the signed-in organization (§4 Install / Uninstall): the installed ids, what is in
 * progress per app, and the last error (§8 stored errors: each slice stores its error on rejection).
 * Loaded with the install chunk only, like the user slice.
 */

/** A failed call as the slice keeps it; `unauthorized` (401) ends the session through the app's effects. */
export interface InstallFailure {
  appId: string;
  message: string;
  unauthorized: boolean;
}

export type LoadStatus = 'idle' | 'pending' | 'fulfilled' | 'rejected';
export type AppActivity = 'installing' | 'uninstalling';

export interface InstallState {
  /** `product`: the agent app's per-product form of the list (§4 Loading); null: every product. */
  installed: { ids: string[]; status: LoadStatus; error: string | null; token: string | null; product: string | null };
  activity: Record<string, AppActivity>;
  error: string | null;
  /** The organization's accounts, for the owners to contact (loaded on a rights refusal). */
  accounts: { list: ApiAccount[] | null; token: string | null };
  own: { status: LoadStatus; apps: ApiApplication[]; reviewed: ApiApplication[]; error: string | null };
  /** Apps the organization asked to be told about when they are published (`POST /awaiting_apps`). */
  awaiting: string[];
  /** §4 direct install: the service's answer and the finish link, per app installed this way. */
  direct: Record<string, DirectInstallResult>;
}

export interface DirectInstallResult {
  accountStatus: string;
  message: string | null;
  finish: FinishInstallLink | null;
  /** customProps.directInstallUrlInNewTab: the vendor's continuation opens in a new tab. */
  newTab: boolean;
}

export const initialInstallState: InstallState = {
  installed: { ids: [], status: 'idle', error: null, token: null, product: null },
  activity: {},
  error: null,
  accounts: { list: null, token: null },
  own: { status: 'idle', apps: [], reviewed: [], error: null },
  awaiting: [],
  direct: {},
};

/**
 * A call of the install feature's helpers failed (the consent read, the access request); no state
 * of its own: `unauthorized` (401) ends the session through the app's effects (§8 Loading).
 */
export const installCallFailed = createAction<{ message: string; unauthorized: boolean }>('install/callFailed');

export const installSlice = createSlice({
  name: 'install',
  initialState: initialInstallState,
  reducers: {
    installedAppsRequested(state, action: PayloadAction<{ token: string; product: string | null }>) {
      state.installed = { ...state.installed, status: 'pending', error: null, ...action.payload };
    },
    installedAppsFetched(state, action: PayloadAction<string[]>) {
      state.installed.ids = action.payload;
      state.installed.status = 'fulfilled';
    },
    installedAppsFailed(state, action: PayloadAction<Omit<InstallFailure, 'appId'>>) {
      state.installed.status = 'rejected';
      state.installed.error = action.payload.message;
    },
    installStarted(state, action: PayloadAction<string>) {
      state.activity[action.payload] = 'installing';
      state.error = null;
    },
    directInstallAnswered(state, action: PayloadAction<{ appId: string; result: DirectInstallResult }>) {
      state.direct[action.payload.appId] = action.payload.result;
    },
    installFailed(state, action: PayloadAction<InstallFailure>) {
      delete state.activity[action.payload.appId];
      state.error = action.payload.message;
    },
    uninstallStarted(state, action: PayloadAction<string>) {
      state.activity[action.payload] = 'uninstalling';
      state.error = null;
    },
    uninstallFailed(state, action: PayloadAction<InstallFailure>) {
      delete state.activity[action.payload.appId];
      state.error = action.payload.message;
    },
    awaitingAppNoted(state, action: PayloadAction<string>) {
      if (!state.awaiting.includes(action.payload)) state.awaiting.push(action.payload);
      state.error = null;
    },
    awaitingAppFailed(state, action: PayloadAction<InstallFailure>) {
      state.error = action.payload.message;
    },
    accountsFetched(state, action: PayloadAction<{ token: string; list: ApiAccount[] }>) {
      state.accounts = action.payload;
    },
    ownAppsRequested(state) {
      state.own.status = 'pending';
      state.own.error = null;
    },
    ownAppsFetched(state, action: PayloadAction<{ apps: ApiApplication[]; reviewed: ApiApplication[] }>) {
      state.own = { status: 'fulfilled', error: null, ...action.payload };
    },
    ownAppsFailed(state, action: PayloadAction<Omit<InstallFailure, 'appId'>>) {
      state.own.status = 'rejected';
      state.own.error = action.payload.message;
    },
  },
  extraReducers: (builder) => {
    // This feature's own events (core/events: other features react to them).
    builder.addCase(installSucceeded, (state, action) => {
      // §4: the id is appended to the installed list.
      delete state.activity[action.payload];
      if (!state.installed.ids.includes(action.payload)) state.installed.ids.push(action.payload);
    });
    builder.addCase(uninstallSucceeded, (state, action) => {
      // §4: the id is removed from the installed list.
      delete state.activity[action.payload];
      state.installed.ids = state.installed.ids.filter((id) => id !== action.payload);
    });
    // The billing and cart features' purchase events (§4): a paid app is installed, or rolled back.
    builder.addCase(chargeSucceeded, (state, action) => {
      if (action.payload.appId && !state.installed.ids.includes(action.payload.appId))
        state.installed.ids.push(action.payload.appId);
    });
    builder.addCase(cartPurchased, (state, action) => {
      for (const { id } of action.payload.purchased) if (!state.installed.ids.includes(id)) state.installed.ids.push(id);
    });
    builder.addCase(chargeFailed, (state, action) => {
      state.installed.ids = state.installed.ids.filter((id) => id !== action.payload.appId);
    });
    builder.addMatcher(isSessionEnd, () => initialInstallState);
  },
});

export const {
  installedAppsRequested,
  installedAppsFetched,
  installedAppsFailed,
  installStarted,
  installFailed,
  directInstallAnswered,
  uninstallStarted,
  uninstallFailed,
  accountsFetched,
  awaitingAppNoted,
  awaitingAppFailed,
  ownAppsRequested,
  ownAppsFetched,
  ownAppsFailed,
} = installSlice.actions;

/** The install events are core's (other features react to them); this feature raises them. */
export { installSucceeded, uninstallSucceeded };

declare module '../../core/store' {
  export interface LazyLoadedSlices {
    install: InstallState;
  }
}

injectReducer('install', installSlice.reducer);

export type AppThunk<R> = ThunkAction<R, RootState, undefined, UnknownAction>;
