import {
  acceptCallback,
  AUTH_TRANSACTION_LIFETIME_MS,
  callbackParamNames,
  carriesCallback,
  IFRAME_SIGN_IN_TIMEOUT_MS,
  isSafeReturnPath,
  readCallback,
  stripCallback,
  TOKEN_COOKIE_LIFETIME_DAYS,
  type AuthTransaction,
} from './auth-callback';
import { SIGN_IN } from '../site/messages';

const NOW = Date.UTC(2024, 4, 1, 12, 0, 0);
const STATE = 'k3J9x0Qw_r2T-7zYv1bN8mLp';
const at = (search: string, hash: string) => ({ search, hash });
const transaction = (overrides: Partial<AuthTransaction> = {}): AuthTransaction => ({
  state: STATE,
  createdAt: NOW - 60_000,
  returnTo: '/apps/slack/',
  responseType: 'token',
  ...overrides,
});
const TOKEN_HASH = `#access_token=dal%3Aabc&expires_in=28800&token_type=Bearer&state=${STATE}&scope=chats--all%3Aro%2Cbilling--all%3Arw`;

describe('sign-in constants (§9)', () => {
  it('keeps the transaction 1/48 day (30 minutes), the token cookie 1 day, the iframe 2500 ms', () => {
    expect(AUTH_TRANSACTION_LIFETIME_MS).toBe(30 * 60 * 1000);
    expect(AUTH_TRANSACTION_LIFETIME_MS).toBe((24 * 60 * 60 * 1000) / 48);
    expect(TOKEN_COOKIE_LIFETIME_DAYS).toBe(1);
    expect(IFRAME_SIGN_IN_TIMEOUT_MS).toBe(2500);
  });
});

