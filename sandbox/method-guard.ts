import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { NextFunction, Request, Response } from 'express';
import { errorBody } from './request-errors';

/**
 * TRACE and TRACK echo the request (cookies and Authorization included) back to whoever can read
 * the answer; the sandbox has no use for them, nor for CONNECT (it is no proxy). Node's HTTP
 * parser already refuses TRACK (400): it is no method it knows.
 */
const REFUSED_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT']);
export const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';

export function refuseMethods(req: Request, res: Response, next: NextFunction): void {
  if (!REFUSED_METHODS.has(req.method)) return next();
  res.status(405).set('Allow', ALLOWED_METHODS).json(errorBody('method_not_allowed', 'Method not allowed'));
}

/**
 * CONNECT never reaches Express: Node hands it to the server's 'connect' listeners, or drops the
 * connection without an answer. Answer it 405 and close.
 */
export function refuseConnect(server: Server): void {
  server.on('connect', (_req: unknown, socket: Duplex) => {
    socket.on('error', () => undefined);
    const body = JSON.stringify(errorBody('method_not_allowed', 'Method not allowed'));
    socket.end(
      `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOWED_METHODS}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
