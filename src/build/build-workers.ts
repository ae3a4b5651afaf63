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
