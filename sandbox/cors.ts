import type { NextFunction, Request, Response } from 'express';
import { UTM_HEADER_NAMES } from '../src/domain/site/utm';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * An Origin header of a page on this machine: http(s) on localhost, 127.0.0.1 or [::1], any port.
 * Parsed, not matched as text, so 'http://localhost.evil.example' and 'null' are not loopback.
 */
export function isLoopbackOrigin(origin: string | undefined): origin is string {
  if (!origin) return false;
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && LOOPBACK_HOSTS.has(url.hostname) && url.origin === origin;
  } catch {
    return false;
  }
}

/**
 * CORS with credentials for the site's origin(s): only a loopback origin is reflected; any other
 * origin gets no Access-Control-* header, so the browser keeps the answer from it.
 */
export function cors(req: Request, res: Response, next: NextFunction): void {
  const origin = req.headers.origin;
  res.setHeader('Vary', 'Origin');
  if (isLoopbackOrigin(origin)) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Access-Control-Allow-Methods', 'GET,POST,PUT,PATCH,DELETE,OPTIONS');
    res.setHeader(
      'Access-Control-Allow-Headers',
      ['Authorization', 'Content-Type', 'X-Region', 'Cache-Control', ...UTM_HEADER_NAMES].join(','),
    );
    res.setHeader('Access-Control-Max-Age', '600');
  }
  if (req.method === 'OPTIONS') {
    res.status(204).end();
    return;
  }
  next();
}
