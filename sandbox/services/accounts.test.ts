/**
 * @jest-environment node
 */
import { SCOPES, type AuthorizeCodeData, type AuthorizeTokenData } from '../../src/domain/auth/accounts-contract';
import { readCatalogueData } from '../data-files';
import {
  ACCESS_TOKEN_LIFETIME_S,
  AUTHORIZATION_CODE_LIFETIME_S,
  MARKETPLACE_CLIENT_ID,
  createAccountsService,
  sdkCodeChallenge,
  type AccountsService,
  type AuthorizeAnswer,
  type AuthorizeParams,
} from './accounts';

const data = readCatalogueData();
const developer = data.developers[0];
const START = Date.UTC(2025, 5, 1, 12, 0, 0);
const REDIRECT = 'http://localhost:8000/marketplace/';
const VERIFIER = 'v'.repeat(43) + '-fixed-verifier';

let clock = START;
let service: AccountsService;

beforeEach(() => {
  clock = START;
  let counter = 0;
  service = createAccountsService({
    now: () => clock,
    random: () => `r${++counter}`,
    developer: { id: developer.id, name: developer.developerName },
  });
});

const tokenParams = (extra: AuthorizeParams = {}): AuthorizeParams => ({
  client_id: MARKETPLACE_CLIENT_ID,
  redirect_uri: REDIRECT,
  response_type: 'token',
  state: 'state-1',
  ...extra,
});
const codeParams = (extra: AuthorizeParams = {}) =>
  tokenParams({ response_type: 'code', code_challenge: sdkCodeChallenge(VERIFIER), code_challenge_method: 'S256', ...extra });

function tokenData(answer: AuthorizeAnswer | undefined): AuthorizeTokenData {
  if (!answer || !('data' in answer) || !('access_token' in answer.data))
    throw new Error(`not token data: ${JSON.stringify(answer)}`);
  return answer.data;
}
function codeData(answer: AuthorizeAnswer | undefined): AuthorizeCodeData {
  if (!answer || !('data' in answer) || !('code' in answer.data)) throw new Error(`not code data: ${JSON.stringify(answer)}`);
  return answer.data;
}
const exchange = (code: string, extra: Record<string, string | undefined> = {}) =>
  service.token({
    grant_type: 'authorization_code',
    code,
    client_id: MARKETPLACE_CLIENT_ID,
    redirect_uri: REDIRECT,
    code_verifier: VERIFIER,
    ...extra,
  });