describe('reading the callback (§2: hash for the token flow, query for the code flow)', () => {
  it('reads access_token, expires_in, token_type, state and scope from the hash', () => {
    expect(readCallback(at('?utm_source=mail', TOKEN_HASH), 'token')).toEqual({
      kind: 'token',
      accessToken: 'dal:abc',
      expiresIn: 28800,
      tokenType: 'Bearer',
      state: STATE,
      scope: 'chats--all:ro,billing--all:rw',
      accountId: null,
      organizationId: null,
      ghost: false,
    });
  });

  it('reads the account and organization ids when the service sends them', () => {
    const callback = readCallback(at('', `${TOKEN_HASH}&account_id=acc-1&organization_id=org-1`), 'token');
    expect(callback).toMatchObject({ kind: 'token', accountId: 'acc-1', organizationId: 'org-1' });
  });

  it('marks frenzied=1 as a ghost login, and only 1', () => {
    expect(readCallback(at('', `${TOKEN_HASH}&frenzied=1`), 'token')).toMatchObject({ kind: 'token', ghost: true });
    expect(readCallback(at('', `${TOKEN_HASH}&frenzied=0`), 'token')).toMatchObject({ kind: 'token', ghost: false });
    expect(readCallback(at('?code=c1&state=s', '#frenzied=1'), 'code')).toMatchObject({ kind: 'code', ghost: true });
    expect(readCallback(at('?code=c1&state=s&frenzied=1', ''), 'code')).toMatchObject({ kind: 'code', ghost: true });
  });

  it('reads code and state from the query for the code flow', () => {
    expect(readCallback(at(`?code=abc123&state=${STATE}`, ''), 'code')).toEqual({
      kind: 'code',
      code: 'abc123',
      state: STATE,
      accountId: null,
      organizationId: null,
      ghost: false,
    });
  });

  it('finds no callback on an ordinary page', () => {
    expect(readCallback(at('', ''), 'token')).toEqual({ kind: 'none' });
    expect(readCallback(at('?categories=crm&sortBy=popularity', '#reviews'), 'token')).toEqual({ kind: 'none' });
    expect(readCallback(at('?action=settings', ''), 'code')).toEqual({ kind: 'none' });
    expect(readCallback(at('', '#frenzied=1'), 'token')).toEqual({ kind: 'none' });
  });

  it('requires access_token, expires_in and token_type; code for the code flow', () => {
    const without = (name: string) => TOKEN_HASH.replace(new RegExp(`${name}=[^&]*&?`), '');
    for (const name of ['access_token', 'expires_in', 'token_type']) {
      expect(readCallback(at('', without(name)), 'token')).toEqual({ kind: 'malformed' });
    }
    expect(readCallback(at('', TOKEN_HASH.replace('access_token=dal%3Aabc', 'access_token=')), 'token')).toEqual({
      kind: 'malformed',
    });
    expect(readCallback(at('', TOKEN_HASH.replace('expires_in=28800', 'expires_in=soon')), 'token')).toEqual({
      kind: 'malformed',
    });
    expect(readCallback(at(`?state=${STATE}`, ''), 'code')).toEqual({ kind: 'malformed' });
    expect(readCallback(at(`?code=&state=${STATE}`, ''), 'code')).toEqual({ kind: 'malformed' });
  });

  it("refuses a token in the query, a code in the hash, and the other flow's credential", () => {
    expect(readCallback(at(`?access_token=t&expires_in=1&token_type=Bearer&state=${STATE}`, ''), 'token')).toEqual({
      kind: 'malformed',
    });
    expect(readCallback(at('?access_token=t', TOKEN_HASH), 'token')).toEqual({ kind: 'malformed' });
    expect(readCallback(at('', `#code=c&state=${STATE}`), 'code')).toEqual({ kind: 'malformed' });
    expect(readCallback(at(`?code=c&state=${STATE}`, ''), 'token')).toEqual({ kind: 'malformed' });
    expect(readCallback(at(`?code=c&state=${STATE}`, TOKEN_HASH), 'code')).toEqual({ kind: 'malformed' });
  });

  it('reads nothing of the token flow from the query, nor of the code flow from the hash', () => {
    const hashWithoutState = TOKEN_HASH.replace(`&state=${STATE}`, '');
    expect(readCallback(at(`?state=${STATE}`, hashWithoutState), 'token')).toMatchObject({ kind: 'token', state: null });
    expect(readCallback(at('?code=c', `#state=${STATE}`), 'code')).toMatchObject({ kind: 'code', state: null });
  });

  it('treats a parameter given twice as ambiguous, also when percent-encoded or split across hash and query', () => {
    expect(readCallback(at('', `${TOKEN_HASH}&state=other`), 'token')).toEqual({ kind: 'malformed' });
    expect(readCallback(at('', `${TOKEN_HASH}&st%61te=${STATE}`), 'token')).toEqual({ kind: 'malformed' });
    expect(readCallback(at(`?state=${STATE}`, TOKEN_HASH), 'token')).toEqual({ kind: 'malformed' });
    expect(readCallback(at('?code=a&code=b&state=s', ''), 'code')).toEqual({ kind: 'malformed' });
    expect(readCallback(at('?code=a&state=s', '#frenzied=1&frenzied=1'), 'code')).toEqual({ kind: 'malformed' });
  });

  it('treats callback parameters behind a second # as ambiguous', () => {
    expect(readCallback(at('', `#access_token=t&expires_in=1&token_type=Bearer#state=${STATE}`), 'token')).toEqual({
      kind: 'malformed',
    });
    expect(readCallback(at('', '#reviews#access_token=t'), 'token')).toEqual({ kind: 'malformed' });
  });

  it('reads provider errors from the hash or the query', () => {
    expect(readCallback(at('?oauth_exception=access_denied', ''), 'token')).toEqual({
      kind: 'error',
      error: { oauth_exception: 'access_denied' },
      state: null,
    });
    expect(readCallback(at('', `#identity_exception=unauthorized&state=${STATE}`), 'code')).toEqual({
      kind: 'error',
      error: { identity_exception: 'unauthorized' },
      state: STATE,
    });
    expect(readCallback(at('?error=invalid_request&error_description=Domain%20not%20whitelisted', ''), 'code')).toEqual({
      kind: 'error',
      error: { error: 'invalid_request', description: 'Domain not whitelisted' },
      state: null,
    });
    expect(readCallback(at('?oauth_exception=access_denied', TOKEN_HASH), 'token')).toEqual({ kind: 'malformed' });
  });

  it('never throws on odd encodings', () => {
    for (const hash of ['#%', '#%E0%A4%A', '#access_token=%ZZ&expires_in=1&token_type=%', '#\uD800=\uDFFF', '#=&&==&']) {
      expect(() => readCallback(at('?%%%', hash), 'token')).not.toThrow();
      expect(() => stripCallback(at('?%%%', hash))).not.toThrow();
    }
  });
});

