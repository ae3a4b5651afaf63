import { createSlice, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import { compareCleared } from '../features/compare/compare-slice';
import { addEffect } from './effects';
import { notificationShown } from './notifications-slice';
import { injectReducer, makeStore } from './store';

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

describe('makeStore', () => {
  it('starts with the static slices', () => {
    const state = makeStore().getState();
    expect(state.notifications).toEqual({ items: [] });
    expect(state.compare).toEqual({ items: [], restored: false, limitHits: 0, pageOpen: false });
  });

  it('keeps preloaded state, including a lazy slice not injected yet', () => {
    const store = makeStore({ storeTestCounter: { count: 5 } });
    store.dispatch({ type: 'unrelated' });
    expect(store.getState().storeTestCounter).toEqual({ count: 5 });
  });

  it('returns the same state object when no slice changed', () => {
    const store = makeStore();
    const before = store.getState();
    store.dispatch({ type: 'unrelated' });
    expect(store.getState()).toBe(before);
    store.dispatch(notificationShown({ kind: 'info', content: 'Hi' }));
    expect(store.getState()).not.toBe(before);
    expect(store.getState().compare).toBe(before.compare);
  });

  it('notifies subscribers after each action until they unsubscribe', () => {
    const store = makeStore();
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    store.dispatch(compareCleared());
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.dispatch(compareCleared());
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
    store.dispatch(compareCleared());
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