describe('accounts service: demo identities (spec §6)', () => {
  const roleOf = (id: string, product: string) =>
    service.identity(id)!.account.roles.find((role) => role.product === product)?.role;

  it('has one identity per role and case, each with its region and organization', () => {
    expect(service.identities().map((identity) => identity.id)).toEqual([
      'owner',
      'viceowner',
      'administrator',
      'agent',
      'viewer',
      'member',
      'suspended',
      'ghost',
      'reseller',
      'developer',
      'inactive-license',
      'livechat-only',
      'helpdesk-only',
      'subscriber',
    ]);
    expect(['owner', 'viceowner', 'administrator', 'agent', 'viewer'].map((id) => roleOf(id, 'livechat'))).toEqual([
      'owner',
      'viceowner',
      'administrator',
      'normal',
      'viewer',
    ]);
    expect(service.identity('member')!.account.roles).toEqual([
      { role_id: 'accounts_member', product: 'accounts', role: 'member' },
    ]);
    expect(service.identity('suspended')!.account.properties.livechat).toEqual({ suspended: true });
    for (const identity of service.identities()) {
      expect(service.organization(identity.account.organization_id)!.region).toBe(identity.region);
    }
  });

  it('makes the ghost the owner account with frenzied set', () => {
    expect(service.identity('ghost')!.account).toBe(service.identity('owner')!.account);
    expect(service.identity('ghost')!.frenzied).toBe('1');
    expect(service.identity('owner')!.frenzied).toBeUndefined();
  });

  it('gives the reseller a reseller license and the developer the organization of a catalogue developer with apps', () => {
    const reseller = service.identity('reseller')!.account.organization_id;
    expect(service.licenseProperties(reseller, 'livechat')).toEqual({ partner_type: 'reseller' });
    expect(service.licenseProperties('org-acme', 'livechat')).toEqual({ partner_type: null });
    const dana = service.identity('developer')!;
    expect(dana.account.organization_id).toBe(developer.id);
    expect(data.applications.some((app) => app.developerId === dana.account.organization_id)).toBe(true);
    expect(dana.scopes).toContain(SCOPES.devPlatformAdmin);
    expect(service.identity('owner')!.scopes).not.toContain(SCOPES.devPlatformAdmin);
  });

  it('gives scopes by role: admins all rights, administrator no billing--all:rw, agents and viewers none', () => {
    const owner = service.identity('owner')!.scopes;
    for (const scope of Object.values(SCOPES).filter((scope) => scope !== SCOPES.devPlatformAdmin))
      expect(owner).toContain(scope);
    expect(service.identity('viceowner')!.scopes).toEqual(owner);
    expect(service.identity('administrator')!.scopes).toContain(SCOPES.billingManage);
    expect(service.identity('administrator')!.scopes).not.toContain(SCOPES.billingAll);
    expect(service.identity('agent')!.scopes).toEqual(['chats--my:rw', 'agents--my:ro']);
    expect(service.identity('suspended')!.scopes).toEqual(['chats--my:rw', 'agents--my:ro']);
    expect(service.identity('viewer')!.scopes).toEqual(['chats--all:ro', 'reports_read']);
    expect(service.identity('member')!.scopes).toEqual(['accounts--my:ro']);
  });

  it('lists licenses per organization: inactive help desk for Ivy, one product for the single-product owners', () => {
    expect(service.products('org-acme').map(({ product, plan, active }) => [product, plan, active])).toEqual([
      ['livechat', 'team', true],
      ['helpdesk', 'business', true],
    ]);
    expect(service.products('org-ivy').find((item) => item.product === 'helpdesk')).toMatchObject({ active: false });
    expect(service.subscription('org-ivy', 'helpdesk')).toMatchObject({ active: false, cancelled: true, subscribed: false });
    expect(service.subscription('org-acme', 'helpdesk')).toMatchObject({
      trial: true,
      days_left: 9,
      has_card: false,
      card_details: null,
    });
    expect(service.subscription('org-acme', 'livechat')).toMatchObject({
      has_card: true,
      card_details: { card_type: 'visa', first_six: '411111', last_four: '1111' },
    });
    expect(service.products('org-chatonly').map((item) => item.product)).toEqual(['livechat']);
    expect(service.products('org-deskonly').map((item) => item.product)).toEqual(['helpdesk']);
    expect(service.subscription('org-chatonly', 'helpdesk')).toBeNull();
  });

  it("gives Acme's owner list something to filter: inactive and suspended admins, more than 3 eligible", () => {
    const accounts = service.accounts('org-acme');
    expect(accounts).toHaveLength(11);
    const admins = accounts.filter(
      (account) =>
        account.properties.active &&
        !account.properties.livechat?.suspended &&
        account.roles.some((role) => role.product === 'livechat' && (role.role === 'owner' || role.role === 'viceowner')),
    );
    expect(admins.map((account) => account.name)).toEqual(['Olivia Owner', 'Victor Vice', 'Vanessa Vice', 'Walter Vice']);
    expect(accounts.find((account) => account.name === 'Ian Invited')!.properties.active).toBe(false);
    expect(accounts.find((account) => account.name === 'Paula Paused')!.properties.livechat!.suspended).toBe(true);
  });
});

