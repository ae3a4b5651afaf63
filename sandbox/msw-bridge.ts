import { randomUUID } from 'node:crypto';
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { handleRequest, type RequestHandler } from 'msw';
import { BodyTooLargeError, MAX_BODY_BYTES, readBody } from './body-limit';
import { chooseEncoding, compress, isCompressible, MIN_COMPRESSED_BYTES } from './compression';
import { errorBody } from './request-errors';

/** msw reports life-cycle events to an emitter; nothing here listens to them. */
const noEvents = { emit: () => false } as unknown as Parameters<typeof handleRequest>[4];

/**
 * The msw handlers over Express, as @mswjs/http-middleware does it, with two changes: the body is
 * read with a limit (413) before any handler parses it, and text answers are compressed as the
 * client accepts. The answer is buffered first (the sandbox's answers are small; none streams).
 */
export function mswBridge(handlers: RequestHandler[], maxBodyBytes = MAX_BODY_BYTES) {
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction): Promise<void> => {
    const method = req.method;
    let body: Uint8Array<ArrayBuffer> | undefined;
    if (method !== 'GET' && method !== 'HEAD') {
      try {
        body = new Uint8Array(await readBody(req, maxBodyBytes));
      } catch (error) {
        // The client went away mid-body: nobody is left to answer.
        if (!(error instanceof BodyTooLargeError)) return void res.destroy();
        // The rest of the body is never read: close the connection rather than drain it.
        res.status(413).set('Connection', 'close');
        res.json(errorBody('payload_too_large', `Request body over ${maxBodyBytes} bytes`));
        return;
      }
    }
    const origin = `${req.protocol}://${req.get('host')}`;
    const request = new Request(new URL(req.url, origin), {
      method,
      headers: new Headers(req.headers as Record<string, string>),
      credentials: 'omit',
      body,
    });
    const response = await handleRequest(request, randomUUID(), handlers, { onUnhandledRequest: () => undefined }, noEvents, {
      resolutionContext: { baseUrl: origin },
    });
    if (!response) return next();
    await send(req, res, response);
  };
}

async function send(req: ExpressRequest, res: ExpressResponse, response: Response): Promise<void> {
  res.status(response.status);
  if (response.statusText) res.statusMessage = response.statusText;
  response.headers.forEach((value, name) => {
    // Set-Cookie may come more than once; the length is the sent body's own.
    if (name !== 'content-length') res.appendHeader(name, value);
  });
  const raw = response.body ? Buffer.from(await response.arrayBuffer()) : Buffer.alloc(0);
  const type = response.headers.get('content-type') ?? undefined;
  let sent: Buffer = raw;
  if (isCompressible(type) && !response.headers.has('content-encoding')) {
    res.vary('Accept-Encoding');
    const encoding = raw.length >= MIN_COMPRESSED_BYTES ? chooseEncoding(req.headers['accept-encoding']) : null;
    if (encoding) {
      sent = await compress(raw, encoding);
      res.setHeader('Content-Encoding', encoding);
    }
  }
  if (response.body) res.setHeader('Content-Length', sent.length);
  res.end(req.method === 'HEAD' ? undefined : sent);
}
