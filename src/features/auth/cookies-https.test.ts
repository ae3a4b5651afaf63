/**
 * @jest-environment-options {"url": "https://www.example.com/marketplace/apps/"}
 */
import { clearCookies, recordCookieWrites } from './auth-test-kit';
import { clearSession, loadSession, saveSession } from './session-cookie';

/** Issue 32: over https the token cookie is `__Host-`, Secure, Path=/ and Strict; no older copy is read. */
let cookies: ReturnType<typeof recordCookieWrites>;
beforeEach(() => {
  clearCookies();
  cookies = recordCookieWrites();
});
afterEach(() => cookies.restore());

it('keeps the session in a __Host- cookie: Secure, host-only, Path=/, SameSite=Strict', () => {
  saveSession({ token: 'dal:abc', ghost: false }, 3600);

  expect(cookies.writes).toEqual([
    expect.stringMatching(/^__Host-marketplace_session=[^;]+; Max-Age=3600; Path=\/; Secure; SameSite=Strict$/),
  ]);
  expect(cookies.writes[0]).not.toMatch(/Domain=/i);
  expect(loadSession()).toEqual({ token: 'dal:abc', ghost: false });
  clearSession();
  expect(loadSession()).toBeNull();
});

it('never reads the unprefixed cookie of an older release, and removes it', () => {
  document.cookie = `marketplace_session=${encodeURIComponent(JSON.stringify({ t: 'dal:old', g: 0 }))}; Path=/marketplace; Secure`;

  expect(loadSession()).toBeNull();
  expect(document.cookie).not.toMatch(/(^|; )marketplace_session=/);
});
