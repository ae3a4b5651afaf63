import type { Dispatch, Middleware, Observer, Reducer, Store, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { notificationsSlice } from './notifications-slice';
import { createAction } from './action';

/**
 * Slices a feature adds when its chunk loads declare themselves here (module augmentation), so
 * RootState knows them, as possibly absent until injected.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

/**
 * Slices of features that every page needs from the first render (the compare tray) declare
 * themselves here; the shell passes their reducers to makeStore (core imports no feature).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface StaticSlices {}

export type StaticReducers = { [K in keyof StaticSlices]: Reducer<StaticSlices[K]> };

/** Core's own slice, in every store. */
const coreReducers = { [notificationsSlice.reducerPath]: notificationsSlice.reducer } as {
  notifications: typeof notificationsSlice.reducer;
};

type CoreState = { [K in keyof typeof coreReducers]: ReturnType<(typeof coreReducers)[K]> };

export type RootState = CoreState & StaticSlices & Partial<LazyLoadedSlices>;

/**
 * The injected reducers of this page. Module-wide like Redux Toolkit's combineSlices was: an
 * injection reaches every store of this page load (and of every SSR render).
 */
const reducers: Record<string, Reducer> = { ...coreReducers };

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
 * combineReducers over a store's static reducers, then the current injected set: the same state
 * object back when no slice changed. Keys without a reducer yet (a lazy slice preloaded before its
 * chunk loaded) are kept as they are.
 */
function reduceWith(current: Record<string, Reducer>, state: Record<string, unknown>, action: UnknownAction) {
  let next = state;
  for (const key in current) {
    const before = state[key];
    const after = current[key](before, action);
    if (after !== before) {
      if (next === state) next = { ...state };
      next[key] = after;
    }
  }
  return next;
}

const rootReducerOver =
  (own: Record<string, Reducer>): Reducer =>
  (state: Record<string, unknown> = {}, action: UnknownAction) =>
    reduceWith(reducers, reduceWith(own, state, action), action);

/** A reaction to every action, after the reducers (added with effects.ts addEffect). */
export type Effect = (action: UnknownAction, api: { dispatch: AppDispatch; getState: () => RootState }) => void;

export const effectAdded = createAction<Effect>('app/effectAdded');

/** One per store: its own set of effects. */
function createEffectsMiddleware(): Middleware {
  const effects = new Set<Effect>();
  return (api) => (next) => (action) => {
    // Handled here, before any other middleware sees a function in a payload.
    if (effectAdded.match(action)) {
      effects.add(action.payload);
      return () => effects.delete(action.payload);
    }
    const result = next(action);
    for (const effect of effects) effect(action as UnknownAction, api as Parameters<Effect>[1]);
    return result;
  };
}

export type AppDispatch = ThunkDispatch<RootState, undefined, UnknownAction> & Dispatch<UnknownAction>;
export type AppStore = Store<RootState, UnknownAction> & { dispatch: AppDispatch };

const observableKey: typeof Symbol.observable =
  (typeof Symbol === 'function' && Symbol.observable) || ('@@observable' as unknown as typeof Symbol.observable);

/**
 * One store per page load (and per SSR render / test), optionally pre-filled, with the static
 * slices the shell passes in (src/app/site-store.ts; a test passes those it needs).
 *
 * A few lines instead of Redux Toolkit's configureStore + combineSlices, which ship Redux's
 * createStore, applyMiddleware, compose, the thunk middleware and combineSlices' proxies in every
 * page's first-load JS. Same contract for the code using it: thunks (`dispatch(fn)` calls
 * `fn(dispatch, getState)`), the effects middleware sees every action after the reducers, and
 * injected reducers join on the next action. Not included: the Redux DevTools extension hook and
 * the development-only immutability / serializability checks (README, "The store template").
 */
export function makeStore(preloadedState?: Partial<RootState>, staticReducers: Partial<StaticReducers> = {}): AppStore {
  let current: Reducer = rootReducerOver(staticReducers as Record<string, Reducer>);
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
