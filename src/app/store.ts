import { combineReducers, configureStore, type Reducer } from '@reduxjs/toolkit';
import { compareSlice } from '../features/compare/compare-slice';
import { notificationsSlice } from './notifications/notifications-slice';
import { createEffectsMiddleware } from './effects';

/**
 * Slices every page needs from the first render. Features loaded later (the signed-in user, which
 * arrives with the header's account chunk) add theirs with injectReducer and declare them in
 * LazyLoadedSlices, so RootState knows them (as possibly absent until their first action).
 */
const staticReducers = {
  [notificationsSlice.name]: notificationsSlice.reducer,
  [compareSlice.name]: compareSlice.reducer,
};

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

const lazyReducers: Record<string, Reducer> = {};
let combined = combineReducers(staticReducers);

/** Adds a lazily loaded feature's reducer (once; idempotent) to every store of this page. */
export function injectReducer(key: keyof LazyLoadedSlices & string, reducer: Reducer): void {
  if (lazyReducers[key] === reducer) return;
  lazyReducers[key] = reducer;
  combined = combineReducers({ ...staticReducers, ...lazyReducers });
}

export type RootState = ReturnType<typeof combined> & Partial<LazyLoadedSlices>;

const rootReducer: Reducer<RootState> = (state, action) => combined(state, action) as RootState;

/** One store per page load (and per SSR render / test), optionally pre-filled. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) => getDefault().prepend(createEffectsMiddleware()),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
