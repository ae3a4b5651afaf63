import type { ErrorRequestHandler, NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * Errors of the local server answered like the services answer theirs
 * (`{"error": {"type", "message"}}`), never as Express's HTML page with a stack trace and paths.
 */

/** Input the request itself got wrong: bad percent-encoding (a raw '%' in a path), an unparsable URL or Host. */
function isMalformedInput(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  // By name and code, not instanceof: Node's own URL errors come from another realm under Jest.
  const { name, code } = error as { name?: unknown; code?: unknown };
  return name === 'URIError' || code === 'ERR_INVALID_URL';
}

/** Express (and its http-errors) mark client errors with a 4xx status. */
function clientStatus(error: unknown): number | null {
  if (!error || typeof error !== 'object') return null;
  const status = (error as { status?: unknown; statusCode?: unknown }).status ?? (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : null;
}

export function errorBody(type: string, message: string): { error: { type: string; message: string } } {
  return { error: { type, message } };
}

/**
 * Runs an async middleware so that a rejection reaches the error handler: Express 4 ignores the
 * promise, and an unhandled rejection ends the whole Node process.
 */
export function catchRejections(middleware: (req: Request, res: Response, next: NextFunction) => unknown): RequestHandler {
  return (req, res, next) => {
    try {
      Promise.resolve(middleware(req, res, next)).catch(next);
    } catch (error) {
      next(error);
    }
  };
}

/** The last middleware: 400 for malformed input, the 4xx Express chose, else a 500 without internals. */
export function answerErrors(log: (message: string, error: unknown) => void = console.error): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    if (res.headersSent) {
      // Half an answer is out: all that is left is to cut the connection.
      res.destroy();
      return;
    }
    const status = isMalformedInput(error) ? 400 : clientStatus(error);
    if (status !== null) {
      res.status(status).json(errorBody('invalid_request', 'Malformed request'));
      return;
    }
    log(`sandbox: unexpected error answering ${req.method} ${req.path}:`, error);
    res.status(500).json(errorBody('server_error', 'The sandbox could not answer this request'));
  };
}
