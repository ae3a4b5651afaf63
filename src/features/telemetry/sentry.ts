import * as Sentry from '@sentry/react';

/**
 * Error reporting (§8): every error with a type tag, the user's email, name, organization and
 * permissions, and a failed call's response data and status. Chunk-loading failures, network
 * fetch failures and ResizeObserver warnings are not reported. This module is its own chunk,
 * loaded after hydration and only when GATSBY_SENTRY_DSN is set.
 */
const IGNORED_ERRORS: (string | RegExp)[] = [
  // Chunk loading (a deploy replaced the files; the loader reloads the page).
  /ChunkLoadError/,
  /Loading (CSS )?chunk [\w-]+ failed/i,
  /We couldn't find the correct component chunk/,
  // Network fetch failures (Chromium, Firefox, Safari wording).
  /^Failed to fetch$/,
  /NetworkError when attempting to fetch resource/,
  /^Load failed$/,
  /^TypeError: (Failed to fetch|Load failed|NetworkError.*)$/,
  // Layout warnings the browser raises as errors.
  /ResizeObserver loop/,
];

export interface ReportedUser {
  accountId: string;
  email: string;
  name: string;
  organizationId: string;
  permissions: string[];
}

export interface ErrorDetails {
  /** What failed: 'api', 'render', 'chunk', a slice's action type… */
  type: string;
  response?: { status: number | null; data: unknown };
}

export interface SentryOptions {
  dsn: string;
  environment?: string;
  /** Tests pass a transport that captures the envelopes. */
  transport?: typeof Sentry.makeFetchTransport;
}

export function initErrorReporting({ dsn, environment, transport }: SentryOptions): void {
  Sentry.init({
    dsn,
    environment,
    ignoreErrors: IGNORED_ERRORS,
    // Only errors: no tracing, no session pings, no client reports.
    sendClientReports: false,
    integrations: (defaults) => defaults.filter((integration) => integration.name !== 'BrowserSession'),
    ...(transport ? { transport } : {}),
    initialScope: { tags: { type: 'uncaught' } },
  });
}

export function setReportedUser(user: ReportedUser | null): void {
  Sentry.setUser(
    user && {
      id: user.accountId,
      email: user.email,
      username: user.name,
      organizationId: user.organizationId,
      permissions: user.permissions,
    },
  );
}

export function reportError(error: unknown, { type, response }: ErrorDetails): void {
  Sentry.withScope((scope) => {
    scope.setTag('type', type);
    if (response) scope.setContext('response', { status: response.status, data: response.data });
    Sentry.captureException(error);
  });
}

export function flushReports(timeoutMs = 2000): PromiseLike<boolean> {
  return Sentry.flush(timeoutMs);
}
