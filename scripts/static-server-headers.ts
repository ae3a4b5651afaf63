import type { ServerResponse } from 'node:http';
import { DEFAULT_HOST_ORIGIN } from '../src/app/host-config';
import { accountsConfig, DEFAULT_HOST_APP_URLS, siteConfig } from '../src/core/config';
import { parseTrustedOrigins } from '../src/domain/host/host-navigation';
import {
  contentSecurityPolicy,
  frameAncestorsFrom,
  frameAncestorsOf,
  originOf,
  xFrameOptionsFor,
  type CspOptions,
} from './static-server-csp';

/** Enforced (no longer Report-Only): a violation is blocked, and reported to CSP_REPORT_PATH. */
export const CSP_HEADER = 'Content-Security-Policy';
/** Where the local server collects the browser's CSP violation reports (outside the site's paths). */
export const CSP_REPORT_PATH = '/__csp-report';

/**
 * The hosts images come from besides the site (src/domain/catalogue/images.ts): the files CDN and
 * cloud storage as they are, any other host through the product CDN (the labs CDN in labs and
 * development builds).
 */
export const IMAGE_HOSTS: readonly string[] = [
  'https://cdn.files-text.com',
  'https://storage.googleapis.com',
  'https://cdn.livechat-static.com',
  'https://cdn.labs.livechat-static.com',
];

/**
 * The tag manager (GATSBY_GTM_ID): its script, and the pixels and calls its tags make. Its
 * Custom HTML tags (inline scripts) stay blocked: the policy has no 'unsafe-inline' for scripts.
 */
const TAG_MANAGER = {
  scripts: ['https://www.googletagmanager.com'],
  images: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
  connect: ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
};

const present = (values: (string | null)[]): string[] => values.filter((value): value is string => value !== null);

/**
 * The host applications' origins, which frame the site as their agent app (§1): the origins the
 * site's bridge trusts (GATSBY_HOST_ORIGINS, default the sandbox host page on :8003) and those of
 * the live-chat and help-desk web apps (GATSBY_LIVECHAT_APP_URL, GATSBY_HELPDESK_APP_URL).
 */
export function hostOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  return [
    ...new Set([
      ...parseTrustedOrigins(env.GATSBY_HOST_ORIGINS || DEFAULT_HOST_ORIGIN),
      ...present([
        originOf(env.GATSBY_LIVECHAT_APP_URL || DEFAULT_HOST_APP_URLS.livechat),
        originOf(env.GATSBY_HELPDESK_APP_URL || DEFAULT_HOST_APP_URLS.helpdesk),
      ]),
    ]),
  ];
}

/**
 * The policy's sources for this build: the API, product API and accounts origins the browser
 * calls (src/core/config.ts), the image CDNs, the Sentry, Algolia and tag manager hosts when those
 * are configured, and frame-ancestors: the site itself, the host applications (hostOrigins) and
 * the partners in MARKETPLACE_FRAME_ANCESTORS (`*`: anyone; 'none': no one).
 */
export function siteCspOptions(env: NodeJS.ProcessEnv = process.env): CspOptions {
  const algolia = env.GATSBY_ALGOLIA_APP_ID?.trim() ? ['https://*.algolia.net', 'https://*.algolianet.com'] : [];
  const tagManager = env.GATSBY_GTM_ID?.trim() ? TAG_MANAGER : { scripts: [], images: [], connect: [] };
  return {
    origins: present([originOf(siteConfig.apiUrl), originOf(accountsConfig.productApiUrl), originOf(accountsConfig.url)]),
    connectOnly: [...present([originOf(siteConfig.sentryDsn)]), ...algolia, ...tagManager.connect],
    imageOnly: [...IMAGE_HOSTS, ...tagManager.images],
    scriptOrigins: tagManager.scripts,
    frameAncestors: frameAncestorsOf(hostOrigins(env), frameAncestorsFrom(env.MARKETPLACE_FRAME_ANCESTORS)),
    reportUri: CSP_REPORT_PATH,
  };
}

/**
 * The headers every response carries besides the CSP, whatever its status. X-Frame-Options only
 * where it agrees with frame-ancestors (xFrameOptionsFor): with host applications or partners in
 * the list, none.
 */
export function securityHeaders(csp: CspOptions): Record<string, string> {
  const frameOptions = xFrameOptionsFor(csp.frameAncestors);
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    ...(frameOptions ? { 'X-Frame-Options': frameOptions } : {}),
  };
}

/** Sets securityHeaders and the policy (with a document's own script hashes) on a response. */
export function setSecurityHeaders(res: ServerResponse, csp: CspOptions, scriptHashes: string[] = []): void {
  for (const [name, value] of Object.entries(securityHeaders(csp))) res.setHeader(name, value);
  res.setHeader(CSP_HEADER, contentSecurityPolicy(csp, scriptHashes));
}
