import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { HostMode } from '../../core/host-mode';
import { injectReducer } from '../../core/store';
import type { InboundMessage } from './messages';

/** The host mode (core/host-mode), held here: injected when the bridge starts, after hydration. */
export type { HostMode };

export interface HostState {
  mode: HostMode;
  /** The trusted parent's origin once it spoke. */
  parentOrigin: string | null;
}

export const initialHostState: HostState = { mode: 'pending', parentOrigin: null };

export const hostSlice = createSlice({
  name: 'host',
  initialState: initialHostState,
  reducers: {
    hostModeDecided(state, action: PayloadAction<{ mode: Exclude<HostMode, 'pending'>; parentOrigin: string | null }>) {
      state.mode = action.payload.mode;
      state.parentOrigin = action.payload.parentOrigin;
    },
  },
});

export const { hostModeDecided } = hostSlice.actions;

/** A well-formed message from the trusted parent (§4 received). src/app wires each to its slice. */
export const hostMessageReceived = createAction<InboundMessage>('host/messageReceived');

/**
 * The host's requests other features react to are core's events (core/events): `cart_updated`
 * carries the host's cart, `refresh_cart` and `refresh_subscription_info` ask for a reload.
 */
export { cartUpdatedByHost, cartRefreshRequested, subscriptionRefreshRequested } from '../../core/events';

declare module '../../core/store' {
  export interface LazyLoadedSlices {
    host: HostState;
  }
}

injectReducer('host', hostSlice.reducer);
