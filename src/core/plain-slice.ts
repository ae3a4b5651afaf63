import type { PayloadAction, PayloadActionCreator, UnknownAction } from '@reduxjs/toolkit';
import { createAction } from './action';

/**
 * A slice without Immer, for the few slices every page's first-load JS carries (notifications,
 * compare): `createSlice` ships Immer (~5 KB gzip) with it. Case reducers return the next state;
 * `patch` keeps the same object when nothing changes, as Immer would. Lazily loaded slices keep
 * using `createSlice` (their chunk pays for it).
 */
type CaseReducers<S> = Record<string, (state: S, action: PayloadAction<never>) => S>;

type ActionsOf<S, R extends CaseReducers<S>> = {
  [K in keyof R]: R[K] extends (state: S) => S
    ? PayloadActionCreator<void, string>
    : R[K] extends (state: S, action: PayloadAction<infer P>) => S
      ? PayloadActionCreator<P, string>
      : never;
};

export interface PlainSlice<S, R extends CaseReducers<S>, N extends string> {
  name: N;
  reducerPath: N;
  reducer: (state: S | undefined, action: UnknownAction) => S;
  actions: ActionsOf<S, R>;
  getInitialState: () => S;
}

export function createPlainSlice<S, R extends CaseReducers<S>, N extends string>(options: {
  name: N;
  initialState: S;
  reducers: R;
}): PlainSlice<S, R, N> {
  const { name, initialState, reducers } = options;
  const actions = {} as Record<string, PayloadActionCreator<unknown, string>>;
  const byType = new Map<string, (state: S, action: PayloadAction<never>) => S>();
  for (const key of Object.keys(reducers)) {
    const type = `${name}/${key}`;
    actions[key] = createAction(type);
    byType.set(type, reducers[key]);
  }
  return {
    name,
    reducerPath: name,
    reducer(state = initialState, action) {
      const caseReducer = byType.get(action.type);
      return caseReducer ? caseReducer(state, action as PayloadAction<never>) : state;
    },
    actions: actions as ActionsOf<S, R>,
    getInitialState: () => initialState,
  };
}

/** `{ ...state, ...changes }`, or `state` itself when every change is already there. */
export function patch<S extends object>(state: S, changes: Partial<S>): S {
  for (const key in changes) if (changes[key] !== state[key]) return { ...state, ...changes };
  return state;
}
