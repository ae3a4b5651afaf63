import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { compareSlice } from '../features/compare/compare-slice';
import { notificationsSlice } from '../features/notifications/notifications-slice';

const rootReducer = combineReducers({
  [notificationsSlice.name]: notificationsSlice.reducer,
  [compareSlice.name]: compareSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** One store per page load (and per SSR render / test), optionally pre-filled. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
