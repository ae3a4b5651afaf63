/**
 * @jest-environment node
 */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { CompileHintsPlugin, isHintedChunk, withCompileHint } from './compile-hints';

// V8's spelling of the hint (v8.dev/blog/explicit-compile-hints), pinned here rather than imported.
const HINT = '//# allFunctionsCalledOnLoad';

describe('isHintedChunk', () => {
  it('hints what a page runs before it hydrates: the app, the pages and the site shell', () => {
    expect(isHintedChunk('app')).toBe(true);
    expect(isHintedChunk('component---src-templates-listing-tsx')).toBe(true);
    expect(isHintedChunk('component---src-pages-search-tsx')).toBe(true);
    expect(isHintedChunk('site-shell')).toBe(true);
  });

  it('leaves the chunks loaded on some action, and unnamed ones', () => {
    for (const name of ['webpack-runtime', 'cart', 'checkout', 'sign-in', 'search-engine', 'deferred', '', null, undefined]) {
      expect(isHintedChunk(name)).toBe(false);
    }
  });
});

describe('withCompileHint', () => {
  it('puts the hint on the first line, once', () => {
    const hinted = withCompileHint('(()=>{})();');
    expect(hinted.split('\n')[0]).toBe(HINT);
    expect(withCompileHint(hinted)).toBe(hinted);
  });
});

describe('CompileHintsPlugin in a production build', () => {
  jest.setTimeout(60_000);

  /** Builds an entry `app` that lazily loads a `cart` chunk, minified and content-hashed as Gatsby does. */
  function build(plugins: webpack.WebpackPluginInstance[]): Promise<Record<string, string>> {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
    writeFileSync(
      path.join(dir, 'cart.js'),
      'export function total(lines) { return lines.reduce((sum, line) => sum + line, 0); }\n',
    );
    writeFileSync(
      path.join(dir, 'app.js'),
      '/*! kept licence */\nexport function start() { return import(/* webpackChunkName: "cart" */ "./cart.js"); }\nstart();\n',
    );
    const out = path.join(dir, 'out');
    const compiler = webpack({
      mode: 'production',
      context: dir,
      entry: { app: './app.js' },
      output: { path: out, filename: '[name]-[contenthash].js', chunkFilename: '[name]-[contenthash].js' },
      optimization: { realContentHash: true },
      plugins,
    });
    return new Promise((resolve, reject) => {
      compiler.run((error, stats) => {
        if (error || stats?.hasErrors()) return reject(error ?? new Error(stats?.toString()));
        compiler.close(() => {
          const files = readdirSync(out).filter((file) => file.endsWith('.js'));
          resolve(Object.fromEntries(files.map((file) => [file, readFileSync(path.join(out, file), 'utf8')])));
        });
      });
    });
  }
  const named = (files: Record<string, string>, chunk: string) =>
    Object.entries(files).find(([file]) => file.startsWith(`${chunk}-`))!;

  it("starts the minified app's file with the hint, and leaves a lazily loaded chunk as it was", async () => {
    const plain = await build([]);
    const hinted = await build([new CompileHintsPlugin()]);

    const [appFile, app] = named(hinted, 'app');
    expect(app.split('\n')[0]).toBe(HINT);
    expect(app).toContain('cart-');
    expect(named(plain, 'app')[1].startsWith(HINT)).toBe(false);

    const [cartFile, cart] = named(hinted, 'cart');
    expect(cart.startsWith(HINT)).toBe(false);
    expect(cartFile).toBe(named(plain, 'cart')[0]);

    // The name follows the content: the hinted file is named anew (a cached old file is never served for it).
    expect(appFile).not.toBe(named(plain, 'app')[0]);
  });
});