describe('stripping the callback from the URL', () => {
  it('removes every callback parameter and keeps the others as written, in order', () => {
    const location = at(
      '?utm_source=mail&code=c1&a=1%202&state=s&b=x+y',
      `#frenzied=1&section=top&access_token=t&expires_in=1&token_type=Bearer&scope=a`,
    );
    expect(stripCallback(location)).toEqual({ search: '?utm_source=mail&a=1%202&b=x+y', hash: '#section=top' });
  });

  it('leaves an empty search and hash when only the callback was there', () => {
    expect(stripCallback(at('', TOKEN_HASH))).toEqual({ search: '', hash: '' });
    expect(stripCallback(at('?code=c&state=s', ''))).toEqual({ search: '', hash: '' });
  });

  it('removes percent-encoded names and parameters behind a second #', () => {
    expect(stripCallback(at('?%61ccess_token=t&keep=1', '#reviews#access_token=t'))).toEqual({
      search: '?keep=1',
      hash: '#reviews',
    });
  });

  it('leaves nothing that reads as a callback', () => {
    const stripped = stripCallback(at('?code=c&state=s&x=1', `${TOKEN_HASH}&account_id=a&organization_id=o&client_id=c&error=e`));
    expect(readCallback(stripped, 'token')).toEqual({ kind: 'none' });
    expect(readCallback(stripped, 'code')).toEqual({ kind: 'none' });
    expect(callbackParamNames).toEqual(
      expect.arrayContaining(['access_token', 'expires_in', 'token_type', 'state', 'scope', 'code', 'frenzied']),
    );
  });
});

describe('accepting the callback (§5: state must match the stored transaction)', () => {
  const token = readCallback(at('', TOKEN_HASH), 'token');
  const code = readCallback(at(`?code=c1&state=${STATE}`, ''), 'code');
  const unauthorized = { ok: false, message: 'Unauthorized transaction' };

  it('accepts a token or a code whose state matches a fresh transaction of the same flow', () => {
    expect(acceptCallback(token, transaction(), NOW)).toEqual({ ok: true });
    expect(acceptCallback(code, transaction({ responseType: 'code' }), NOW)).toEqual({ ok: true });
  });

  it("refuses a replay: the transaction was deleted when first read, so there's none", () => {
    expect(acceptCallback(token, null, NOW)).toMatchObject({ ...unauthorized, reason: 'no-transaction' });
    expect(SIGN_IN.unauthorizedTransaction).toBe('Unauthorized transaction');
  });

  it('refuses a missing, empty or different state', () => {
    const stateless = readCallback(at('', TOKEN_HASH.replace(`&state=${STATE}`, '')), 'token');
    const empty = readCallback(at('', TOKEN_HASH.replace(`state=${STATE}`, 'state=')), 'token');
    expect(acceptCallback(stateless, transaction(), NOW)).toMatchObject({ ...unauthorized, reason: 'missing-state' });
    expect(acceptCallback(empty, transaction(), NOW)).toMatchObject({ ...unauthorized, reason: 'missing-state' });
    expect(acceptCallback(empty, transaction({ state: '' }), NOW)).toMatchObject(unauthorized);
    expect(acceptCallback(token, transaction({ state: STATE.toUpperCase() }), NOW)).toMatchObject({
      ...unauthorized,
      reason: 'state-mismatch',
    });
    expect(acceptCallback(token, transaction({ state: `${STATE}x` }), NOW)).toMatchObject({
      ...unauthorized,
      reason: 'state-mismatch',
    });
  });

  it('accepts a transaction up to 30 minutes old and refuses it 1 ms later', () => {
    expect(acceptCallback(token, transaction({ createdAt: NOW - AUTH_TRANSACTION_LIFETIME_MS }), NOW)).toEqual({ ok: true });
    expect(acceptCallback(token, transaction({ createdAt: NOW - AUTH_TRANSACTION_LIFETIME_MS - 1 }), NOW)).toMatchObject({
      ...unauthorized,
      reason: 'expired',
    });
    expect(acceptCallback(token, transaction({ createdAt: NOW + 1 }), NOW)).toMatchObject({ ...unauthorized, reason: 'expired' });
    // A callback in the same millisecond as its transaction is not from the future.
    expect(acceptCallback(token, transaction({ createdAt: NOW }), NOW)).toEqual({ ok: true });
    expect(acceptCallback(token, transaction({ createdAt: Number.NaN }), NOW)).toMatchObject({
      ...unauthorized,
      reason: 'expired',
    });
  });

  it('refuses an answer of the other response type than the one started', () => {
    expect(acceptCallback(token, transaction({ responseType: 'code' }), NOW)).toMatchObject({
      ...unauthorized,
      reason: 'response-type',
    });
    expect(acceptCallback(code, transaction({ responseType: 'token' }), NOW)).toMatchObject({
      ...unauthorized,
      reason: 'response-type',
    });
  });

  it('refuses errors, malformed callbacks and pages without one', () => {
    for (const callback of [
      { kind: 'none' as const },
      { kind: 'malformed' as const },
      readCallback(at('?error=x', ''), 'token'),
    ]) {
      expect(acceptCallback(callback, transaction(), NOW)).toMatchObject({ ...unauthorized, reason: 'not-a-credential' });
    }
  });
});

