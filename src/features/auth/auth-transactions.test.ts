import type { AuthTransaction } from '../../domain/auth/auth-callback';
import { consumeTransaction, randomState, saveTransaction } from './auth-transactions';
import { clearCookies, cookieNames, recordCookieWrites, webStorageKeys } from './auth-test-kit';

/** Our record of each sign-in we started (§5, §9): 30 minutes, single use, only our own states. */
let cookies: ReturnType<typeof recordCookieWrites>;
beforeEach(() => {
  cookies = recordCookieWrites();
});
afterEach(() => {
  cookies.restore();
  clearCookies();
});

const transaction = (state: string, extra: Partial<AuthTransaction> = {}): AuthTransaction => ({
  state,
  createdAt: 1_700_000_000_000,
  returnTo: '/marketplace/apps/?sortBy=popularity#reviews',
  responseType: 'token',
  ...extra,
});

describe('saveTransaction / consumeTransaction', () => {
  it('gives the record back once: a second read (a replayed callback) finds nothing', () => {
    const state = randomState();
    saveTransaction(transaction(state));

    expect(consumeTransaction(state)).toEqual(transaction(state));
    expect(consumeTransaction(state)).toBeNull();
  });

  it('keeps each sign-in attempt apart', () => {
    const first = randomState();
    const second = randomState();
    saveTransaction(transaction(first));
    saveTransaction(transaction(second, { responseType: 'code', returnTo: '/' }));

    expect(consumeTransaction(second)).toEqual(transaction(second, { responseType: 'code', returnTo: '/' }));
    expect(consumeTransaction(first)).toEqual(transaction(first));
  });

  it('lives 30 minutes (1/48 day) in a cookie, not in web storage', () => {
    saveTransaction(transaction(randomState()));

    expect(cookies.writes).toHaveLength(1);
    expect(cookies.writes[0]).toMatch(/; Max-Age=1800; /);
    expect(webStorageKeys()).toEqual([]);
  });

  it('is null for an unknown state, and for no state at all', () => {
    expect(consumeTransaction('a'.repeat(32))).toBeNull();
    expect(consumeTransaction('')).toBeNull();
    expect(consumeTransaction(null)).toBeNull();
    expect(consumeTransaction(undefined)).toBeNull();
  });

  it.each([
    ['a cookie separator', 'abcdefghijklmnop; Path=/'],
    ['an equals sign', 'abcdefghijklmnop=x'],
    ['a path', '../abcdefghijklmnop'],
    ['too short', 'abc'],
    ['too long', 'a'.repeat(129)],
    ['non-ASCII', 'abcdefghijklmnopé'],
  ])('refuses a state with %s: saving throws, reading writes and returns nothing', (_, state) => {
    expect(() => saveTransaction(transaction(state))).toThrow('unsafe sign-in state');
    expect(consumeTransaction(state)).toBeNull();
    expect(cookies.writes).toEqual([]);
    expect(cookieNames()).toEqual([]);
  });

  it('a stored record that is not one of ours counts as none, and is deleted', () => {
    const state = randomState();
    document.cookie = `marketplace_auth_${state}=${encodeURIComponent(JSON.stringify({ state, createdAt: 'soon', returnTo: '/', responseType: 'token' }))}; Path=/`;

    expect(consumeTransaction(state)).toBeNull();
    expect(cookieNames()).toEqual([]);
  });

  it.each([
    ['an unknown response type', { responseType: 'implicit' }],
    ['no return path', { returnTo: undefined }],
  ])('a record with %s counts as none', (_, change) => {
    const state = randomState();
    document.cookie = `marketplace_auth_${state}=${encodeURIComponent(JSON.stringify({ ...transaction(state), ...change }))}; Path=/`;

    expect(consumeTransaction(state)).toBeNull();
  });
});

describe('randomState', () => {
  it('is fresh each time and always a state saveTransaction accepts', () => {
    const states = Array.from({ length: 50 }, randomState);

    expect(new Set(states).size).toBe(50);
    for (const state of states) expect(() => saveTransaction(transaction(state))).not.toThrow();
  });
});
