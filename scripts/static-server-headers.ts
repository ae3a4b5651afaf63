import type { ServerResponse } from 'node:http';
import { accountsConfig, siteConfig } from '../src/core/config';
import { contentSecurityPolicy, frameAncestorsFrom, originOf, type CspOptions } from './static-server-csp';

export const CSP_HEADER = 'Content-Security-Policy-Report-Only';
/** Where the local server collects the browser's CSP violation reports (outside the site's paths). */
export const CSP_REPORT_PATH = '/__csp-report';

const present = (values: (string | null)[]): string[] => values.filter((value): value is string => value !== null);

/**
 * The policy's sources for this build: the API, product API and accounts origins the browser
 * calls (src/core/config.ts), the Sentry and Algolia hosts when those are configured, and
 * frame-ancestors from MARKETPLACE_FRAME_ANCESTORS (default `*`: partners embed the site).
 */
export function siteCspOptions(env: NodeJS.ProcessEnv = process.env): CspOptions {
  const algolia = env.GATSBY_ALGOLIA_APP_ID?.trim() ? ['https://*.algolia.net', 'https://*.algolianet.com'] : [];
  return {
    origins: present([originOf(siteConfig.apiUrl), originOf(accountsConfig.productApiUrl), originOf(accountsConfig.url)]),
    connectOnly: [...present([originOf(siteConfig.sentryDsn)]), ...algolia],
    frameAncestors: frameAncestorsFrom(env.MARKETPLACE_FRAME_ANCESTORS),
    reportUri: CSP_REPORT_PATH,
  };
}

/** The headers every response carries, whatever its status. No X-Frame-Options: framing is allowed. */
export function setSecurityHeaders(res: ServerResponse, csp: CspOptions, scriptHashes: string[] = []): void {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader(CSP_HEADER, contentSecurityPolicy(csp, scriptHashes));
}
