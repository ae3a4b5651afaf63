import type { Dispatch, Middleware, Observer, Reducer, Store, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { compareSlice } from '../features/compare/compare-slice';
import { notificationsSlice } from './notifications-slice';
import { createEffectsMiddleware } from './effects';

/**
 * Slices a feature adds when its chunk loads declare themselves here (module augmentation), so
 * RootState knows them, as possibly absent until injected.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

/** The slices every page needs from the first render. */
const staticReducers = {
  [notificationsSlice.reducerPath]: notificationsSlice.reducer,
  [compareSlice.reducerPath]: compareSlice.reducer,
} as { notifications: typeof notificationsSlice.reducer; compare: typeof compareSlice.reducer };

type StaticState = { [K in keyof typeof staticReducers]: ReturnType<(typeof staticReducers)[K]> };

export type RootState = StaticState & Partial<LazyLoadedSlices>;

/**
 * Every reducer of this page, static and injected. Module-wide like Redux Toolkit's combineSlices
 * was: an injection reaches every store of this page load (and of every SSR render).
 */
const reducers: Record<string, Reducer> = { ...staticReducers };

/**
 * Adds a lazily loaded feature's reducer to every store of this page (idempotent for the same
 * reducer). Its state appears with the next action; selectors read `state.<f> ?? initialState`.
 */
export function injectReducer<K extends keyof LazyLoadedSlices & string>(
  reducerPath: K,
  reducer: Reducer<LazyLoadedSlices[K]>,
): void {
  reducers[reducerPath] = reducer as Reducer;
}

/**
 * combineReducers over the current set: the same state object back when no slice changed. Keys
 * without a reducer yet (a lazy slice preloaded before its chunk loaded) are kept as they are.
 */
function rootReducer(state: Record<string, unknown> = {}, action: UnknownAction): Record<string, unknown> {
  let next = state;
  for (const key in reducers) {
    const before = state[key];
    const after = reducers[key](before, action);
    if (after !== before) {
      if (next === state) next = { ...state };
      next[key] = after;
    }
  }
  return next;
}

export type AppDispatch = ThunkDispatch<RootState, undefined, UnknownAction> & Dispatch<UnknownAction>;
export type AppStore = Store<RootState, UnknownAction> & { dispatch: AppDispatch };

const observableKey: typeof Symbol.observable =
  (typeof Symbol === 'function' && Symbol.observable) || ('@@observable' as unknown as typeof Symbol.observable);

/**
 * One store per page load (and per SSR render / test), optionally pre-filled.
 *
 * A few lines instead of Redux Toolkit's configureStore + combineSlices, which ship Redux's
 * createStore, applyMiddleware, compose, the thunk middleware and combineSlices' proxies in every
 * page's first-load JS. Same contract for the code using it: thunks (`dispatch(fn)` calls
 * `fn(dispatch, getState)`), the effects middleware sees every action after the reducers, and
 * injected reducers join on the next action. Not included: the Redux DevTools extension hook and
 * the development-only immutability / serializability checks (README, "The store template").
 */
export function makeStore(preloadedState?: Partial<RootState>): AppStore {
  let current: Reducer = rootReducer;
  let state = preloadedState as RootState | undefined;
  const listeners = new Set<() => void>();
  let dispatching = false;

  const base = (action: UnknownAction): UnknownAction => {
    if (dispatching) throw new Error('Reducers may not dispatch actions.');
    dispatching = true;
    try {
      state = current(state, action) as RootState;
    } finally {
      dispatching = false;
    }
    for (const listener of Array.from(listeners)) listener();
    return action;
  };

  const getState = () => state as RootState;
  const subscribe = (listener: () => void) => {
    const own = () => listener();
    listeners.add(own);
    return () => {
      listeners.delete(own);
    };
  };

  // Thunks first: a function never reaches the effects or the reducers.
  const middlewares: Middleware[] = [createEffectsMiddleware()];
  const api = {
    getState,
    dispatch: ((action: unknown) => dispatch(action as UnknownAction)) as AppDispatch,
  };
  const chain = middlewares.reduceRight<(action: unknown) => unknown>(
    (next, middleware) => middleware(api)(next),
    base as (action: unknown) => unknown,
  );
  const dispatch = ((action: unknown) =>
    typeof action === 'function' ? action(api.dispatch, getState, undefined) : chain(action)) as AppDispatch;

  base({ type: '@@app/INIT' });

  return {
    dispatch,
    getState,
    subscribe,
    replaceReducer(next: Reducer) {
      current = next;
      base({ type: '@@app/REPLACE' });
    },
    [observableKey]() {
      return {
        subscribe(observer: Partial<Observer<RootState>>) {
          const emit = () => observer.next?.(getState());
          emit();
          return { unsubscribe: subscribe(emit) };
        },
        [observableKey]() {
          return this;
        },
      };
    },
  } as AppStore;
}
