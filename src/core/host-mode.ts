import type { RootState } from './store';

/**
 * How the site runs (§1): `standalone` (not framed), `iframe` (framed by a page that did not answer
 * the handshake: a partner, or an untrusted page), or `agent-app` (a trusted host answered within
 * 3000 ms). `pending` until the handshake ends. The host feature's slice holds it.
 */
export type HostMode = 'pending' | 'standalone' | 'iframe' | 'agent-app';

/**
 * How the site runs (§1), as any feature may read it without importing the host feature (whose
 * slice arrives after hydration: until then, and when not framed, a normal page).
 */
export const selectHostMode = (state: RootState): HostMode => state.host?.mode ?? 'pending';

/** Agent-app mode: a trusted host answered the handshake within 3000 ms. */
export const selectIsAgentApp = (state: RootState): boolean => state.host?.mode === 'agent-app';

let agentAppNow = false;

/**
 * The same, for code outside React and the store's reach (the search client reads it at each
 * search). Set by the host wiring when the handshake ends.
 */
export const isAgentAppNow = (): boolean => agentAppNow;

export function agentAppModeDecided(value: boolean): void {
  agentAppNow = value;
}
