/** Image addresses (§5). */
const FILES_CDN_HOST = 'cdn.files-text.com';
const CLOUD_STORAGE_HOST = 'storage.googleapis.com';
const PRODUCT_CDN = 'https://cdn.livechat-static.com/api/file/proxy';
const LABS_CDN = 'https://cdn.labs.livechat-static.com/api/file/proxy';

/** Where a build runs: decides the CDN images go through (§5). */
type SiteEnvironment = 'production' | 'labs' | 'development';

/**
 * The environment of a build from its configuration: GATSBY_ENVIRONMENT when it names one
 * (labs, development or production), else development under `gatsby develop` (NODE_ENV
 * development) and production otherwise.
 */
export function siteEnvironmentOf(env: { GATSBY_ENVIRONMENT?: string; NODE_ENV?: string }): SiteEnvironment {
  const named = env.GATSBY_ENVIRONMENT?.trim().toLowerCase();
  if (named === 'labs' || named === 'development' || named === 'production') return named;
  return env.NODE_ENV === 'development' ? 'development' : 'production';
}

/** The labs CDN serves development and labs environments; production uses the product CDN (§5). */
export function usesLabsCdn(environment: SiteEnvironment): boolean {
  return environment === 'labs' || environment === 'development';
}

/**
 * Where to load an image from. Site-relative files get the path prefix; protocol-relative URLs
 * get https; full URLs on hosts other than the files CDN or cloud storage go through the product
 * CDN (the labs CDN in development or labs builds).
 */
export function imageAddress(
  src: string,
  options: { pathPrefix: string; labs?: boolean; environment?: SiteEnvironment },
): string {
  const trimmed = src.trim();
  if (!trimmed) return '';
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return `${options.pathPrefix}${trimmed}`;
  const absolute = trimmed.startsWith('//')
    ? `https:${trimmed}`
    : /^[a-z][a-z\d+.-]*:/i.test(trimmed)
      ? trimmed
      : `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(absolute);
  } catch {
    return '';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return '';
  if (url.hostname === FILES_CDN_HOST || url.hostname === CLOUD_STORAGE_HOST) return url.href;
  const labs = options.labs ?? (options.environment ? usesLabsCdn(options.environment) : false);
  return `${labs ? LABS_CDN : PRODUCT_CDN}?url=${encodeURIComponent(url.href)}`;
}
