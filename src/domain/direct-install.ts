import { safeHref } from './safe-href';

/**
 * §4 Install, direct-install and trusted URL flow: an app with a direct install URL (or a
 * `trustedUrl` custom prop) is installed by a POST with the user's bearer token to that
 * store-supplied URL; the answer carries accountStatus and message. §3 customProps:
 * directInstallUrlInNewTab, finishInstallUrl, finishInstallCopy.
 */
export interface DirectInstallSource {
  directInstallUrl?: string | null;
  customProps?: Record<string, unknown> | null;
}

export interface DirectInstallRoute {
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
