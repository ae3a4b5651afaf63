import { createAction as rtkCreateAction } from '@reduxjs/toolkit';
import { createAction, nanoid } from './action';
import { createPlainSlice, patch } from './plain-slice';

describe('createAction', () => {
  it('makes the same actions as Redux Toolkit, with type and match', () => {
    const ours = createAction<number>('counter/added');
    const theirs = rtkCreateAction<number>('counter/added');
    expect(ours(2)).toEqual(theirs(2));
    expect(ours.type).toBe('counter/added');
    expect(String(ours)).toBe('counter/added');
    expect(ours.match({ type: 'counter/added', payload: 1 })).toBe(true);
    expect(ours.match({ type: 'counter/removed' })).toBe(false);
    expect(ours.match(null)).toBe(false);
    expect(ours.match(() => undefined)).toBe(false);
  });

  it('applies a prepare callback, keeping meta and error', () => {
    const prepared = createAction('x/y', (text: string) => ({ payload: text.length, meta: 'm', error: true }));
    expect(prepared('abc')).toEqual({ type: 'x/y', payload: 3, meta: 'm', error: true });
  });

  it('has no payload for an action without one', () => {
    expect(createAction('x/z')()).toEqual({ type: 'x/z', payload: undefined });
  });
});

describe('nanoid', () => {
  it('makes 21 url-safe characters, different each time', () => {
    const ids = new Set(Array.from({ length: 100 }, () => nanoid()));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{21}$/);
  });
});

describe('createPlainSlice', () => {
  const slice = createPlainSlice({
    name: 'counter',
    initialState: { count: 0, label: 'a' },
    reducers: {
      added: (state: { count: number; label: string }, action: { type: string; payload: number }) => ({
        ...state,
        count: state.count + action.payload,
      }),
      labelled: (state: { count: number; label: string }, action: { type: string; payload: string }) =>
        patch(state, { label: action.payload }),
      reset: (state: { count: number; label: string }) => patch(state, { count: 0 }),
    },
  });

  it('starts from the initial state and ignores other actions', () => {
    const state = slice.reducer(undefined, { type: 'other' });
    expect(state).toEqual({ count: 0, label: 'a' });
    expect(slice.reducer(state, { type: 'other' })).toBe(state);
    expect(slice.getInitialState()).toEqual(state);
    expect(slice.reducerPath).toBe('counter');
  });

  it('names actions "<slice>/<case>" and runs their case reducer', () => {
    expect(slice.actions.added(3)).toEqual({ type: 'counter/added', payload: 3 });
    expect(slice.reducer(undefined, slice.actions.added(3)).count).toBe(3);
    expect(slice.actions.reset()).toEqual({ type: 'counter/reset', payload: undefined });
  });

  it('keeps the same state object when a patch changes nothing', () => {
    const state = slice.reducer(undefined, { type: 'init' });
    expect(slice.reducer(state, slice.actions.labelled('a'))).toBe(state);
    expect(slice.reducer(state, slice.actions.reset())).toBe(state);
    expect(slice.reducer(state, slice.actions.labelled('b'))).toEqual({ count: 0, label: 'b' });
  });
});