describe('the return path after sign-in is never an open redirect', () => {
  it('allows same-site paths with query and hash', () => {
    for (const path of [
      '/',
      '/apps/',
      '/apps/slack/?action=settings',
      '/search?q=live%20chat#apps',
      '/checkout/app-1?embedded=true',
      '/x:y',
      // '//' further in the path, raw or encoded, is not a host; a stray '%' is harmless as written.
      '/apps/x//y',
      '/apps/a%2F%2Fb',
      '/apps/100%',
    ]) {
      expect(isSafeReturnPath(path)).toBe(true);
    }
  });

  it('refuses other sites, schemes and paths a browser reads as another host', () => {
    const unsafe = [
      '',
      'apps',
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '/\t/evil.example',
      '/\n/evil.example',
      ' /apps',
      '/%2F%2Fevil.example',
      '/%5Cevil.example',
      '/%09/evil.example',
      'data:text/html,x',
      '/apps\\..\\x',
    ];
    for (const path of unsafe) expect([path, isSafeReturnPath(path)]).toEqual([path, false]);
  });
});

describe('carriesCallback', () => {
  it('spots a callback, or an attempt at one, in the hash or the query', () => {
    expect(carriesCallback(at('', '#access_token=dal%3Ax&state=s'))).toBe(true);
    expect(carriesCallback(at('?code=c&state=s', ''))).toBe(true);
    expect(carriesCallback(at('', '#oauth_exception=access_denied'))).toBe(true);
    expect(carriesCallback(at('?state=forged', ''))).toBe(true);
  });

  it('leaves ordinary URLs alone: filters, section hashes, and the ghost flag on its own', () => {
    expect(carriesCallback(at('?categories=crm&sortBy=popularity', '#reviews'))).toBe(false);
    expect(carriesCallback(at('', '#frenzied=1'))).toBe(false);
    expect(carriesCallback(at('?%%%', '#%'))).toBe(false);
  });

  it("leaves the pages' own words alone: the app page's #description, #state-like section ids, an external charge's ?description=", () => {
    expect(carriesCallback(at('', '#description'))).toBe(false);
    expect(carriesCallback(at('', '#state'))).toBe(false);
    expect(carriesCallback(at('?icon=https%3A%2F%2Fx.test%2Fi.png&description=Pro%20plan', ''))).toBe(false);
    expect(carriesCallback(at('', '#description=Domain%20not%20whitelisted'))).toBe(false);
    // With the error it belongs to, it is one.
    expect(carriesCallback(at('?error=invalid_request&error_description=x', ''))).toBe(true);
  });
});
