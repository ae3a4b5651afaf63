import type { RootState } from './store';

/**
 * Whether the marketplace runs inside the host's agent app (§2 Navigation behaviour): some notices
 * are the host's to show there (§4 Install). The hook point of the agent-app mode: it answers false
 * until that mode keeps its state in the store, and only this selector changes then.
 */
export const selectAgentAppMode = (state: RootState): boolean =>
  (state as RootState & { agentApp?: { active?: boolean } }).agentApp?.active === true;
