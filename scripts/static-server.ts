import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Duplex, Readable } from 'node:stream';
import { buildKey, indexBuild, type BuildIndex } from './static-server-build';
import { REVALIDATE } from './static-server-cache';
import { CSP_HEADER, CSP_REPORT_PATH, setSecurityHeaders } from './static-server-headers';
import { contentSecurityPolicy, type CspOptions } from './static-server-csp';
import { badAddressPage, outsidePage } from './static-server-pages';
import { encodeSitePath, parseTarget, redirectLocation } from './static-server-paths';

/**
 * Serves a Gatsby build under its path prefix the way the production host does. sirv sends the
 * files (ranges, ETag/304, precompressed brotli and gzip). What to answer comes from the serving
 * rules the build wrote (scripts/serving/rules.ts, the same rules deploy/nginx.conf includes): the
 * client-only wildcard routes ([...] pages), the 404 page, the private files, the cache rules, the
 * security headers and each page's CSP. This module adds what any web server does: the prefix,
 * folder pages with trailing slashes, methods, ranges and encodings.
 * (`gatsby serve --prefix-paths` redirects away from the prefix.)
 *
 * One bad request never takes the process down: whatever a request throws, it is answered
 * 400/500 and logged, and the server goes on.
 */
export interface StaticServerOptions {
  root: string;
  prefix: string;
  port?: number;
  host?: string;
  /** Default: the policy in the build's serving rules. */
  csp?: CspOptions;
  /** A request failed; default: one line on stderr. */
  onError?(error: unknown, req: http.IncomingMessage): void;
  /** The browser reported a CSP violation; default: one line on stderr. */
  onCspReport?(report: string): void;
}

export interface RunningServer {
  url: string;
  port: number;
  /** Re-reads the build's file list (after precompressed files were written beside it). */
  refresh(): void;
  close(): Promise<void>;
}

const MAX_REPORT_BYTES = 64 * 1024;

/**
 * Page data of a page the build does not have is answered with the 404 page's own page data. Gatsby's
 * loader renders the same 404 page either way, but a 404 answer costs a console error per page data
 * request plus a HEAD request for the address without its path prefix (another 404). The document
 * itself still answers 404. (A production host does the same with a rewrite that applies only when
 * no file exists.)
 */
const PAGE_DATA = /^page-data\/.+\/page-data\.json$/;
const FALLBACK_PAGE_DATA = /^page-data\/(404|500)(\.html)?\//;
const NOT_FOUND_PAGE_DATA = 'page-data/404.html/page-data.json';

// One range, as browsers and media players send it; anything else is ignored (a full 200 answer).
const SIMPLE_RANGE = /^bytes=(\d{1,15})-(\d{0,15})$/;

function usableRange(range: string): boolean {
  const match = SIMPLE_RANGE.exec(range);
  return match !== null && (match[2] === '' || Number(match[2]) >= Number(match[1]));
}

/** The encodings a browser accepts (q=0 means refused). */
function acceptedEncodings(header: string | string[] | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of String(header ?? '').split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='));
    if (name && (q === undefined || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  return accepted;
}

/** Printable, bounded: request input is never logged raw. */
const describe = (req: http.IncomingMessage) => `${req.method} ${JSON.stringify((req.url ?? '').slice(0, 200))}`;

function plain(res: http.ServerResponse, status: number, text: string, extra: http.OutgoingHttpHeaders = {}): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...extra });
  res.end(text);
}

/** One of the server's own small HTML pages (no scripts: they run only on the site's pages). */
function page(req: http.IncomingMessage, res: http.ServerResponse, status: number, body: Buffer, cache = 'no-store'): void {
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': body.length, 'Cache-Control': cache });
  res.end(req.method === 'HEAD' ? undefined : body);
}

const CLOSE = { Connection: 'close' };
const hasBody = (req: http.IncomingMessage) =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
/** The rest of the body is left unread: the connection is closed rather than drained. */
const tooLarge = (res: http.ServerResponse) => plain(res, 413, 'Too large\n', CLOSE);