describe('accounts service: authorize requests', () => {
  it('rejects unknown clients, redirect URIs off the site origin, bad response types and challenge methods', () => {
    expect(service.checkAuthorize(tokenParams())).toBeNull();
    expect(service.checkAuthorize(tokenParams({ client_id: 'other' }))).toBe('unauthorized_client');
    expect(service.checkAuthorize(tokenParams({ client_id: undefined }))).toBe('unauthorized_client');
    for (const redirect of [
      'https://evil.example/',
      'javascript:alert(1)',
      'not a url',
      undefined,
      // Another page on this machine is not the site: it must not get a signed-in user's token.
      'http://localhost:9000/marketplace/',
      'http://127.0.0.1:8000/marketplace/',
      'https://localhost:8000/marketplace/',
      'http://localhost:8000.evil.example/',
    ]) {
      expect(service.checkAuthorize(tokenParams({ redirect_uri: redirect }))).toBe('invalid_request');
    }
    expect(service.checkAuthorize(tokenParams({ redirect_uri: 'http://localhost:8000/marketplace/apps/?x=1' }))).toBeNull();
    expect(service.checkAuthorize(tokenParams({ response_type: 'id_token' }))).toBe('unsupported_response_type');
    expect(service.checkAuthorize(codeParams({ code_challenge_method: 'S512' }))).toBe('invalid_request');
    expect(service.authorizeAs(tokenParams({ client_id: 'other' }), 'owner')).toEqual({
      answer: { error: { oauth_exception: 'unauthorized_client' } },
      sessionId: null,
    });
    expect(service.authorizeAs(tokenParams(), 'nobody')).toBeNull();
  });

  it('issues a region-prefixed token bound to the account, echoing the state', () => {
    const data = tokenData(service.authorizeAs(tokenParams({ state: 'a b&c' }), 'reseller')?.answer);
    expect(data).toMatchObject({
      token_type: 'Bearer',
      expires_in: ACCESS_TOKEN_LIFETIME_S,
      state: 'a b&c',
      account_id: 'acc-rita-reseller',
      organization_id: 'org-resellco',
      client_id: MARKETPLACE_CLIENT_ID,
    });
    expect(data.access_token).toMatch(/^fra:/);
    expect(data.frenzied).toBeUndefined();
    const grant = service.authenticate(data.access_token)!;
    expect(service.tokenInfo(grant)).toEqual({
      account_id: 'acc-rita-reseller',
      organization_id: 'org-resellco',
      client_id: MARKETPLACE_CLIENT_ID,
      scope: data.scope,
      expires_in: ACCESS_TOKEN_LIFETIME_S,
      token_type: 'Bearer',
    });
    expect(tokenData(service.authorizeAs(tokenParams(), 'helpdesk-only')?.answer).access_token).toMatch(/^fra-b:/);
    expect(tokenData(service.authorizeAs(tokenParams(), 'ghost')?.answer)).toMatchObject({
      frenzied: '1',
      account_id: 'acc-olivia-owner',
    });
  });

  it('keeps a session: silent authorize works with it and answers identity_exception without it', () => {
    const { sessionId } = service.authorizeAs(tokenParams(), 'ghost')!;
    expect(service.sessionIdentity(sessionId)!.id).toBe('ghost');
    expect(tokenData(service.authorizeSilently(tokenParams({ state: 's2' }), sessionId))).toMatchObject({
      state: 's2',
      frenzied: '1',
    });
    expect(service.authorizeSilently(tokenParams(), null)).toEqual({ error: { identity_exception: 'unauthorized' } });
    expect(service.authorizeSilently(tokenParams(), 'unknown')).toEqual({ error: { identity_exception: 'unauthorized' } });
    expect(service.authorizeSilently(tokenParams({ client_id: 'x' }), sessionId)).toEqual({
      error: { oauth_exception: 'unauthorized_client' },
    });
  });
});

