/**
 * The site shell's parts that every page's hydration waits for (src/app/shell/shell-parts.ts: the
 * header's search box and account area, the ghost-login banner, the footer, and the session's
 * start) are imported as one chunk group, SHELL_PARTS_GROUP, and shipped in one file, SITE_SHELL_FILE.
 *
 * Why one file: left to Gatsby's splitting they were three (the search box, the account area, and a
 * "shared" chunk of Redux Toolkit and the API client that the cart and install chunks also use). On
 * a slow phone over HTTP/1.1 the browser opens six connections to the site, and the page's own
 * scripts and data already take them: each extra file queued for a free connection and then paid
 * its ~0.6 s round trip, and the page hydrated behind the last of them.
 *
 * The two names differ because webpack refuses a cache group named like an existing lazy chunk.
 */
export const SHELL_PARTS_GROUP = 'shell-parts';
export const SITE_SHELL_FILE = 'site-shell';

/** What webpack's SplitChunksPlugin tells a cache group's `test` (the part of it used here). */
interface ChunkLike {
  name?: string | null;
  canBeInitial(): boolean;
}
interface SplitContext {
  chunkGraph: { getModuleChunksIterable(module: unknown): Iterable<ChunkLike> };
}

/**
 * Every module of the shell parts goes in the shell's file, even one that lazily loaded chunks use
 * too (those then load the shell's file, which a page with the shell has already). Modules of the
 * initial chunks (runtime, app) stay where they are.
 */
export function inSiteShell(module: unknown, { chunkGraph }: SplitContext): boolean {
  const chunks = [...chunkGraph.getModuleChunksIterable(module)];
  return chunks.some((chunk) => chunk.name === SHELL_PARTS_GROUP) && !chunks.some((chunk) => chunk.canBeInitial());
}

/** The cache group for webpack's optimization.splitChunks (gatsby-node.ts, build-javascript). */
export const siteShellCacheGroup = {
  name: SITE_SHELL_FILE,
  test: inSiteShell,
  chunks: 'async' as const,
  // Above Gatsby's "shared" group (10), which would take the modules other chunks use too.
  priority: 50,
  // Whatever webpack's size and request limits say: the point is one file.
  enforce: true,
  reuseExistingChunk: true,
};
