import type { IncomingMessage } from 'node:http';

/**
 * Largest request body the sandbox reads, whatever its type (JSON, the sign-in and consent forms,
 * text). The biggest real body (a partner comment, 2,000 characters) is a few KB; 1 MiB leaves room
 * and keeps one client from filling the server's memory.
 */
export const MAX_BODY_BYTES = 1024 * 1024;

export class BodyTooLargeError extends Error {
  readonly status = 413;
  constructor(readonly limit: number) {
    super(`Request body over ${limit} bytes`);
  }
}

/**
 * The whole body of a request, or a BodyTooLargeError: at once when Content-Length says more than
 * `limit` (nothing is read), else as soon as a chunked body passes it (the rest is left unread; the
 * caller answers 413 and closes the connection).
 */
export function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  const declared = req.headers['content-length'];
  if (declared !== undefined && Number(declared) > limit) return Promise.reject(new BodyTooLargeError(limit));
  if (req.readableEnded) return Promise.resolve(Buffer.alloc(0));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('close', onClose);
    };
    function onData(chunk: Buffer) {
      size += chunk.length;
      if (size > limit) {
        stop();
        req.pause();
        reject(new BodyTooLargeError(limit));
      } else chunks.push(chunk);
    }
    function onEnd() {
      stop();
      resolve(Buffer.concat(chunks));
    }
    function onError(error: Error) {
      stop();
      reject(error);
    }
    // A client that goes away mid-body: no 'end' will come.
    function onClose() {
      stop();
      reject(new Error('request aborted'));
    }
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('close', onClose);
  });
}
