import { clearSession, loadSession, saveSession, SESSION_COOKIE } from './session-cookie';
import { clearCookies, cookieNames, recordCookieWrites, webStorageKeys } from './auth-test-kit';

/** The token cookie of §9: 1 day (or the token's own lifetime when shorter), never web storage. */
const DAY = 86400;

let cookies: ReturnType<typeof recordCookieWrites>;
beforeEach(() => {
  cookies = recordCookieWrites();
});
afterEach(() => {
  cookies.restore();
  clearCookies();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

const maxAgeOf = (write: string) => Number(/Max-Age=(\d+)/.exec(write)?.[1]);

describe('saveSession', () => {
  it.each([
    ['a token living a day', DAY, DAY],
    ['a token living longer than a day', 7 * DAY, DAY],
    ['a token expiring in an hour', 3600, 3600],
    ['an unknown lifetime (0)', 0, DAY],
    ['a nonsensical lifetime (negative)', -5, DAY],
  ])('keeps %s for min(1 day, its lifetime)', (_, expiresIn, maxAge) => {
    saveSession({ token: 'dal:abc', ghost: false }, expiresIn);

    expect(cookies.writes).toHaveLength(1);
    expect(cookies.writes[0].startsWith(`${SESSION_COOKIE}=`)).toBe(true);
    expect(maxAgeOf(cookies.writes[0])).toBe(maxAge);
  });

  it('writes a Strict cookie (no Secure flag or __Host- prefix on http) and nothing to web storage', () => {
    saveSession({ token: 'dal:abc', ghost: true }, DAY);

    expect(cookies.writes[0]).toMatch(/^marketplace_session=.*; Path=\/; SameSite=Strict$/);
    expect(webStorageKeys()).toEqual([]);
  });

  it('round-trips the token and the ghost flag', () => {
    saveSession({ token: 'fra:x/y+z=', ghost: true }, DAY);
    expect(loadSession()).toEqual({ token: 'fra:x/y+z=', ghost: true });

    saveSession({ token: 'dal:abc', ghost: false }, DAY);
    expect(loadSession()).toEqual({ token: 'dal:abc', ghost: false });
  });
});

describe('loadSession', () => {
  it('is null without a cookie', () => {
    expect(loadSession()).toBeNull();
  });

  it.each([
    ['not JSON', 'not-json'],
    ['an empty token', encodeURIComponent(JSON.stringify({ t: '', g: 0 }))],
    ['a token of the wrong type', encodeURIComponent(JSON.stringify({ t: 42 }))],
    ['a bad percent-encoding', '%E0%A4%A'],
  ])('treats a cookie holding %s as no session', (_, raw) => {
    document.cookie = `${SESSION_COOKIE}=${raw}; Path=/`;
    expect(loadSession()).toBeNull();
  });

  it('does not mistake a cookie whose name merely ends the same for the session', () => {
    document.cookie = `x${SESSION_COOKIE}=${encodeURIComponent(JSON.stringify({ t: 'dal:evil', g: 0 }))}; Path=/`;
    expect(loadSession()).toBeNull();
  });
});

describe('clearSession', () => {
  it('expires the cookie at once', () => {
    saveSession({ token: 'dal:abc', ghost: false }, DAY);

    clearSession();

    expect(maxAgeOf(cookies.writes[1])).toBe(0);
    expect(loadSession()).toBeNull();
    expect(cookieNames()).not.toContain(SESSION_COOKIE);
  });
});
