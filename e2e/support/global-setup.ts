import { startSiteAndSandbox } from '../../scripts/testing/site-and-sandbox';
import { assertChromium, launchChromiumServer } from './chromium';

type Closable = { close(): Promise<void> };

/**
 * Starts the built site and the sandbox (scripts/testing/site-and-sandbox.ts): on the project's
 * Node server, or on nginx with deploy/nginx.conf when E2E_SERVER=nginx (`npm run test:nginx`).
 */
export default async function globalSetup(): Promise<void> {
  assertChromium();
  const server = process.env.E2E_SERVER === 'nginx' ? 'nginx' : 'node';
  const { site, sandbox } = await startSiteAndSandbox({ server });
  if (server === 'nginx') console.log(`\ne2e: the build is served by nginx (deploy/nginx.conf) at ${site.url}`);
  process.env.E2E_SITE_URL = site.url;
  process.env.E2E_SANDBOX_URL = sandbox.url;
  process.env.E2E_ACCOUNTS_URL = sandbox.accountsUrl;
  process.env.E2E_HOST_PAGE_URL = sandbox.hostPageUrl;
  const browser = await launchChromiumServer();
  process.env.E2E_BROWSER_WS = browser.wsEndpoint();
  (globalThis as { __E2E_SERVERS__?: Closable[] }).__E2E_SERVERS__ = [site, sandbox, browser];
}
