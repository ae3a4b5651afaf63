import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Serves a Gatsby build under its path prefix the way the production host does: files, folder
 * index pages with trailing slashes, client-only wildcard routes ([...] pages), and the 404 page
 * with a 404 status. (`gatsby serve --prefix-paths` redirects away from the prefix.)
 */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json; charset=utf-8',
};
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest)|image\/svg)/;

/** Client-only route prefixes, found as public/<route>/[...]/index.html. */
export function clientOnlyPrefixes(root: string): string[] {
  const prefixes: string[] = [];
  const walk = (dir: string, route: string, depth: number) => {
    if (depth > 3) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name === 'page-data' || entry.name === 'static') continue;
      if (entry.name === '[...]' && existsSync(path.join(dir, entry.name, 'index.html'))) prefixes.push(route);
      else walk(path.join(dir, entry.name), `${route}${entry.name}/`, depth + 1);
    }
  };
  walk(root, '/', 0);
  return prefixes.sort((a, b) => b.length - a.length);
}

export interface StaticServerOptions {
  root: string;
  prefix: string;
  port?: number;
  host?: string;
}

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

export function startStaticServer({ root, prefix, port = 0, host = '127.0.0.1' }: StaticServerOptions): Promise<RunningServer> {
  const clientOnly = clientOnlyPrefixes(root);
  const gzipCache = new Map<string, Buffer>();

  const sendFile = (req: http.IncomingMessage, res: http.ServerResponse, file: string, status = 200) => {
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const rel = path.relative(root, file);
    // Hashed assets never change; pages and page data must be revalidated.
    const immutable = rel.startsWith(`static${path.sep}`) || /-[0-9a-f]{16,}\.(js|css)$/.test(rel);
    res.setHeader('Content-Type', type);
    res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate');
    if (rel === 'sw.js') res.setHeader('Service-Worker-Allowed', `${prefix}/`);
    if (COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      // Keyed by size and mtime too, so a rebuild under a running server is never served stale.
      const { size, mtimeMs } = statSync(file);
      const key = `${file}:${size}:${mtimeMs}`;
      let body = gzipCache.get(key);
      if (!body) {
        body = gzipSync(readFileSync(file));
        gzipCache.set(key, body);
      }
      res.writeHead(status, { 'Content-Encoding': 'gzip', 'Content-Length': body.length, Vary: 'Accept-Encoding' });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    res.writeHead(status, { 'Content-Length': statSync(file).size });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  };

  const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    if (url.pathname === '/' || url.pathname === prefix) {
      res.writeHead(302, { Location: `${prefix}/` }).end();
      return;
    }
    if (!url.pathname.startsWith(`${prefix}/`)) {
      sendFile(req, res, path.join(root, '404.html'), 404);
      return;
    }
    let sitePath: string;
    try {
      sitePath = decodeURIComponent(url.pathname.slice(prefix.length));
    } catch {
      sitePath = '/__malformed__';
    }
    const file = path.join(root, path.normalize(sitePath));
    if (!file.startsWith(root)) {
      res.writeHead(400).end();
      return;
    }
    if (isFile(file)) return sendFile(req, res, file);
    if (isFile(path.join(file, 'index.html'))) {
      if (!sitePath.endsWith('/')) {
        res.writeHead(301, { Location: `${prefix}${sitePath}/${url.search}` }).end();
        return;
      }
      return sendFile(req, res, path.join(file, 'index.html'));
    }
    const route = clientOnly.find((candidate) => `${sitePath}/`.startsWith(candidate));
    if (route) return sendFile(req, res, path.join(root, route, '[...]', 'index.html'));
    sendFile(req, res, path.join(root, '404.html'), 404);
  });

  return new Promise((resolve, reject) => {
    server.on('error', reject);
    server.listen(port, host, () => {
      const actual = (server.address() as AddressInfo).port;
      resolve({
        url: `http://localhost:${actual}${prefix}/`,
        port: actual,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}