/**
 * CONNECT never reaches the request handler (Node gives it to 'connect' listeners, or drops the
 * connection without a word): this is no proxy, so it is answered 405. TRACK is refused by Node's
 * parser itself (400): it is no method Node knows.
 */
function refuseConnect(server: http.Server): void {
  server.on('connect', (_req: http.IncomingMessage, socket: Duplex) => {
    socket.on('error', () => undefined);
    socket.end(
      'HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: 19\r\nConnection: close\r\n\r\nMethod not allowed\n',
    );
  });
}

function defaultErrorLog(error: unknown, req: http.IncomingMessage): void {
  console.error(`static server: ${describe(req)} failed: ${error instanceof Error ? error.message : String(error)}`);
}

function defaultReportLog(report: string): void {
  console.warn(`static server: CSP report: ${report}`);
}

/** The CSP report as one short line: the violated directive, the blocked address, the page. */
function summariseReport(body: string): string {
  try {
    const parsed: unknown = JSON.parse(body);
    const report = (parsed as { 'csp-report'?: Record<string, unknown> })['csp-report'] ?? {};
    return JSON.stringify([report['violated-directive'], report['blocked-uri'], report['document-uri']]);
  } catch {
    return JSON.stringify(body.slice(0, 200));
  }
}

export interface StaticSite {
  handle: http.RequestListener;
  refresh(): void;
}

