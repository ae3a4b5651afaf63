/**
 * Test support for the auth feature's integration tests (not a test file itself): a fresh sandbox
 * accounts service per test, mounted over the shared msw server on the origins the site calls, real
 * tokens from its sign-in endpoint, a log of the requests that reached it, and a log of cookie
 * writes (jsdom's document.cookie getter hides attributes such as Max-Age).
 */
import type { AuthorizeTokenData } from '../../domain/auth/accounts-contract';
import { accountsConfig } from '../../core/config';
import { readCatalogueData } from '../../../sandbox/data-files';
import { accountsHandlers } from '../../../sandbox/handlers/accounts';
import { licenseHandlers } from '../../../sandbox/handlers/licenses';
import { createAccountsService, MARKETPLACE_CLIENT_ID, type AccountsService } from '../../../sandbox/services/accounts';
import { JEST_SITE_ORIGINS, server } from '../../../sandbox/test-server';

export const ACCOUNTS_URL = accountsConfig.url;
export const API_URL = accountsConfig.productApiUrl;

interface RecordedRequest {
  method: string;
  origin: string;
  path: string;
  headers: Headers;
  /** Whether the call carried the service's own cookies ('include') or not. */
  credentials: RequestCredentials;
}

interface SandboxHandle {
  /** The accounts service behind the handlers of the current test. */
  accounts: AccountsService;
  /** Every request that reached msw in the current test, in order (sign-in calls of the test itself excluded). */
  requests: RecordedRequest[];
}

const developer = readCatalogueData().developers[0];

/**
 * Registers beforeEach/afterEach: each test gets its own accounts service (no tokens or access
 * requests leak between tests), served by the sandbox's own handlers, and a clean cookie jar and
 * web storage.
 */
export function withSandboxAccounts(): SandboxHandle {
  const handle = { requests: [] } as unknown as SandboxHandle;
  const record = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/sandbox/authorize') return;
    handle.requests.push({
      method: request.method,
      origin: url.origin,
      path: url.pathname,
      headers: new Headers(request.headers),
      credentials: request.credentials,
    });
  };
  beforeEach(() => {
    handle.accounts = createAccountsService({
      developer: { id: developer.id, name: developer.developerName },
      siteOrigins: JEST_SITE_ORIGINS,
    });
    handle.requests = [];
    server.use(...accountsHandlers(ACCOUNTS_URL, handle.accounts), ...licenseHandlers(API_URL, handle.accounts));
    server.events.on('request:start', record);
  });
  afterEach(() => {
    server.events.removeListener('request:start', record);
    clearCookies();
    window.localStorage.clear();
    window.sessionStorage.clear();
  });
  return handle;
}

/** The paths that reached msw, as 'METHOD /path'. */
export const calls = (handle: SandboxHandle): string[] => handle.requests.map((request) => `${request.method} ${request.path}`);

/**
 * Signs in on the sandbox's sign-in endpoint as one of its identities (sandbox/README.md) and
 * returns its token answer: a real, region-prefixed access token.
 */
export async function tokenFor(identity: string, state = 'test-state-0123456789'): Promise<AuthorizeTokenData> {
  const response = await fetch(`${ACCOUNTS_URL}/sandbox/authorize`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      identity,
      client_id: MARKETPLACE_CLIENT_ID,
      redirect_uri: 'http://localhost/',
      response_type: 'token',
      state,
    }),
  });
  const answer = (await response.json()) as { data?: AuthorizeTokenData; error?: unknown };
  if (!answer.data) throw new Error(`sandbox refused to sign in as ${identity}: ${JSON.stringify(answer.error)}`);
  return answer.data;
}

/** Revokes a token on the sandbox the way the provider would (`DELETE /v2/token`). */
export async function revokeToken(token: string, how: 'token' | 'sessions' = 'token'): Promise<void> {
  const response = await fetch(`${ACCOUNTS_URL}/v2/${how === 'token' ? 'token' : 'sessions'}`, {
    method: 'DELETE',
    headers: { Authorization: `Bearer ${token}` },
  });
  if (response.status !== 204) throw new Error(`revoking failed: ${response.status}`);
}

/** Whether the sandbox still accepts the token (`GET /v2/info`). */
export async function tokenWorks(token: string): Promise<boolean> {
  const response = await fetch(`${ACCOUNTS_URL}/v2/info`, { headers: { Authorization: `Bearer ${token}` } });
  return response.ok;
}

/**
 * Records every `document.cookie = …` write (with its attributes) while still writing it. Returns
 * the log and the restore function.
 */
export function recordCookieWrites(): { writes: string[]; restore(): void } {
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  if (!descriptor?.get || !descriptor.set) throw new Error('document.cookie is not an accessor here');
  const { get, set } = descriptor;
  const writes: string[] = [];
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => get.call(document) as string,
    set: (value: string) => {
      writes.push(value);
      set.call(document, value);
    },
  });
  return {
    writes,
    restore: () => {
      delete (document as unknown as Record<string, unknown>).cookie;
    },
  };
}

/** Names of the cookies the page can read now. */
export function cookieNames(): string[] {
  return document.cookie
    .split('; ')
    .filter(Boolean)
    .map((part) => part.split('=')[0]);
}

export function clearCookies(): void {
  // Secure: a __Host- cookie (https) is only replaced, hence expired, by a Secure one.
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  for (const name of cookieNames()) {
    document.cookie = `${name}=; Max-Age=0; Path=/${secure}`;
    document.cookie = `${name}=; Max-Age=0; Path=/marketplace${secure}`;
  }
}

/** Every key of both web storages: the session must never be there. */
export function webStorageKeys(): string[] {
  const keys = (storage: Storage) => Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? '');
  return [...keys(window.localStorage), ...keys(window.sessionStorage)];
}
