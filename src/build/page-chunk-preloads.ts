import { SHELL_PARTS_GROUP } from './site-shell-chunk';
import { groupJsFiles, type WebpackStats } from './webpack-stats';

/**
 * The scripts of the shell's parts the page's hydration waits for (the SHELL_PARTS_GROUP chunk
 * group, one file: site-shell-chunk.ts): the header's search box, and the account area with the
 * ghost-login banner and the footer. Their own code asks for them at client entry, once the app
 * script has run: on a slow phone a round trip (~0.6 s) after the page's own scripts, and the page
 * hydrated that much later. The page preloads them from its head instead, at low priority
 * (pagePreloadPlan). The bytes are the same: every page with the site's shell downloads them
 * before it hydrates.
 */
export const shellPartFiles = (stats: WebpackStats): string[] => groupJsFiles(stats, SHELL_PARTS_GROUP) ?? [];

/**
 * Every script the page runs before it hydrates, in the order they run: the `app` group (webpack
 * runtime, app with React), then the page's own component chunk group. Gatsby names the app group
 * only at the end of the body, so the browser found it only after parsing the whole page (~0.3 s
 * later on a slow phone, behind the page's images), and its loader asks for the page's own scripts,
 * page-data.json and app-data.json only once the app script has run (a further ~0.6 s round trip
 * on Slow 4G). Preloaded from the head (gatsby-ssr.tsx, at high priority), all of them download side
 * by side from the start: on a slow phone the listing hydrated ~1 s sooner.
 */
export function pageChunkPreloads(
  stats: WebpackStats,
  componentChunkName: string,
  contentGroups: readonly string[] = [],
): string[] {
  const groups = ['app', componentChunkName, ...contentGroups];
  return [...new Set(groups.flatMap((group) => groupJsFiles(stats, group) ?? []))];
}

/** What a page preloads from its head (at high, then at low priority), and what it asks for once it has painted. */
export interface PagePreloadPlan {
  head: string[];
  headLow: string[];
  atPaint: string[];
}

/**
 * The page's scripts, split by how they are asked for. The head preloads what its hydration needs
 * first at high priority (pageChunkPreloads: the app group and the page's own group), and the
 * shell's file (`shellFiles`, on a page with the site's shell) at low priority: its hydration waits
 * for that file too, but the first paint does not. Asked for at the first paint instead, as it
 * used to be, the file left a slow phone ~0.4 s after the page's own scripts (Chrome reports the
 * paint late, behind the parser's tasks), and the listing hydrated 0.1–0.5 s later (median of 8
 * alternating loads, phone and desktop width). At high priority from the head, Lighthouse counted it
 * on the first paint's path (simulated LCP ~0.25 s later); at low priority its LCP stayed within
 * its run-to-run noise (listing and app, 3 runs each), and the file still takes a connection before
 * a listing's icons, which come only once the page is laid out.
 * A client-only page's content (`contentGroups`), which it shows only once hydrated, comes at the
 * first paint: in the head, the cart's content (three files) took connections before the shell's file.
 */
export function pagePreloadPlan(
  stats: WebpackStats,
  componentChunkName: string,
  { contentGroups = [], shellFiles = [] }: { contentGroups?: readonly string[]; shellFiles?: readonly string[] } = {},
): PagePreloadPlan {
  const head = pageChunkPreloads(stats, componentChunkName).filter((file) => !shellFiles.includes(file));
  const atPaint = pageChunkPreloads(stats, componentChunkName, contentGroups).filter(
    (file) => !head.includes(file) && !shellFiles.includes(file),
  );
  return { head, headLow: [...shellFiles], atPaint };
}

/**
 * A client-only page's content is a lazy chunk its shell asks for once it has rendered (a round trip
 * after the scripts, before the page shows anything but a loading panel): the cart's and the
 * checkout's (one app's checkout; the cart's own end pages under /checkout/cart/ are the exception).
 * Their own pages, never a public page, preload them. The chunk group names are the pages'
 * webpackChunkName comments.
 */
const CLIENT_ONLY_CONTENT: Readonly<Record<string, readonly string[]>> = {
  cart: ['cart'],
  checkout: ['checkout'],
};

/** The chunk groups of the content of the client-only page at `pagePath` (e.g. `/cart/[...]/`). */
export function clientOnlyContentGroups(pagePath: string): readonly string[] {
  if (!pagePath.includes('[')) return [];
  const area = pagePath.split('/').filter(Boolean)[0] ?? '';
  return CLIENT_ONLY_CONTENT[area] ?? [];
}