export function createStaticSite(options: StaticServerOptions): StaticSite {
  const { root, prefix } = options;
  const onError = options.onError ?? defaultErrorLog;
  const onCspReport = options.onCspReport ?? defaultReportLog;
  const outside = Buffer.from(outsidePage(prefix));
  const badAddress = Buffer.from(badAddressPage(prefix));
  let build: BuildIndex = indexBuild(root, prefix);

  /** The index of the current build; re-read when a new build has replaced public/. */
  const current = () => {
    if (buildKey(root) !== build.key) build = indexBuild(root, prefix);
    return build;
  };
  const cspOf = (site: BuildIndex) => options.csp ?? site.rules.csp;
  const policyFor = (site: BuildIndex, page: string) => {
    const { scripts, styles } = site.hashes(page);
    return contentSecurityPolicy(cspOf(site), scripts, styles);
  };

  const fail = (res: http.ServerResponse, error: unknown, req: http.IncomingMessage) => {
    onError(error, req);
    if (res.headersSent) res.destroy();
    else plain(res, 500, 'Internal server error\n');
  };

  const notFound = (req: http.IncomingMessage, res: http.ServerResponse, site: BuildIndex) => {
    const page = site.rules.notFound;
    if (!site.files.has(page)) return plain(res, 404, 'Not found\n');
    const body = readFileSync(path.join(root, page));
    res.setHeader(CSP_HEADER, policyFor(site, page));
    res.writeHead(404, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': body.length,
      'Cache-Control': REVALIDATE,
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  /** Sends a file of the build through sirv; `missing` runs when sirv has no such file. */
  const sendFile = (req: http.IncomingMessage, res: http.ServerResponse, site: BuildIndex, file: string, missing: () => void) => {
    if (!site.files.has(file)) return missing();
    res.setHeader('Cache-Control', site.cacheControl(file));
    if (file.endsWith('.html')) res.setHeader(CSP_HEADER, policyFor(site, file));
    const { serviceWorker } = site.rules;
    if (file === serviceWorker.file) res.setHeader('Service-Worker-Allowed', serviceWorker.allowed);
    if (req.headers.range !== undefined && !usableRange(req.headers.range)) delete req.headers.range;
    const copies = (['br', 'gzip'] as const).map((encoding) => ({ encoding, copy: site.compressed(file, encoding) }));
    const accepted = acceptedEncodings(req.headers['accept-encoding']);
    const chosen = copies.find(({ encoding, copy }) => copy !== null && accepted.has(encoding))?.copy;
    if (copies.some(({ copy }) => copy !== null)) res.setHeader('Vary', 'Accept-Encoding');
    // sirv looks the file up by the request's path: give it the file's own (or its copy's), canonical one.
    req.url = `/${encodeSitePath(chosen ?? file)}`;
    site.send(req, res, () => {
      res.removeHeader('Cache-Control');
      missing();
    });
  };

  const route = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const site = current();
    setSecurityHeaders(res, cspOf(site));
    const target = parseTarget(req.url, prefix);
    if (req.method === 'POST' && req.url === CSP_REPORT_PATH) return receiveReport(req, res);
    // TRACE included (it would echo the request's cookies). A body sent along is not read: close after.
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return plain(res, 405, 'Method not allowed\n', { Allow: 'GET, HEAD', ...(hasBody(req) ? CLOSE : {}) });
    }
    if (target.kind === 'too-long') return plain(res, 414, 'URI too long\n');
    if (target.kind === 'bad') return page(req, res, 400, badAddress);
    if (target.kind === 'root') return plain(res, 302, '', { Location: `${prefix}/` });
    if (target.kind === 'outside') return page(req, res, 404, outside, REVALIDATE);

    const { sitePath, search } = target;
    const relative = sitePath.slice(1);
    // The build's statistics, chunk map and source maps publish the sources' layout: 404.
    if (site.isPrivate(relative)) return notFound(req, res, site);
    if (!sitePath.endsWith('/') && !site.files.has(relative) && site.files.has(`${relative}/index.html`)) {
      const location = redirectLocation(prefix, `${sitePath}/`, search);
      if (location === null) return page(req, res, 400, badAddress);
      return plain(res, 301, '', { Location: location });
    }
    const file = sitePath.endsWith('/') ? `${relative}index.html` : relative;
    sendFile(req, res, site, file, () => {
      const area = site.rules.clientOnly.find((candidate) => `${sitePath}/`.startsWith(candidate));
      if (area) return sendFile(req, res, site, `${area.slice(1)}[...]/index.html`, () => notFound(req, res, site));
      if (PAGE_DATA.test(file) && !FALLBACK_PAGE_DATA.test(file)) {
        return sendFile(req, res, site, NOT_FOUND_PAGE_DATA, () => notFound(req, res, site));
      }
      notFound(req, res, site);
    });
  };

  /** At most MAX_REPORT_BYTES are read: a longer report is refused 413 (at once when its length says so). */
  const receiveReport = (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (Number(req.headers['content-length'] ?? 0) > MAX_REPORT_BYTES) return tooLarge(res);
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_REPORT_BYTES) return void chunks.push(chunk);
      if (!res.headersSent) tooLarge(res);
      req.pause();
    });
    req.on('error', () => res.destroy());
    req.on('end', () => {
      if (size > MAX_REPORT_BYTES) return;
      onCspReport(summariseReport(Buffer.concat(chunks).toString('utf8')));
      res.writeHead(204).end();
    });
  };

  const handle: http.RequestListener = (req, res) => {
    // A file that vanishes mid-answer (a rebuild) makes sirv's read stream fail: answer, do not crash.
    res.on('pipe', (source: Readable) => source.on('error', (error) => fail(res, error, req)));
    try {
      route(req, res);
    } catch (error) {
      fail(res, error, req);
    }
  };
  return {
    handle,
    refresh: () => {
      build = indexBuild(root, prefix);
    },
  };
}

export function startStaticServer(options: StaticServerOptions): Promise<RunningServer> {
  const { port = 0, host = '127.0.0.1', prefix } = options;
  const site = createStaticSite(options);
  const server = http.createServer(site.handle);
  refuseConnect(server);
  return new Promise((resolve, reject) => {
    server.on('error', reject);
    server.listen(port, host, () => {
      const actual = (server.address() as AddressInfo).port;
      resolve({
        url: `http://localhost:${actual}${prefix}/`,
        port: actual,
        refresh: site.refresh,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
