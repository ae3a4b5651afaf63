import type { AppDispatch, Effect } from './store';
import { effectAdded } from './store';

/**
 * Cross-feature effects (architecture: features never reach into each other): a feature adds an
 * effect when it loads, and the effect sees every action after the reducers. E.g. the auth feature
 * turns any call answered 401 into a sign-out. A few lines instead of RTK's listener middleware,
 * which would cost every page ~1.7 KB gzip of first-load JS for the same job here. The middleware
 * itself is the store's (store.ts), so the two modules do not import each other.
 */
export type { Effect };

/** Adds an effect to the store behind `dispatch`; returns its removal. */
export function addEffect(dispatch: AppDispatch, effect: Effect): () => void {
  return dispatch(effectAdded(effect)) as unknown as () => void;
}
