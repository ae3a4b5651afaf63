import type { PayloadActionCreator, PrepareAction } from '@reduxjs/toolkit';

/**
 * Redux Toolkit's `createAction` and `nanoid`, for the code in every page's first-load JS (the
 * store, effects, notifications, compare). Importing anything at run time from '@reduxjs/toolkit'
 * there ships its whole module with Immer (~6 KB gzip), since module-level code in it keeps them.
 * Same behaviour and types: `creator(payload)`, `creator.type`, `creator.match(action)`, an
 * optional prepare callback. Lazily loaded features keep using Redux Toolkit directly.
 */
export function createAction<P = void, T extends string = string>(type: T): PayloadActionCreator<P, T>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same signature as Redux Toolkit's
export function createAction<PA extends PrepareAction<any>, T extends string = string>(
  type: T,
  prepareAction: PA,
): PayloadActionCreator<ReturnType<PA>['payload'], T, PA>;
export function createAction(type: string, prepareAction?: PrepareAction<unknown>): unknown {
  function actionCreator(...args: unknown[]) {
    if (prepareAction) {
      const { payload, ...rest } = prepareAction(...args);
      return { type, payload, ...rest };
    }
    return { type, payload: args[0] };
  }
  actionCreator.type = type;
  actionCreator.toString = () => type;
  actionCreator.match = (action: unknown) =>
    typeof action === 'object' && action !== null && (action as { type?: unknown }).type === type;
  return actionCreator;
}

const ALPHABET = 'useandom-26T198340PX75pxJACKVERYMINDBUSHWOLF_GQZbfghjklqvwyzrict';

/** A 21-character random id (not for security), as Redux Toolkit's `nanoid`. */
export function nanoid(size = 21): string {
  let id = '';
  for (let i = 0; i < size; i++) id += ALPHABET[(Math.random() * 64) | 0];
  return id;
}
