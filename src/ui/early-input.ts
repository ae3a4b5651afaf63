import { EARLY_INPUT_GLOBAL } from '../build/early-input-script';

declare global {
  interface Window {
    [EARLY_INPUT_GLOBAL]?: { release(): void; pending(): number };
  }
}

/**
 * The page has hydrated: the presses the head's early-input script (src/build/early-input-script.ts)
 * took before now are replayed, in order, on their hydrated controls.
 */
export function releaseEarlyInput(): void {
  if (typeof window !== 'undefined') window[EARLY_INPUT_GLOBAL]?.release();
}
