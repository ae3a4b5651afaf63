/**
 * @jest-environment node
 */
import { MARKETPLACE_CLIENT_ID, createAccountsService, sdkCodeChallenge, type AccountsService } from './accounts';

const START = Date.UTC(2025, 5, 1, 12, 0, 0);
const DAY_MS = 86400 * 1000;
const VERIFIER = 'v'.repeat(43) + '-pruning-verifier';
const REDIRECT = 'http://localhost:8000/marketplace/';
const SIGN_INS = 500;

let clock = START;
let service: AccountsService;

beforeEach(() => {
  clock = START;
  service = createAccountsService({ now: () => clock, developer: { id: 'dev-1', name: 'Dev' } });
});

const params = (responseType: 'token' | 'code') => ({
  client_id: MARKETPLACE_CLIENT_ID,
  redirect_uri: REDIRECT,
  response_type: responseType,
  state: 'state-1',
  ...(responseType === 'code' ? { code_challenge: sdkCodeChallenge(VERIFIER), code_challenge_method: 'S256' } : {}),
});

/** One sign-in of each kind: implicit token, code exchanged (access + refresh token), code never exchanged. */
function signInEveryWay(): void {
  service.authorizeAs(params('token'), 'owner');
  const answer = service.authorizeAs(params('code'), 'agent')?.answer;
  if (!answer || !('data' in answer) || !('code' in answer.data)) throw new Error('no code');
  const exchanged = service.token({
    grant_type: 'authorization_code',
    code: answer.data.code,
    client_id: MARKETPLACE_CLIENT_ID,
    redirect_uri: REDIRECT,
    code_verifier: VERIFIER,
  });
  if (!exchanged.ok) throw new Error(exchanged.error.message);
  service.authorizeAs(params('code'), 'viewer');
}

describe('accounts service: expired entries are dropped, so memory does not grow with every sign-in', () => {
  it('after everything expired (31 days: the 30-day refresh tokens last longest) every store is empty', () => {
    for (let index = 0; index < SIGN_INS; index += 1) signInEveryWay();
    expect(service.storeSizes()).toEqual({
      sessions: 3 * SIGN_INS,
      codes: 2 * SIGN_INS,
      accessTokens: 2 * SIGN_INS,
      refreshTokens: SIGN_INS,
    });

    clock += 31 * DAY_MS;
    service.prune();

    expect(service.storeSizes()).toEqual({ sessions: 0, codes: 0, accessTokens: 0, refreshTokens: 0 });
  });

  it('prunes on its own as new sign-ins arrive: only what is still live stays', () => {
    for (let index = 0; index < SIGN_INS; index += 1) signInEveryWay();
    // A day later, sessions, access tokens and codes have expired; refresh tokens (30 days) have not.
    clock += DAY_MS;
    service.authorizeAs(params('token'), 'owner');
    expect(service.storeSizes()).toEqual({ sessions: 1, codes: 0, accessTokens: 1, refreshTokens: SIGN_INS });
  });

  it('drops revoked tokens at the next sweep, and keeps live ones', () => {
    signInEveryWay();
    const live = service.authorizeAs(params('token'), 'owner')?.answer;
    const token = live && 'data' in live && 'access_token' in live.data ? live.data.access_token : '';
    service.signOut(service.authenticate(token)!);
    service.authorizeAs(params('token'), 'agent');
    service.prune();
    expect(service.storeSizes()).toMatchObject({ accessTokens: 2, refreshTokens: 1 });
  });
});
