import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { injectReducer, type RootState } from '../../core/store';
import type { ApiRatingSummary } from '../../domain/catalogue/contract';

/** Why a call failed, as the slice keeps it; `status` 401 lets the session effect sign the user out. */
export interface RatingFailure {
  appId: string;
  message: string;
  status: number | null;
}

export type RatingStatus = 'idle' | 'pending' | 'fulfilled' | 'rejected';

export interface RatingsState {
  /** The send of the rating form, per app. */
  status: Record<string, RatingStatus>;
  /** §8 stored errors: the last failure per app, cleared on the next try. */
  error: Record<string, string | null>;
  /** The HTTP status of that failure (403: the organization has not installed the app). */
  errorStatus: Record<string, number | null>;
  /** Summaries read at run time (newer than the build's), per app. */
  summaries: Record<string, ApiRatingSummary>;
}

const initialState: RatingsState = { status: {}, error: {}, errorStatus: {}, summaries: {} };

export const ratingsSlice = createSlice({
  name: 'ratings',
  initialState,
  reducers: {
    ratingSent(state, action: PayloadAction<string>) {
      state.status[action.payload] = 'pending';
      state.error[action.payload] = null;
      state.errorStatus[action.payload] = null;
    },
    appRated(state, action: PayloadAction<string>) {
      state.status[action.payload] = 'fulfilled';
    },
    ratingFailed(state, action: PayloadAction<RatingFailure>) {
      state.status[action.payload.appId] = 'rejected';
      state.error[action.payload.appId] = action.payload.message;
      state.errorStatus[action.payload.appId] = action.payload.status;
    },
    ratingSummaryLoaded(state, action: PayloadAction<{ appId: string; summary: ApiRatingSummary }>) {
      state.summaries[action.payload.appId] = action.payload.summary;
    },
  },
});

export const { ratingSent, appRated, ratingFailed, ratingSummaryLoaded } = ratingsSlice.actions;

declare module '../../core/store' {
  export interface LazyLoadedSlices {
    ratings: RatingsState;
  }
}

// Injected with the rating form's chunk, never in a page's first-load JS.
injectReducer('ratings', ratingsSlice.reducer);

const selectRatings = (state: RootState): RatingsState => state.ratings ?? initialState;
export const selectRatingStatus = (state: RootState, appId: string): RatingStatus => selectRatings(state).status[appId] ?? 'idle';
export const selectRatingError = (state: RootState, appId: string): string | null => selectRatings(state).error[appId] ?? null;
export const selectRatingErrorStatus = (state: RootState, appId: string): number | null =>
  selectRatings(state).errorStatus[appId] ?? null;
export const selectLiveSummary = (state: RootState, appId: string): ApiRatingSummary | null =>
  selectRatings(state).summaries[appId] ?? null;
