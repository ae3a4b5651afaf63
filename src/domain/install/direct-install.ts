import { safeHref } from '../site/safe-href';
import { cleanTrackingValue, KEPT_UTM_FIELDS, TRACKING_COOKIES, type UtmFields } from '../site/utm';

/**
 * §4 Install, direct-install and trusted URL flow: an app with a direct install URL (or a
 * `trustedUrl` custom prop) is installed by a POST with the user's bearer token to that
 * store-supplied URL; the answer carries accountStatus and message. §3 customProps:
 * directInstallUrlInNewTab, finishInstallUrl, finishInstallCopy.
 */
interface DirectInstallSource {
  directInstallUrl?: string | null;
  customProps?: Record<string, unknown> | null;
}

interface DirectInstallRoute {
  /** Absolute address the POST goes to. */
  url: string;
  /** customProps.directInstallUrlInNewTab === 'true': the install URL is also opened in a new tab. */
  newTab: boolean;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * Where the direct install POSTs, or null for the normal install call. A path is the store's own
 * endpoint on the API origin; an absolute address must be https (or the API origin itself): the
 * bearer token never travels in clear text nor to a javascript:/data: address.
 */
export function directInstallRoute(source: DirectInstallSource, apiUrl: string): DirectInstallRoute | null {
  const raw = text(source.directInstallUrl) ?? text(source.customProps?.trustedUrl);
  if (!raw) return null;
  let url: URL;
  let api: URL;
  try {
    api = new URL(apiUrl);
    url = new URL(raw, api);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.origin !== api.origin) return null;
  return { url: url.href, newTab: source.customProps?.directInstallUrlInNewTab === 'true' };
}

export interface FinishInstallLink {
  href: string;
  label: string;
}

/** The link shown after an install (finishInstallUrl / finishInstallCopy), only with a safe href. */
export function finishInstallLink(customProps: Record<string, unknown> | null | undefined): FinishInstallLink | null {
  const href = safeHref(text(customProps?.finishInstallUrl));
  if (!href) return null;
  return { href, label: text(customProps?.finishInstallCopy) ?? 'Finish the installation' };
}

/** The service's answer as plain text for the notice: accountStatus and message, never markup. */
export function directInstallNotice(answer: { accountStatus?: unknown; message?: unknown }): string | null {
  return text(answer.message);
}

/**
 * §7: for two specific apps the direct-install POST carries metrics: the page URL (source_url), the
 * metrics session id (source_id) and the kept UTM fields of the tracking cookies (§3, §9).
 */
export const METRICS_INSTALL_APPS: readonly string[] = ['convertboost', 'cliento-manager'];

export const wantsInstallMetrics = (slug: string): boolean => METRICS_INSTALL_APPS.includes(slug);

type InstallMetrics = { source_url: string; source_id: string } & UtmFields;

function cookieValue(cookie: string, name: string): string | null {
  const prefix = `${name}=`;
  const found = cookie.split(/;\s*/).find((part) => part.startsWith(prefix));
  if (!found) return null;
  try {
    return decodeURIComponent(found.slice(prefix.length));
  } catch {
    return null;
  }
}

function jsonCookie(cookie: string, name: string): Record<string, unknown> {
  try {
    const value = JSON.parse(cookieValue(cookie, name) ?? '{}') as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * The metrics body from the page address and a `document.cookie` string: the source id is the
 * metrics session's id (empty when the session cookie is missing), UTM fields only when kept and set.
 */
export function installMetrics(pageUrl: string, cookie: string): InstallMetrics {
  const session = jsonCookie(cookie, TRACKING_COOKIES.metricsSession.name);
  const campaign = jsonCookie(cookie, TRACKING_COOKIES.campaign.name);
  const body: InstallMetrics = {
    source_url: pageUrl,
    source_id: typeof session.id === 'string' ? cleanTrackingValue(session.id) : '',
  };
  for (const field of KEPT_UTM_FIELDS) {
    const value = typeof campaign[field] === 'string' ? cleanTrackingValue(campaign[field] as string) : '';
    if (value) body[field] = value;
  }
  return body;
}
