import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { injectReducer } from '../../core/store';
import type { InboundMessage } from './messages';

/**
 * How the site runs (§1): `standalone` (not framed), `iframe` (framed by a page that did not answer
 * the handshake: a partner, or an untrusted page), or `agent-app` (a trusted host answered within
 * 3000 ms). `pending` until the handshake ends. Injected when the bridge starts, after hydration.
 */
export type HostMode = 'pending' | 'standalone' | 'iframe' | 'agent-app';

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
 * Plain actions for features that land later (cart): they match these by type, as features do not
 * import each other. `cart_updated` carries the host's cart; `refresh_cart` asks for a reload.
 */
export const cartUpdatedByHost = createAction<{ cart: Record<string, unknown> }>('host/cartUpdatedByHost');
export const cartRefreshRequested = createAction('host/cartRefreshRequested');
export const subscriptionRefreshRequested = createAction('host/subscriptionRefreshRequested');

declare module '../../core/store' {
  export interface LazyLoadedSlices {
    host: HostState;
  }
}

injectReducer('host', hostSlice.reducer);
