import type { RootState } from '../../core/store';
import { initialCartState, type CartState } from './cart-slice';

/** Absent until the slice is injected: read as the initial state then. */
export const selectCartState = (state: RootState): CartState => state.cart ?? initialCartState;
export { selectSessionKnown, selectSessionUser } from '../../core/session';
