/**
 * The site origin(s) the accounts service hands tokens to: a redirect_uri must be on one of them,
 * and only they may frame the sign-in page. Not "any localhost port": any other local page would
 * otherwise get a signed-in user's token through a hidden iframe.
 */

/** Where `npm start` serves the site (the origin the default build signs in from). */
export const DEFAULT_SITE_ORIGIN = 'http://localhost:8000';
/** The sandbox host page (the agent app's host) as `npm start` serves it. */
export const DEFAULT_HOST_PAGE_ORIGIN = 'http://localhost:8003';

/** 'http://localhost:8000/marketplace/' → 'http://localhost:8000'; throws unless an http(s) URL. */
export function siteOrigin(value: string): string {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`not a site origin: ${JSON.stringify(value)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`not an http(s) site origin: ${JSON.stringify(value)}`);
  return url.origin;
}

/** A comma-separated list (the environment variable's form) or a list; empty entries dropped. */
export function siteOrigins(value: string | readonly string[]): string[] {
  const entries = typeof value === 'string' ? value.split(',') : value;
  const origins = [...new Set(entries.filter((entry) => entry.trim() !== '').map(siteOrigin))];
  if (origins.length === 0) throw new Error('no site origin given');
  return origins;
}

/** Whether `value` is an http(s) URL on one of `origins` (exact scheme, host and port). */
export function isSiteUrl(value: string | undefined, origins: readonly string[]): boolean {
  if (!value) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && origins.includes(url.origin);
  } catch {
    return false;
  }
}