describe('accounts service: tokens', () => {
  it('expires access tokens after 86400 s', () => {
    const { access_token: token } = tokenData(service.authorizeAs(tokenParams(), 'owner')?.answer);
    clock += 1000 * 1000;
    expect(service.tokenInfo(service.authenticate(token)!).expires_in).toBe(ACCESS_TOKEN_LIFETIME_S - 1000);
    clock = START + ACCESS_TOKEN_LIFETIME_S * 1000 - 1;
    expect(service.authenticate(token)).not.toBeNull();
    clock += 1;
    expect(service.authenticate(token)).toBeNull();
    expect(service.authenticate(null)).toBeNull();
    expect(service.authenticate('dal:nope')).toBeNull();
  });

  it('exchanges a code once, with the right verifier, redirect URI and client, within 10 minutes', () => {
    const { code } = codeData(service.authorizeAs(codeParams(), 'owner')?.answer);
    expect(exchange(code, { code_verifier: 'wrong' })).toMatchObject({ ok: false, error: { type: 'invalid_grant' } });
    expect(exchange(code, { code_verifier: undefined })).toMatchObject({ ok: false, error: { type: 'invalid_request' } });
    expect(exchange(code, { redirect_uri: 'http://localhost:8000/other' })).toMatchObject({
      ok: false,
      error: { type: 'invalid_grant' },
    });
    expect(exchange(code, { client_id: 'other' })).toMatchObject({ ok: false, error: { type: 'unauthorized_client' } });
    expect(exchange(code, { client_id: undefined })).toMatchObject({ ok: false, error: { type: 'invalid_request' } });
    expect(exchange('nope')).toMatchObject({ ok: false, error: { type: 'invalid_grant' } });
    const first = exchange(code);
    if (!first.ok) throw new Error(first.error.message);
    expect(first.token).toMatchObject({
      account_id: 'acc-olivia-owner',
      organization_id: 'org-acme',
      token_type: 'Bearer',
      expires_in: 86400,
    });
    expect(first.token.access_token).toMatch(/^dal:/);
    expect(service.authenticate(first.token.access_token)).not.toBeNull();
    expect(exchange(code)).toMatchObject({
      ok: false,
      error: { type: 'invalid_grant', message: 'Authorization code already used' },
    });

    const late = codeData(service.authorizeAs(codeParams(), 'owner')?.answer).code;
    clock += AUTHORIZATION_CODE_LIFETIME_S * 1000;
    expect(exchange(late)).toMatchObject({ ok: false, error: { type: 'invalid_grant', message: 'Authorization code expired' } });
  });

  it('accepts plain challenges and codes requested without PKCE', () => {
    const plain = codeData(
      service.authorizeAs(codeParams({ code_challenge: VERIFIER, code_challenge_method: 'plain' }), 'owner')?.answer,
    );
    expect(exchange(plain.code).ok).toBe(true);
    const none = codeData(
      service.authorizeAs(codeParams({ code_challenge: undefined, code_challenge_method: undefined }), 'owner')?.answer,
    );
    expect(exchange(none.code, { code_verifier: undefined }).ok).toBe(true);
  });

  it('refreshes with the refresh token until the account signs out', () => {
    const result = exchange(codeData(service.authorizeAs(codeParams(), 'agent')?.answer).code);
    if (!result.ok) throw new Error(result.error.message);
    const refresh = (extra: Record<string, string> = {}) =>
      service.token({
        grant_type: 'refresh_token',
        refresh_token: result.token.refresh_token,
        client_id: MARKETPLACE_CLIENT_ID,
        ...extra,
      });
    const renewed = refresh();
    if (!renewed.ok) throw new Error(renewed.error.message);
    expect(renewed.token.access_token).not.toBe(result.token.access_token);
    expect(renewed.token.scope).toBe('chats--my:rw,agents--my:ro');
    expect(refresh({ refresh_token: 'nope' })).toMatchObject({ ok: false, error: { type: 'invalid_grant' } });
    expect(service.token({ grant_type: 'password', client_id: MARKETPLACE_CLIENT_ID })).toMatchObject({
      ok: false,
      error: { type: 'unsupported_grant_type' },
    });
    expect(service.token({ client_id: MARKETPLACE_CLIENT_ID })).toMatchObject({ ok: false, error: { type: 'invalid_request' } });

    service.signOut(service.authenticate(renewed.token.access_token)!);
    expect(service.authenticate(result.token.access_token)).toBeNull();
    expect(service.authenticate(renewed.token.access_token)).toBeNull();
    expect(refresh()).toMatchObject({ ok: false, error: { type: 'invalid_grant' } });
  });

  it('revokes one token, or on sign-out every token and session of the account (ghost included)', () => {
    const owner = service.authorizeAs(tokenParams(), 'owner')!;
    const ghost = service.authorizeAs(tokenParams(), 'ghost')!;
    const agent = service.authorizeAs(tokenParams(), 'agent')!;
    const another = tokenData(service.authorizeSilently(tokenParams(), owner.sessionId)).access_token;
    const ownerToken = tokenData(owner.answer).access_token;

    service.revoke(service.authenticate(ownerToken)!);
    expect(service.authenticate(ownerToken)).toBeNull();
    expect(service.authenticate(another)).not.toBeNull();

    service.signOut(service.authenticate(another)!);
    expect(service.authenticate(another)).toBeNull();
    expect(service.authenticate(tokenData(ghost.answer).access_token)).toBeNull();
    expect(service.sessionIdentity(owner.sessionId)).toBeNull();
    expect(service.sessionIdentity(ghost.sessionId)).toBeNull();
    expect(service.sessionIdentity(agent.sessionId)!.id).toBe('agent');
    expect(service.authenticate(tokenData(agent.answer).access_token)).not.toBeNull();
  });

  it('revoking an access token (DELETE /v2/token) revokes its refresh token and the tokens refreshed from it', () => {
    const first = exchange(codeData(service.authorizeAs(codeParams(), 'owner')?.answer).code);
    if (!first.ok) throw new Error(first.error.message);
    const refresh = () =>
      service.token({ grant_type: 'refresh_token', refresh_token: first.token.refresh_token, client_id: MARKETPLACE_CLIENT_ID });
    const renewed = refresh();
    if (!renewed.ok) throw new Error(renewed.error.message);
    const other = exchange(codeData(service.authorizeAs(codeParams(), 'owner')?.answer).code);
    if (!other.ok) throw new Error(other.error.message);

    service.revoke(service.authenticate(renewed.token.access_token)!);

    expect(refresh()).toEqual({ ok: false, error: { type: 'invalid_grant', message: 'Invalid refresh token' } });
    expect(service.authenticate(first.token.access_token)).toBeNull();
    // Another sign-in of the same account is another grant: it stays.
    expect(service.authenticate(other.token.access_token)).not.toBeNull();
    expect(
      service.token({ grant_type: 'refresh_token', refresh_token: other.token.refresh_token, client_id: MARKETPLACE_CLIENT_ID })
        .ok,
    ).toBe(true);
  });

  it('ends accounts sessions after a day and refresh tokens after 30 days', () => {
    const { sessionId } = service.authorizeAs(tokenParams(), 'owner')!;
    const result = exchange(codeData(service.authorizeAs(codeParams(), 'owner')?.answer).code);
    if (!result.ok) throw new Error(result.error.message);
    const refresh = () =>
      service.token({ grant_type: 'refresh_token', refresh_token: result.token.refresh_token, client_id: MARKETPLACE_CLIENT_ID });
    clock = START + 86400 * 1000 - 1;
    expect(service.sessionIdentity(sessionId)?.id).toBe('owner');
    clock += 1;
    expect(service.sessionIdentity(sessionId)).toBeNull();
    expect(service.authorizeSilently(tokenParams(), sessionId)).toEqual({ error: { identity_exception: 'unauthorized' } });
    clock = START + 30 * 86400 * 1000 - 1;
    expect(refresh().ok).toBe(true);
    clock += 1;
    expect(refresh()).toMatchObject({ ok: false, error: { type: 'invalid_grant' } });
  });

  it('sends tokens only to the configured site origins', () => {
    const elsewhere = createAccountsService({
      siteOrigins: ['http://127.0.0.1:5173'],
      developer: { id: developer.id, name: developer.developerName },
    });
    expect(elsewhere.siteOrigins).toEqual(['http://127.0.0.1:5173']);
    expect(elsewhere.checkAuthorize(tokenParams({ redirect_uri: 'http://127.0.0.1:5173/marketplace/' }))).toBeNull();
    expect(elsewhere.checkAuthorize(tokenParams({ redirect_uri: 'http://localhost:8000/marketplace/' }))).toBe('invalid_request');
    expect(service.siteOrigins).toEqual(['http://localhost:8000']);
  });

  it('records access requests for livechat or helpdesk only', () => {
    const grant = service.authenticate(tokenData(service.authorizeAs(tokenParams(), 'agent')?.answer).access_token)!;
    expect(service.requestAccess(grant, 'helpdesk')).toBe('sent');
    expect(service.requestAccess(grant, 'accounts')).toBe('invalid');
    expect(service.requestAccess(grant, undefined)).toBe('invalid');
    expect(service.accessRequests()).toEqual([
      {
        account_id: 'acc-andy-agent',
        organization_id: 'org-acme',
        product: 'helpdesk',
        requested_at: new Date(START).toISOString(),
      },
    ]);
    // §6: owners and viceowners count as admin; an administrator does not.
    const as = (identity: string) =>
      service.authenticate(tokenData(service.authorizeAs(tokenParams(), identity)?.answer).access_token)!;
    expect(service.requestAccess(as('owner'), 'livechat')).toBe('admin');
    expect(service.requestAccess(as('viceowner'), 'livechat')).toBe('admin');
    expect(service.requestAccess(as('administrator'), 'livechat')).toBe('sent');
  });
});
