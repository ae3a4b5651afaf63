/**
 * A minimal document.cookie jar for the auth feature: the session token and the sign-in
 * transactions live in cookies, never in localStorage or sessionStorage (issue: tokens must not
 * be readable by every script that reads web storage, and must expire on their own).
 */
import { PATH_PREFIX } from '../../core/config';

/**
 * Where the cookies may be read, and by whom. Over https (production): the `__Host-` prefix, which
 * the browser accepts only with `Secure`, no `Domain` and `Path=/`: the cookie is bound to this
 * one host, over https only, and no subdomain can set or shadow it. That prefix rules out a path
 * scope; a path is no boundary between pages of one origin anyway (any page of the origin can
 * frame another and read its cookies). Over http (the sandbox on localhost, where `Secure` and
 * `__Host-` cannot be used) the cookie is scoped to the site's path instead. `SameSite=Strict`
 * in both: no request started by another site carries it.
 */
const isHttps = () => window.location.protocol === 'https:';

/** Scope cookies to the site's path when it is served under its prefix (not in `gatsby develop`). */
function cookiePath(): string {
  return window.location.pathname.startsWith(PATH_PREFIX) ? PATH_PREFIX : '/';
}

/** The name a cookie is stored under: `__Host-<name>` over https. */
export function storedName(name: string): string {
  return isHttps() ? `__Host-${name}` : name;
}

function attributes(maxAgeSeconds: number): string {
  const scope = isHttps() ? 'Path=/; Secure' : `Path=${cookiePath()}`;
  return `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}; ${scope}; SameSite=Strict`;
}

function readCookie(name: string): string | null {
  const prefix = `${storedName(name)}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  if (!found) return null;
  try {
    return decodeURIComponent(found.slice(prefix.length));
  } catch {
    return null;
  }
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  document.cookie = `${storedName(name)}=${encodeURIComponent(value)}; ${attributes(maxAgeSeconds)}`;
}

export function deleteCookie(name: string): void {
  document.cookie = `${storedName(name)}=; ${attributes(0)}`;
  // Over https, a copy an older release stored without the prefix (path-scoped, script-readable) goes too.
  if (isHttps()) document.cookie = `${name}=; Max-Age=0; Path=${cookiePath()}; Secure; SameSite=Lax`;
}

/** Reads a JSON cookie; anything unreadable counts as absent. */
export function readJsonCookie(name: string): unknown {
  const raw = readCookie(name);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}
