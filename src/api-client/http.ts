import { isOffline, OFFLINE } from '../domain/site/offline';
/**
 * The one fetch wrapper (spec §7): bearer token unless no-auth, JSON in and out, and the named
 * statuses turned into typed errors. 404 carries the raw text, 204 has no body.
 */
type ApiErrorKind = 'network' | 'timeout' | 'http' | 'validation' | 'conflict' | 'unauthorized' | 'not-found';

/**
 * A service that has not answered a call in this time is treated as failing (kind 'timeout'): the
 * page says so instead of loading forever. Not for the site's own static files (a large index on a
 * slow line takes what it takes). Its message is §8's 'Unexpected error' like any failure without
 * words of its own ("Other messages are not shown"); code that must tell it apart reads the kind.
 */
const REQUEST_TIMEOUT_MS = 30_000;

export const UNEXPECTED_ERROR = 'Unexpected error';

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status: number | null = null,
    readonly code: string | null = null,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** A call refused with 401: the token is no longer valid (§8 Loading ends the session). */
export const isUnauthorized = (error: unknown): boolean => error instanceof ApiError && error.kind === 'unauthorized';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';
  body?: unknown;
  token?: string | null;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** 'include' sends the service's own cookies (a browser session on its origin). */
  credentials?: RequestCredentials;
  /**
   * A static file of the site (an index): sent with no headers of ours, so the browser can answer
   * it with the page's `<link rel="preload" as="fetch">` of the same file. Chromium reuses a
   * preload only when the request headers match, and an Accept header made it fetch the file again.
   */
  staticFile?: boolean;
}

/** Server error strings take the form "code:message"; bodies carry code, error or recurly fields. */
export function errorFromBody(body: unknown): { code: string | null; message: string } {
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    const nested = record.error;
    if (nested && typeof nested === 'object') {
      const { type, message } = nested as Record<string, unknown>;
      if (typeof message === 'string') return { code: typeof type === 'string' ? type : null, message };
    }
    for (const key of ['code', 'error', 'recurly'] as const) {
      const value = record[key];
      if (typeof value === 'string' && value) {
        const [code, ...rest] = value.split(':');
        const message = typeof record.message === 'string' ? record.message : rest.join(':') || value;
        return { code: rest.length || typeof record.message === 'string' ? code : null, message };
      }
    }
  }
  return { code: null, message: UNEXPECTED_ERROR };
}

function kindOf(status: number): ApiErrorKind {
  if (status === 401) return 'unauthorized';
  if (status === 404) return 'not-found';
  if (status === 409) return 'conflict';
  if (status === 422) return 'validation';
  return 'http';
}

const isJson = (response: Response) => /\bjson\b/i.test(response.headers.get('Content-Type') ?? '');

/** The body, parsed when it is JSON (`json`), else its text (null when empty). */
async function readBody(response: Response): Promise<{ data: unknown; json: boolean }> {
  const text = await response.text();
  if (!text) return { data: null, json: false };
  try {
    return { data: JSON.parse(text) as unknown, json: true };
  } catch {
    return { data: text, json: false };
  }
}

/**
 * Hook points other parts of the site set once they load (after hydration): headers added to a
 * service's calls (the utm header set of §7, API calls only) and a failed call (error reporting, §8).
 */
interface RequestHooks {
  headers?(baseUrl: string): Record<string, string>;
  failed?(error: ApiError, call: { method: string; path: string }): void;
}

let hooks: RequestHooks = {};

export function setRequestHooks(next: RequestHooks): void {
  hooks = next;
}

export async function request<T>(baseUrl: string, path: string, options: RequestOptions = {}): Promise<T> {
  try {
    return await send<T>(baseUrl, path, options);
  } catch (error) {
    if (error instanceof ApiError) hooks.failed?.(error, { method: options.method ?? 'GET', path });
    throw error;
  }
}

async function send<T>(baseUrl: string, path: string, options: RequestOptions): Promise<T> {
  const { method = 'GET', body, token, headers = {}, signal, credentials, staticFile = false } = options;
  const url = `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  let response: Response;
  // The caller's signal and the timeout, as one.
  const controller = new AbortController();
  const abort = () => controller.abort();
  if (signal?.aborted) abort();
  else signal?.addEventListener('abort', abort, { once: true });
  let timedOut = false;
  const timer = staticFile
    ? null
    : setTimeout(() => {
        timedOut = true;
        abort();
      }, REQUEST_TIMEOUT_MS);
  try {
    response = await fetch(url, {
      method,
      signal: controller.signal,
      ...(credentials ? { credentials } : {}),
      headers: staticFile
        ? {}
        : {
            Accept: 'application/json',
            ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
            ...(token ? { Authorization: `Bearer ${token}` } : {}),
            ...hooks.headers?.(baseUrl),
            ...headers,
          },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
  } catch (cause) {
    if (timedOut) throw new ApiError('timeout', UNEXPECTED_ERROR);
    // Offline, the failure says so (and what to do) instead of the browser's "Failed to fetch".
    if (isOffline()) throw new ApiError('network', OFFLINE.action);
    throw new ApiError('network', cause instanceof Error ? cause.message : UNEXPECTED_ERROR);
  } finally {
    if (timer) clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }

  if (response.status === 204) return undefined as T;
  if (response.status === 404) {
    throw new ApiError('not-found', await response.text(), 404);
  }
  const { data, json } = await readBody(response);
  // A 2xx that says JSON but whose body is none (cut off, garbled or empty) is no answer: the
  // caller cannot tell what the service did, so it must not take it for a success.
  if (response.ok && !json && isJson(response)) throw new ApiError('http', UNEXPECTED_ERROR, response.status);
  if (response.ok) return data as T;
  const { code, message } = errorFromBody(data);
  throw new ApiError(kindOf(response.status), message, response.status, code, data);
}
