import { createSlice, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import { addEffect } from './effects';
import { notificationShown } from './notifications-slice';
import { createPlainSlice } from './plain-slice';
import { injectReducer, makeStore, type AppStore, type StaticReducers } from './store';

interface CounterState {
  count: number;
}

declare module './store' {
  interface LazyLoadedSlices {
    storeTestCounter: CounterState;
  }
}

const counterSlice = createSlice({
  name: 'storeTestCounter',
  initialState: { count: 0 } as CounterState,
  reducers: {
    added(state, action: PayloadAction<number>) {
      state.count += action.payload;
    },
  },
});

/** A feature's slice every page needs from the first render, as the shell passes one in. */
const staticSlice = createPlainSlice({
  name: 'storeTestStatic',
  initialState: { opened: 0 },
  reducers: { opened: (state: { opened: number }) => ({ opened: state.opened + 1 }) },
});
const withStatic = () => makeStore(undefined, { storeTestStatic: staticSlice.reducer } as Partial<StaticReducers>);
const staticOf = (store: AppStore) => (store.getState() as unknown as Record<string, unknown>).storeTestStatic;

describe('makeStore', () => {
  it("starts with core's slice and the static slices passed in", () => {
    const store = withStatic();
    expect(store.getState().notifications).toEqual({ items: [] });
    expect(staticOf(store)).toEqual({ opened: 0 });
    expect(staticOf(makeStore())).toBeUndefined();
    store.dispatch(staticSlice.actions.opened());
    expect(staticOf(store)).toEqual({ opened: 1 });
  });

  it('keeps preloaded state, including a lazy slice not injected yet', () => {
    const store = makeStore({ storeTestCounter: { count: 5 } });
    store.dispatch({ type: 'unrelated' });
    expect(store.getState().storeTestCounter).toEqual({ count: 5 });
  });

  it('returns the same state object when no slice changed', () => {
    const store = withStatic();
    const before = store.getState();
    store.dispatch({ type: 'unrelated' });
    expect(store.getState()).toBe(before);
    store.dispatch(notificationShown({ kind: 'info', content: 'Hi' }));
    expect(store.getState()).not.toBe(before);
    expect(staticOf(store)).toBe((before as unknown as Record<string, unknown>).storeTestStatic);
  });

  it('notifies subscribers after each action until they unsubscribe', () => {
    const store = makeStore();
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    store.dispatch(staticSlice.actions.opened());
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.dispatch(staticSlice.actions.opened());
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('runs thunks with dispatch and getState, returning their result', () => {
    const store = makeStore();
    const result = store.dispatch((dispatch, getState) => {
      dispatch(notificationShown({ kind: 'success', content: 'Done' }));
      return getState().notifications.items.length;
    });
    expect(result).toBe(1);
  });

  it('lets effects see every action after the reducers, with thunks dispatching through them', () => {
    const store = makeStore();
    const seen: Array<[string, number]> = [];
    const remove = addEffect(store.dispatch, (action: UnknownAction, api) =>
      seen.push([action.type, api.getState().notifications.items.length]),
    );
    store.dispatch((dispatch) => dispatch(notificationShown({ kind: 'info', content: 'A' })));
    expect(seen).toEqual([['notifications/notificationShown', 1]]);
    remove();
    store.dispatch(staticSlice.actions.opened());
    expect(seen).toHaveLength(1);
  });

  it('adds an injected reducer to existing and new stores, with its state from the next action', () => {
    const existing = makeStore();
    expect(existing.getState().storeTestCounter).toBeUndefined();
    injectReducer('storeTestCounter', counterSlice.reducer);
    injectReducer('storeTestCounter', counterSlice.reducer);
    existing.dispatch(counterSlice.actions.added(2));
    expect(existing.getState().storeTestCounter).toEqual({ count: 2 });
    expect(makeStore().getState().storeTestCounter).toEqual({ count: 0 });
  });

  it('refuses a dispatch from inside a reducer', () => {
    const store = makeStore();
    store.replaceReducer(((state: unknown, action: UnknownAction) => {
      if (action.type === 'nested') store.dispatch({ type: 'inner' });
      return state ?? {};
    }) as Parameters<typeof store.replaceReducer>[0]);
    expect(() => store.dispatch({ type: 'nested' })).toThrow('Reducers may not dispatch actions.');
  });
});
