import { statSync } from 'node:fs';
import path from 'node:path';

/**
 * How many worker processes Gatsby gives page queries and HTML rendering (and terser/CSS
 * minification): it starts GATSBY_CPU_COUNT − 1 of them, GATSBY_CPU_COUNT defaulting to the
 * physical core count. On a 2-core machine that is one worker, so the heaviest phases of a large
 * build ran on one core while the main process, waiting on it, left the other idle. One worker per
 * core instead (the main process only hands out work in those phases), as many as fit in the
 * workers' memory budget. An explicit GATSBY_CPU_COUNT is kept.
 */
export function buildCpuCount(env: NodeJS.ProcessEnv, cores: number, applicationsFileBytes?: number): string {
  const given = env.GATSBY_CPU_COUNT?.trim();
  if (given) return given;
  const perCore = Math.max(1, cores);
  const fit =
    applicationsFileBytes === undefined
      ? perCore
      : Math.max(1, Math.floor(WORKERS_MEMORY_BUDGET_MB / queryWorkerPeakMb(applicationsFileBytes)));
  return String(Math.min(perCore, fit) + 1);
}

/**
 * What the workers may hold together at their peak (running page queries). With the main process
 * (~1.2 GB at 20,000 apps, most of it the webpack builds) the whole build stays within 3 GB.
 */
const WORKERS_MEMORY_BUDGET_MB = 1536;

/**
 * A query worker's peak RSS grows with the catalogue it reads nodes of: measured ~830 MB at 20,000
 * apps (an 80 MB applications file), ~330 MB at 2,000 (8 MB). Estimated a little high: 300 MB plus
 * 7.5 times the file. Two workers fit up to ~16,000 apps; above that one does (that build takes
 * ~30% longer: 173 s instead of 132 s at 20,000 apps, within its 4 minutes). A catalogue sourced
 * from the API has no file to measure here: one worker per core, as before.
 */
export function queryWorkerPeakMb(applicationsFileBytes: number): number {
  return 300 + (7.5 * applicationsFileBytes) / 2 ** 20;
}

/** The bundled catalogue's applications file size, or undefined when the catalogue comes from the API. */
export function applicationsFileBytes(env: NodeJS.ProcessEnv, dataDir: string): number | undefined {
  if (env.GATSBY_API_URL) return undefined;
  try {
    return statSync(path.join(dataDir, 'applications.json')).size;
  } catch {
    return undefined;
  }
}
