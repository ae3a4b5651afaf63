import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { CompileHintsPlugin } from './src/build/compile-hints';
import { createCataloguePages } from './src/build/create-pages';
import { writeIconRenditions } from './src/build/icon-renditions';
import { OFFLINE_PLUGIN_BROWSER, OFFLINE_PLUGIN_BROWSER_OURS } from './src/build/offline-plugin-browser-swap';
import { PageScriptsAfterPaintPlugin } from './src/build/page-scripts-after-paint';
import { buildSearchEarlyBundle, readSearchEarlyBundle } from './src/build/search-early-bundle';
import { siteShellCacheGroup } from './src/build/site-shell-chunk';
import { CATALOGUE_TYPE_DEFS } from './src/build/schema';
import { readWebpackStats } from './src/build/webpack-stats';
import { sourceCatalogueNodes } from './src/build/source-nodes';
import { PATH_PREFIX } from './src/core/config';
import { emitServingRules } from './scripts/serving/emit';
import { pruneCompressed } from './scripts/static-server-precompress';

/** Gatsby's runtime loader, as Gatsby copies it into the site (.cache/loader.js). */
const GATSBY_RUNTIME_LOADER = /[\\/]\.cache[\\/]loader\.js$/;

// Thin by design: the build's logic lives in src/build.

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(CATALOGUE_TYPE_DEFS);
};

export const sourceNodes: GatsbyNode['sourceNodes'] = (args) => sourceCatalogueNodes(args);

export const createPages: GatsbyNode['createPages'] = (args) => createCataloguePages(args);

// The header search's small icons (src/build/icon-renditions.ts): each build, and each start of
// `gatsby develop` (an icon added while it runs gets its copy at the next start).
export const onPostBootstrap: GatsbyNode['onPostBootstrap'] = async ({ reporter }) => {
  const { written, upToDate, copied } = await writeIconRenditions({
    staticDir: path.join(__dirname, 'static'),
    publicDir: path.join(__dirname, 'public'),
  });
  reporter.info(`small icons: ${written} written, ${upToDate} up to date`);
  for (const file of copied) reporter.warn(`small icons: ${file} could not be resized; copied as it is`);
};

// The search page's early script, a bundle of its own (src/build/search-early-bundle.ts).
export const onPreBuild: GatsbyNode['onPreBuild'] = async ({ reporter, pathPrefix }) => {
  const bundle = await buildSearchEarlyBundle({ root: __dirname, pathPrefix });
  reporter.info(`search page early script: ${bundle.file} (${bundle.bytes} bytes)`);
};

// The serving rules of this build (scripts/serving/): headers, CSP hashes, cache rules, fallbacks,
// as rules.json for the Node server, nginx includes and _headers / _redirects for static hosts.
// Compressed copies of an older build's files go too: nginx's gzip_static would send them as they are.
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter, pathPrefix }) => {
  const removed = await pruneCompressed(path.join(__dirname, 'public'));
  if (removed > 0) reporter.info(`serving rules: ${removed} compressed copies of older files removed`);
  const rules = emitServingRules(path.join(__dirname, 'public'), pathPrefix || PATH_PREFIX);
  reporter.info(`serving rules: ${Object.keys(rules.pages).length} pages; frame-ancestors ${rules.csp.frameAncestors.join(' ')}`);
};

// No source maps in the production bundle: they publish the sources and nothing here uploads them.
// Gatsby's Partytown plugin pulls its snippet (~1.5 KB gzip) into every page but only uses it in
// develop: production gets a stub (src/build/partytown-stub.ts).
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions, plugins }) => {
  if (stage === 'build-javascript' || stage === 'develop') {
    // gatsby-plugin-offline's browser side, with its prefetches for the worker's cache appended one
    // per idle period instead of all in one task (src/app/offline-plugin-browser.ts).
    actions.setWebpackConfig({
      plugins: [plugins.normalModuleReplacement(OFFLINE_PLUGIN_BROWSER, path.join(__dirname, OFFLINE_PLUGIN_BROWSER_OURS))],
      // Gatsby's loader asks for a page's data without the visit's query string (every page is built
      // ahead): src/build/page-data-url-loader.js.
      module: {
        rules: [
          { test: GATSBY_RUNTIME_LOADER, enforce: 'pre', use: [path.join(__dirname, 'src/build/page-data-url-loader.js')] },
        ],
      },
    });
  }
  if (stage === 'build-html') {
    // The search page's early script, by name (src/build/search-early-bundle.ts): part of the HTML
    // renderer, so a new one renders the pages anew.
    const early = readSearchEarlyBundle(__dirname);
    // The browser bundle's chunk groups, for the head's preloads (gatsby-ssr.tsx), built into the
    // renderer: a new browser bundle makes a new renderer, and Gatsby renders every page anew. Read
    // at render time instead, an incremental build after a change to the browser's code alone kept
    // every page's HTML (Gatsby only stitches its new scripts into pages it renders): the preloads
    // named the last build's files, and the pages its compilation hash, which app-data.json no
    // longer matched, so Gatsby reloaded each page on its first visit.
    const stats = readWebpackStats(path.join(__dirname, 'public'));
    const chunks = stats && { assetsByChunkName: stats.assetsByChunkName, namedChunkGroups: stats.namedChunkGroups };
    actions.setWebpackConfig({
      plugins: [
        plugins.define({
          __SEARCH_EARLY_FILE__: JSON.stringify(early?.file ?? ''),
          __BROWSER_CHUNKS__: JSON.stringify(chunks ?? null),
        }),
      ],
    });
  }
  if (stage === 'build-javascript') {
    actions.setWebpackConfig({
      devtool: false,
      // Gatsby lets webpack split a lazily loaded group into as many files as it likes (shared
      // chunks of 4–7 KB each). On a slow phone each file is a request of its own (~0.6 s of
      // latency, six at a time over HTTP/1.1), and the page hydrated behind them: one file per
      // group where webpack can (a module two groups share is in both), fewer bytes in all too.
      // The shell's parts in one file besides (src/build/site-shell-chunk.ts).
      // React is in the app's file, not in a `framework` file of its own: every page runs both before
      // it hydrates, so the split bought only keeping React cached across deploys, for one more
      // request (six at a time over HTTP/1.1). Lighthouse's simulation also counted that file as
      // holding the first paint (its run, ~2 ms, is a task too short for it to keep, so it cannot
      // see that the file ran after the paint): simulated LCP on an app page 1.57 → 1.26 s.
      optimization: { splitChunks: { maxAsyncRequests: 1, cacheGroups: { framework: false, siteShell: siteShellCacheGroup } } },
      resolve: {
        alias: {
          '@builder.io/partytown/integration$': path.resolve(__dirname, 'src/build/partytown-stub.ts'),
        },
      },
      // The page scripts run once the page has painted (src/build/page-scripts-after-paint.ts); the
      // app's, pages' and shell's files are compiled while they stream in (src/build/compile-hints.ts).
      plugins: [new PageScriptsAfterPaintPlugin(), new CompileHintsPlugin()],
    });
  }
};
