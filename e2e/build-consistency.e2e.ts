import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compilationHashOf, htmlFiles } from '../scripts/serving/rules';
import { groupJsFiles, readWebpackStats } from '../src/build/webpack-stats';
import { SHELL_PARTS_GROUP } from '../src/build/site-shell-chunk';

/**
 * The build this suite runs against is one build: every page names the compilation app-data.json
 * names (Gatsby reloads a page whose hash differs, on its first visit, and a press made before that
 * is lost), and preloads only files of this build's scripts. An incremental build after a change to
 * the browser's code alone had kept every page's HTML from the build before.
 */
const publicDir = path.resolve(__dirname, '../public');

describe('the built pages belong to one build', () => {
  // Each page's HTML, read once (the offline worker's shell and the like have no scripts slice).
  const pages = htmlFiles(publicDir)
    .map((file) => ({ file, html: readFileSync(path.join(publicDir, file), 'utf8') }))
    .filter(({ html }) => html.includes('___webpackCompilationHash'));
  const webpackCompilationHash = compilationHashOf(publicDir);
  const stats = readWebpackStats(publicDir);
  const buildFiles = new Set(Object.values(stats?.assetsByChunkName ?? {}).flat());

  it('every page carries the compilation hash app-data.json names', () => {
    expect(pages.length).toBeGreaterThan(100);
    expect(webpackCompilationHash).not.toBe('');
    const stale = pages.filter(({ html }) => !html.includes(`___webpackCompilationHash="${webpackCompilationHash}"`));
    expect(stale.map(({ file }) => file)).toEqual([]);
  });

  it("every script a page preloads from its head is one of this build's", () => {
    const foreign = new Set<string>();
    let preloads = 0;
    for (const { html } of pages) {
      for (const [, href] of html.matchAll(/<link[^>]+rel="preload"[^>]+as="script"[^>]+href="([^"]+)"/g)) {
        preloads += 1;
        const name = path.basename(href);
        if (!buildFiles.has(name)) foreign.add(name);
      }
    }
    expect(preloads).toBeGreaterThan(pages.length);
    expect([...foreign]).toEqual([]);
  });

  // React runs from the app's own file (gatsby-node.ts): every page needs both before it hydrates,
  // and a file of its own was one more request and, to Lighthouse's simulation, a script holding
  // the first paint (its run too short for the simulation to see).
  it("the app group is the webpack runtime and the app's file, React inside it", () => {
    const app = groupJsFiles(stats ?? {}, 'app') ?? [];
    expect(app.map((file) => file.replace(/-[0-9a-f]+\.js$/, ''))).toEqual(['webpack-runtime', 'app']);
    expect(readFileSync(path.join(publicDir, app[1]), 'utf8')).toContain('reactjs.org/docs/error-decoder.html'); // react-dom's
  });

  // The cart's hydration waits for the shell's file, not for its content: asked for from the head,
  // the content took the connections first and the cart hydrated ~0.5 s later on a slow phone. The
  // shell's file itself is preloaded from the head, at low priority (off Lighthouse's paint path).
  it("the cart preloads the shell's file from its head at low priority, and asks for its content only at the first paint", () => {
    const html = readFileSync(path.join(publicDir, 'cart/[...]/index.html'), 'utf8');
    const head = html.slice(0, html.indexOf('</head>'));
    const shell = groupJsFiles(stats ?? {}, SHELL_PARTS_GROUP) ?? [];
    const content = (groupJsFiles(stats ?? {}, 'cart') ?? []).filter((file) => !shell.includes(file));
    expect(shell).toHaveLength(1);
    expect(content.length).toBeGreaterThan(0);
    const headPreloads = [...head.matchAll(/<link[^>]+rel="preload"[^>]+>/g)].map(([tag]) => ({
      file: path.basename(/href="([^"]+)"/.exec(tag)?.[1] ?? ''),
      priority: /fetchpriority="(\w+)"/.exec(tag)?.[1],
    }));
    expect(headPreloads.filter(({ file }) => shell.includes(file))).toEqual([{ file: shell[0], priority: 'low' }]);
    expect(headPreloads.filter(({ file }) => content.includes(file))).toEqual([]);
    const preloadsTag = head.indexOf(`/${shell[0]}"`);
    for (const file of content) expect(head.indexOf(`/${file}"`)).toBeGreaterThan(preloadsTag);
  });
});
