/**
 * A minimal document.cookie jar for the auth feature: the session token and the sign-in
 * transactions live in cookies, never in localStorage or sessionStorage (issue: tokens must not
 * be readable by every script that reads web storage, and must expire on their own).
 */
import { PATH_PREFIX } from '../../core/config';

/** Scope cookies to the site's path when it is served under its prefix (not in `gatsby develop`). */
function cookiePath(): string {
  return window.location.pathname.startsWith(PATH_PREFIX) ? PATH_PREFIX : '/';
}

function readCookie(name: string): string | null {
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  if (!found) return null;
  try {
    return decodeURIComponent(found.slice(prefix.length));
  } catch {
    return null;
  }
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}; Path=${cookiePath()}; SameSite=Lax${secure}`;
}

export function deleteCookie(name: string): void {
  document.cookie = `${name}=; Max-Age=0; Path=${cookiePath()}; SameSite=Lax`;
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
