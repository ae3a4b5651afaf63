import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { ApiError, UNEXPECTED_ERROR } from '../../api-client/http';
import { isSessionEnd, subscriptionRefreshRequested } from '../../core/events';
import type { AppThunk } from '../../core/hooks';
import { injectReducer, type RootState } from '../../core/store';
import {
  appSubscriptionStatus,
  isOneTimePurchase,
  subscriptionFactsOf,
  type AppSubscriptionStatus,
} from '../../domain/billing/app-subscription';
import { readAppCharges } from './app-charges';
import { selectSessionUser } from './billing-selectors';

/**
 * §4 App subscription status of the signed-in organization's installed paid apps, read from each
 * app's recurrent charges. Its own small slice (not the checkout's billing slice): it loads with the
 * app page's status line only. A failed read is stored (§8 stored errors) and shows no status.
 */

export interface AppSubscriptionEntry {
  status: 'loading' | 'loaded' | 'failed';
  value: AppSubscriptionStatus | null;
  /** The status comes from a one-time purchase (a direct charge), worded as bought. */
  oneTime: boolean;
  error: string | null;
  /** The read whose answer counts: an older answer arriving late is ignored. */
  seq: number;
}

export interface AppSubscriptionsState {
  byApp: Record<string, AppSubscriptionEntry>;
  /** Goes up when the host asks for fresh subscription info: shown statuses are read again. */
  generation: number;
}

export const initialAppSubscriptionsState: AppSubscriptionsState = { byApp: {}, generation: 0 };

type Read = { appId: string; seq: number };

export const appSubscriptionsSlice = createSlice({
  name: 'appSubscriptions',
  initialState: initialAppSubscriptionsState,
  reducers: {
    appSubscriptionRequested(state, action: PayloadAction<Read>) {
      const { appId, seq } = action.payload;
      const before = state.byApp[appId];
      // A status already shown stays while it is read again (no flicker on a refresh).
      state.byApp[appId] = {
        status: before?.status === 'loaded' ? 'loaded' : 'loading',
        value: before?.value ?? null,
        oneTime: before?.oneTime ?? false,
        error: null,
        seq,
      };
    },
    appSubscriptionRead(state, action: PayloadAction<Read & { value: AppSubscriptionStatus; oneTime?: boolean }>) {
      const { appId, seq, value, oneTime = false } = action.payload;
      if (state.byApp[appId]?.seq !== seq) return;
      state.byApp[appId] = { status: 'loaded', value, oneTime, error: null, seq };
    },
    /** `unauthorized`: answered 401, which ends the session (§8 Loading, the shell's session effects). */
    appSubscriptionFailed(state, action: PayloadAction<Read & { message: string; unauthorized: boolean }>) {
      const { appId, seq, message } = action.payload;
      if (state.byApp[appId]?.seq !== seq) return;
      state.byApp[appId] = { status: 'failed', value: null, oneTime: false, error: message, seq };
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(subscriptionRefreshRequested, (state) => {
        state.generation += 1;
      })
      .addMatcher(isSessionEnd, () => initialAppSubscriptionsState);
  },
});

export const { appSubscriptionRequested, appSubscriptionRead, appSubscriptionFailed } = appSubscriptionsSlice.actions;

export const selectAppSubscriptions = (state: RootState): AppSubscriptionsState =>
  state.appSubscriptions ?? initialAppSubscriptionsState;

let reads = 0;

/**
 * The app's charges of both kinds (app-charges.ts), every status, since the rule needs the
 * cancelled, frozen and failed ones too. The order of a charge is the app id, as the checkout's
 * create-charge and the uninstall's cancel use it. An answer that is not a list of charges (`{}`,
 * `null`, a text) is a failed read: no status is guessed from it.
 */
export const loadAppSubscription =
  (appId: string): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    const user = selectSessionUser(getState());
    if (!user) return;
    reads += 1;
    const seq = reads;
    dispatch(appSubscriptionRequested({ appId, seq }));
    try {
      const charges = await readAppCharges(user.token, appId);
      const value = appSubscriptionStatus(subscriptionFactsOf(charges));
      dispatch(appSubscriptionRead({ appId, seq, value, oneTime: isOneTimePurchase(charges) }));
    } catch (error) {
      dispatch(
        appSubscriptionFailed({
          appId,
          seq,
          message: error instanceof ApiError ? error.message : UNEXPECTED_ERROR,
          unauthorized: error instanceof ApiError && error.kind === 'unauthorized',
        }),
      );
    }
  };

declare module '../../core/store' {
  export interface LazyLoadedSlices {
    appSubscriptions: AppSubscriptionsState;
  }
}

injectReducer('appSubscriptions', appSubscriptionsSlice.reducer);
