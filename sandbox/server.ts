import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RequestHandler } from 'msw';
import { createCors } from './cors';
import { refuseConnect, refuseMethods } from './method-guard';
import { mswBridge } from './msw-bridge';
import { createHostPageApp } from './pages/host-page';
import { createAccountsHandlers, createApiHandlers } from './handlers';
import { answerErrors, catchRejections } from './request-errors';
import { createServices } from './services';
import { DEFAULT_HOST_PAGE_ORIGIN, DEFAULT_SITE_ORIGIN, siteOrigins } from './services/site-origins';

export const DEFAULT_SANDBOX_PORT = 8001;
export const DEFAULT_ACCOUNTS_PORT = 8002;
/** The sandbox host page (agent app / partner iframe around the site): the site trusts this origin by default. */
export const DEFAULT_HOST_PAGE_PORT = 8003;

export interface SandboxOptions {
  /** Marketplace API (and product API) port; 0 picks a free one. Default 8001. */
  port?: number;
  /** Accounts service port; 0 picks a free one. Default: 0 when `port` is 0, else SANDBOX_ACCOUNTS_PORT or 8002. */
  accountsPort?: number;
  /** Host page port; 0 picks a free one. Default: 0 when `port` is 0, else SANDBOX_HOST_PAGE_PORT or 8003. */
  hostPagePort?: number;
  host?: string;
  /**
   * Origin(s) of the site that signs in here: redirect_uri must be on one, and only they may frame
   * the sign-in page. Default: SANDBOX_SITE_ORIGINS (comma-separated), else http://localhost:8000.
   */
  siteOrigins?: string | readonly string[];
}

export interface RunningSandbox {
  url: string;
  port: number;
  /** Origin of the accounts service (sign-in page, /v2/*): the site's accounts URL. */
  accountsUrl: string;
  accountsPort: number;
  /** The host page embedding the site (the first site origin) as the agent app or a partner iframe. */
  hostPageUrl: string;
  hostPagePort: number;
  /** The site origins the accounts service trusts. */
  siteOrigins: readonly string[];
  /** The origins both services answer with CORS: the site origins, the host origins and the host page. */
  corsOrigins: readonly string[];
  close(): Promise<void>;
}

function validPort(value: unknown): number | null {
  const port = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(port) && port >= 0 && port < 65536 ? port : null;
}

/**
 * One origin of the local server: TRACE/TRACK refused, CORS for `trustedOrigins` only, the msw
 * handlers (bodies over 1 MiB refused, text answers compressed), a raw-text 404, and JSON errors.
 */
export function createSandboxApp(
  handlers: RequestHandler[],
  trustedOrigins: readonly string[] = [DEFAULT_SITE_ORIGIN, DEFAULT_HOST_PAGE_ORIGIN],
): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(refuseMethods);
  app.use(createCors(trustedOrigins));
  app.use(catchRejections(mswBridge(handlers)));
  app.use((_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  app.use(answerErrors());
  return app;
}

function listen(app: express.Express, port: number, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host, () => resolve(server));
    server.on('error', reject);
    refuseConnect(server);
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((done) => server.close(() => done()));
}

/**
 * Starts the marketplace API and the accounts service, each on its own port, over ONE set of
 * services (tokens the accounts service issues are valid on the product API).
 * `startSandbox(port, host)` is the older form, kept for its callers.
 */
export function startSandbox(options?: SandboxOptions): Promise<RunningSandbox>;
export function startSandbox(port?: number, host?: string): Promise<RunningSandbox>;
export async function startSandbox(portOrOptions: number | SandboxOptions = {}, legacyHost?: string): Promise<RunningSandbox> {
  const options = typeof portOrOptions === 'number' ? { port: portOrOptions, host: legacyHost } : portOrOptions;
  const port = options.port ?? DEFAULT_SANDBOX_PORT;
  const host = options.host ?? '127.0.0.1';
  const accountsPort =
    options.accountsPort ?? (port === 0 ? 0 : (validPort(process.env.SANDBOX_ACCOUNTS_PORT) ?? DEFAULT_ACCOUNTS_PORT));

  const hostPagePort =
    options.hostPagePort ?? (port === 0 ? 0 : (validPort(process.env.SANDBOX_HOST_PAGE_PORT) ?? DEFAULT_HOST_PAGE_PORT));

  const origins = siteOrigins(options.siteOrigins ?? (process.env.SANDBOX_SITE_ORIGINS || DEFAULT_SITE_ORIGIN));
  const services = createServices(undefined, { siteOrigins: origins });
  const hostPageApp = express();
  hostPageApp.disable('x-powered-by');
  hostPageApp.use(refuseMethods);
  hostPageApp.use(createHostPageApp(origins[0]));
  // The host page first: its origin is one the other two trust (CORS), with the configured ones.
  const hostPage = await listen(hostPageApp, hostPagePort, host);
  const actualHostPagePort = (hostPage.address() as AddressInfo).port;
  const trusted = [...new Set([...services.accounts.frameAncestors, `http://localhost:${actualHostPagePort}`])];
  let api: Server;
  try {
    api = await listen(createSandboxApp(createApiHandlers(services), trusted), port, host);
  } catch (error) {
    await closeServer(hostPage);
    throw error;
  }
  let accounts: Server;
  try {
    accounts = await listen(createSandboxApp(createAccountsHandlers(services), trusted), accountsPort, host);
  } catch (error) {
    await Promise.all([closeServer(api), closeServer(hostPage)]);
    throw error;
  }
  const apiPort = (api.address() as AddressInfo).port;
  const actualAccountsPort = (accounts.address() as AddressInfo).port;
  return {
    url: `http://localhost:${apiPort}`,
    port: apiPort,
    accountsUrl: `http://localhost:${actualAccountsPort}`,
    accountsPort: actualAccountsPort,
    hostPageUrl: `http://localhost:${actualHostPagePort}`,
    hostPagePort: actualHostPagePort,
    siteOrigins: services.accounts.siteOrigins,
    corsOrigins: trusted,
    close: async () => {
      await Promise.all([closeServer(api), closeServer(accounts), closeServer(hostPage)]);
    },
  };
}

function argOrEnv(argv: string[], flag: string, env: string | undefined): string | undefined {
  const index = argv.indexOf(flag);
  return index >= 0 ? argv[index + 1] : env;
}

function optionsFromArgs(argv: string[]): SandboxOptions {
  const port = validPort(argOrEnv(argv, '--port', process.env.SANDBOX_PORT)) ?? DEFAULT_SANDBOX_PORT;
  const accountsPort = validPort(argOrEnv(argv, '--accounts-port', process.env.SANDBOX_ACCOUNTS_PORT)) ?? undefined;
  const hostPagePort = validPort(argOrEnv(argv, '--host-page-port', process.env.SANDBOX_HOST_PAGE_PORT)) ?? undefined;
  return {
    port,
    accountsPort,
    hostPagePort,
    siteOrigins: argOrEnv(argv, '--site-origins', process.env.SANDBOX_SITE_ORIGINS) || undefined,
  };
}

if (require.main === module) {
  startSandbox(optionsFromArgs(process.argv.slice(2)))
    .then(({ url, accountsUrl, hostPageUrl, siteOrigins: trusted }) => {
      console.log(`sandbox: marketplace API on ${url}`);
      console.log(`sandbox: accounts service (sign-in page) on ${accountsUrl}, for the site on ${trusted.join(', ')}`);
      console.log(`sandbox: host page (agent app / partner iframe) on ${hostPageUrl}`);
    })
    .catch((error: unknown) => {
      console.error(`sandbox: could not start: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    });
}
