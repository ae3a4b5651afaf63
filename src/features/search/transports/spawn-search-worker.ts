import type { EngineWorker } from './worker-transport';

/**
 * Starts the search worker (webpack bundles ../engine/search-worker.ts as its own script from
 * this expression). Kept apart: only browsers with workers load it.
 */
export function spawnSearchWorker(): EngineWorker {
  return new Worker(new URL('../engine/search-worker.ts', import.meta.url), { name: 'search' });
}
