/**
 * How many worker processes Gatsby gives page queries and HTML rendering (and terser/CSS
 * minification): it starts GATSBY_CPU_COUNT − 1 of them, GATSBY_CPU_COUNT defaulting to the
 * physical core count. On a 2-core machine that is one worker, so the heaviest phases of a large
 * build ran on one core while the main process, waiting on it, left the other idle. One worker per
 * core instead (the main process only hands out work in those phases). An explicit
 * GATSBY_CPU_COUNT is kept.
 */
export function buildCpuCount(env: NodeJS.ProcessEnv, cores: number): string {
  const given = env.GATSBY_CPU_COUNT?.trim();
  if (given) return given;
  return String(Math.max(1, cores) + 1);
}

/** The old-space limit of each build worker, MB: enough for a page's query or HTML, far under what V8 lets a heap grow to. */
export const BUILD_WORKER_HEAP_MB = 512;

/**
 * NODE_OPTIONS for the processes the build starts from here on (the query and HTML workers, the
 * minifiers): a heap limit, unless one is set. Without it V8 lets each worker's heap grow towards
 * its default limit (a quarter of the machine's memory) before collecting in earnest, and with
 * 20,000 pages each query worker sat at 800-900 MB, most of it garbage, which put the build's
 * process tree near 3 GB. The main process started before this and keeps its own limit.
 */
export function buildWorkerNodeOptions(env: NodeJS.ProcessEnv, heapMb = BUILD_WORKER_HEAP_MB): string {
  const given = env.NODE_OPTIONS?.trim() ?? '';
  if (/--max-old-space-size/.test(given)) return given;
  return [given, `--max-old-space-size=${heapMb}`].filter(Boolean).join(' ');
}
