import { TOKEN_COOKIE_LIFETIME_DAYS } from '../../domain/auth/sign-in-lifetimes';
import { deleteCookie, readJsonCookie, writeCookie } from './cookies';

/** The signed-in session: the access token and whether it is a ghost (impersonated) login. */
interface StoredSession {
  token: string;
  ghost: boolean;
}

export const SESSION_COOKIE = 'marketplace_session';
const DAY_SECONDS = 24 * 60 * 60;

/** Keeps the token for 1 day (§9), or less when the token itself expires sooner. */
export function saveSession(session: StoredSession, expiresInSeconds: number): void {
  const lifetime = Math.min(TOKEN_COOKIE_LIFETIME_DAYS * DAY_SECONDS, expiresInSeconds > 0 ? expiresInSeconds : DAY_SECONDS);
  writeCookie(SESSION_COOKIE, JSON.stringify({ t: session.token, g: session.ghost ? 1 : 0 }), lifetime);
}

export function loadSession(): StoredSession | null {
  const value = readJsonCookie(SESSION_COOKIE);
  if (value === null) forgetLegacySession();
  if (!value || typeof value !== 'object') return null;
  const { t, g } = value as { t?: unknown; g?: unknown };
  return typeof t === 'string' && t !== '' ? { token: t, ghost: g === 1 } : null;
}

/** Over https, an unprefixed session cookie of an older release is removed, never read. */
function forgetLegacySession(): void {
  if (
    window.location.protocol === 'https:' &&
    document.cookie.split('; ').some((part) => part.startsWith(`${SESSION_COOKIE}=`))
  ) {
    deleteCookie(SESSION_COOKIE);
  }
}

export function clearSession(): void {
  deleteCookie(SESSION_COOKIE);
}
