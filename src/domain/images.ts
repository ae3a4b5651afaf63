/** Image addresses (§5). */
export const FILES_CDN_HOST = 'cdn.files-text.com';
export const CLOUD_STORAGE_HOST = 'storage.googleapis.com';
export const PRODUCT_CDN = 'https://cdn.livechat-static.com/api/file/proxy';
export const LABS_CDN = 'https://cdn.labs.livechat-static.com/api/file/proxy';

/**
 * Where to load an image from. Site-relative files get the path prefix; protocol-relative URLs
 * get https; full URLs on hosts other than the files CDN or cloud storage go through the product
 * CDN (the labs CDN in development or labs builds).
 */
export function imageAddress(src: string, options: { pathPrefix: string; labs?: boolean }): string {
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
  return `${options.labs ? LABS_CDN : PRODUCT_CDN}?url=${encodeURIComponent(url.href)}`;
}
