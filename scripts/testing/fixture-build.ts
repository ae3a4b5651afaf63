import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';

/** A build in miniature for the servers' tests (the Node server, nginx with the emitted rules). */
export const PREFIX = '/marketplace';
export const SECRET = 'TOP-SECRET-OUTSIDE-THE-ROOT';
export const INLINE_SCRIPT = 'window.pagePath="/";';
export const HASH = '0123456789abcdef0123';

/** Writes each file (relative path → body) under `root`, folders included. */
export function writeFiles(root: string, files: Record<string, string | Buffer>): void {
  for (const [file, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), body);
  }
}

/** A small build: pages, a client-only area, hashed chunks, page data, a map, a secret beside the root. */
export function writeBuild(dir: string): string {
  const root = path.join(dir, 'public');
  const files: Record<string, string | Buffer> = {
    'index.html': `<!DOCTYPE html><html><head><script>${INLINE_SCRIPT}</script><script src="/marketplace/app-${HASH}.js" async></script></head><body>home</body></html>`,
    '404.html': '<!DOCTYPE html><html><body>Page not found</body></html>',
    'apps/index.html': '<html><body>apps</body></html>',
    'apps/some-app/index.html': '<html><body>some app</body></html>',
    '中/index.html': '<html><body>unicode page</body></html>',
    // An area's own page with an inline script: its CSP hash must be found on every server.
    'cart/index.html': '<html><head><script>window.cartPage=1;</script></head><body>cart</body></html>',
    'cart/[...]/index.html': '<html><body>cart shell</body></html>',
    'checkout/[...]/index.html': '<html><body>checkout shell</body></html>',
    [`app-${HASH}.js`]: 'console.log("app");'.repeat(50),
    [`app-${HASH}.js.br`]: brotliCompressSync('console.log("app");'.repeat(50)),
    [`app-${HASH}.js.map`]: '{"version":3,"sources":["src/secret-source.ts"]}',
    'data/listing-index-0123456789abcdef.json': '[]',
    'page-data/app-data.json': '{"webpackCompilationHash":"abc"}',
    'page-data/index/page-data.json': '{"path":"/"}',
    'page-data/404.html/page-data.json': '{"path":"/404.html"}',
    'sw.js': 'self.addEventListener("fetch", () => {});',
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'images/apps/some-app.webp': 'RIFF-some-icon',
    'static/logo-0123456789abcdef0123.png': 'PNG-hashed',
  };
  writeFiles(root, files);
  // A copy left over from an older build: older than its page, so it must never be sent.
  const old = new Date(Date.now() - 3_600_000);
  writeFileSync(path.join(root, 'index.html.br'), brotliCompressSync('<html><body>an old home page</body></html>'));
  utimesSync(path.join(root, 'index.html.br'), old, old);
  writeFileSync(path.join(dir, 'secret.txt'), SECRET);
  writeFileSync(path.join(dir, 'public-secret.txt'), SECRET);
  return root;
}
