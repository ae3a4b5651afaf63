import type { NextFunction, Request, Response } from 'express';
import { UTM_HEADER_NAMES } from '../src/domain/site/utm';

/**
 * CORS with credentials for the configured site and host origins only (`startSandbox`'s
 * siteOrigins and the host page), matched exactly: not any localhost port, or any other page on
 * this machine could read a signed-in user's answers. Any other origin gets no Access-Control-*
 * header, so the browser keeps the answer from it.
 */
export function createCors(trustedOrigins: readonly string[]) {
  const trusted = new Set(trustedOrigins);
  return (req: Request, res: Response, next: NextFunction): void => {
    const origin = req.headers.origin;
    res.setHeader('Vary', 'Origin');
    if (origin !== undefined && trusted.has(origin)) {
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
  };
}
