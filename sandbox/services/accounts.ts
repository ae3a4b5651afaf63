import { randomBytes } from 'node:crypto';
import type {
  ApiAccount,
  ApiLicenseProperties,
  ApiMyProduct,
  ApiSubscription,
  ApiTokenInfo,
  ApiTokenResponse,
  AuthorizeCodeData,
  AuthorizeTokenData,
  Region,
} from '../../src/domain/auth/accounts-contract';
import { readCatalogueData } from '../data-files';
import { isAdmin } from '../../src/domain/auth/roles';
import {
  demoDirectory,
  type DemoIdentity,
  type DemoOrganization,
  type DeveloperOrganization,
  type LicensedProduct,
} from './accounts-directory';
import { verifierMatches, type CodeChallengeMethod } from './accounts-pkce';
import { DEFAULT_HOST_PAGE_ORIGIN, DEFAULT_SITE_ORIGIN, isSiteUrl } from './site-origins';

export { sdkCodeChallenge } from './accounts-pkce';
export type { DemoIdentity, DemoOrganization, LicensedProduct } from './accounts-directory';

/**
 * The provider's accounts service as a state machine (accounts-contract.md, spec §6 and §7):
 * sign-in sessions, authorization codes with the SDK's PKCE, region-prefixed access tokens,
 * refresh tokens, revocation, and the organization's accounts and licenses.
 */

/** The marketplace's OAuth client in the sandbox (the site's default accounts client id). */
export const MARKETPLACE_CLIENT_ID = 'marketplace-sandbox';
const KNOWN_CLIENTS = new Set([MARKETPLACE_CLIENT_ID]);

export const AUTHORIZATION_CODE_LIFETIME_S = 600;
export const ACCESS_TOKEN_LIFETIME_S = 86400;
/** The accounts sign-in session (cookie) lasts a day, like the token it hands out. */
export const SESSION_LIFETIME_S = 86400;
export const REFRESH_TOKEN_LIFETIME_S = 30 * 86400;
/** Expired entries are swept at most this often, on writes (or when prune() is called). */
export const PRUNE_INTERVAL_MS = 60_000;

export type OAuthException = 'invalid_request' | 'unauthorized_client' | 'unsupported_response_type';

export type AuthorizeAnswer =
  | { data: AuthorizeTokenData | AuthorizeCodeData }
  | { error: { oauth_exception: OAuthException } }
  | { error: { identity_exception: 'unauthorized' } };

/** The authorize query as the SDK sends it (empty values dropped). */
export interface AuthorizeParams {
  client_id?: string;
  organization_id?: string;
  redirect_uri?: string;
  state?: string;
  response_type?: string;
  scope?: string;
  prompt?: string;
  flow?: string;
  email?: string;
  code_challenge?: string;
  code_challenge_method?: string;
}

export const AUTHORIZE_PARAM_NAMES = [
  'client_id',
  'organization_id',
  'redirect_uri',
  'state',
  'response_type',
  'scope',
  'prompt',
  'flow',
  'email',
  'code_challenge',
  'code_challenge_method',
] as const satisfies ReadonlyArray<keyof AuthorizeParams>;

export type TokenErrorType = 'invalid_request' | 'invalid_grant' | 'unauthorized_client' | 'unsupported_grant_type';
export type TokenResult = { ok: true; token: ApiTokenResponse } | { ok: false; error: { type: TokenErrorType; message: string } };

/** A live access token and what it is bound to. */
export interface Grant {
  accessToken: string;
  identityId: string;
  accountId: string;
  organizationId: string;
  clientId: string;
  region: Region;
  scopes: readonly string[];
  expiresAt: number;
  revoked: boolean;
  /** The refresh token this access token came with (code flow), revoked with it. */
  refreshToken: string | null;
}

/** How many entries each store holds (live or not yet swept). */
export interface StoreSizes {
  sessions: number;
  codes: number;
  accessTokens: number;
  refreshTokens: number;
}

/** A card on file as the subscription reports it (§3 cardDetails). */
export type CardOnFile = NonNullable<ApiSubscription['card_details']>;

export interface AccessRequest {
  account_id: string;
  organization_id: string;
  product: LicensedProduct;
  requested_at: string;
}

export interface AccountsService {
  /** Origins a redirect_uri must be on. */
  readonly siteOrigins: readonly string[];
  /**
   * The only origins that may frame the sign-in page: the site's, and the host applications' that
   * frame the site (CSP frame-ancestors is checked against every ancestor of the frame).
   */
  readonly frameAncestors: readonly string[];
  identities(): readonly DemoIdentity[];
  identity(id: string): DemoIdentity | null;
  organization(id: string): DemoOrganization | null;
  /** The oauth_exception the authorize request earns before anyone signs in, or null. */
  checkAuthorize(params: AuthorizeParams): OAuthException | null;
  /** Signs in as a demo identity and completes the authorize request; null for an unknown identity. */
  authorizeAs(params: AuthorizeParams, identityId: string): { answer: AuthorizeAnswer; sessionId: string | null } | null;
  /** Completes the authorize request with an existing accounts session (iframe flow, popup_flow auto). */
  authorizeSilently(params: AuthorizeParams, sessionId: string | null): AuthorizeAnswer;
  sessionIdentity(sessionId: string | null): DemoIdentity | null;
  /** `POST /v2/token` body, form fields or JSON, as strings. */
  token(body: Record<string, string | undefined>): TokenResult;
  /** The live grant of a bearer token: null when unknown, expired or revoked. */
  authenticate(accessToken: string | null): Grant | null;
  tokenInfo(grant: Grant): ApiTokenInfo;
  /** Revokes the token, its refresh token and every token refreshed from that. */
  revoke(grant: Grant): void;
  /** Revokes every token of the grant's account and ends its accounts sessions. */
  signOut(grant: Grant): void;
  /** Ends one browser's accounts session only; its tokens and the account's other sessions live on. */
  endSession(sessionId: string | null): void;
  accounts(organizationId: string): ApiAccount[];
  account(organizationId: string, accountId: string): ApiAccount | null;
  products(organizationId: string): ApiMyProduct[];
  licenseProperties(organizationId: string, product: string): ApiLicenseProperties | null;
  /**
   * The license's subscription (§3 Subscription per product); `has_card` and `card_details` are
   * the organization's card on file for that product as it is now (`cardOnFile`).
   */
  subscription(organizationId: string, product: string): ApiSubscription | null;
  /** The organization's card on file for a product (§3 cardDetails), null when it has none. */
  cardOnFile(organizationId: string, product: string): CardOnFile | null;
  /**
   * Keeps `card` on file for the organization and product, in place of the one before (the billing
   * provider's `POST /account/{product}`); null takes the card off (tests). No check: the caller's.
   */
  setCardOnFile(organizationId: string, product: string, card: CardOnFile | null): void;
  /**
   * Records an access (invitation) request (§6: a non-admin's): 'invalid' for a product one cannot
   * ask for, 'admin' when the user is owner or viceowner of it already.
   */
  requestAccess(grant: Grant, product: unknown): 'sent' | 'invalid' | 'admin';
  accessRequests(): readonly AccessRequest[];
  /** Drops expired and revoked codes, tokens and sessions (also done on writes, every PRUNE_INTERVAL_MS). */
  prune(): void;
  storeSizes(): StoreSizes;
}

export interface AccountsServiceOptions {
  now?: () => number;
  random?: () => string;
  /** Site origins (normalized, e.g. 'http://localhost:8000'); default [DEFAULT_SITE_ORIGIN]. */
  siteOrigins?: readonly string[];
  /**
   * Host application origins that frame the site (the agent app, §1); the sign-in page may sit in
   * the site's frame inside them (the silent sign-in). Default: the sandbox host page's origin.
   */
  hostOrigins?: readonly string[];
  /** Whose organization id Dana Developer's is; defaults to the first developer of the catalogue. */
  developer?: DeveloperOrganization;
}

interface AuthorizationCode {
  identityId: string;
  clientId: string;
  redirectUri: string;
  challenge: { value: string; method: CodeChallengeMethod } | null;
  expiresAt: number;
  used: boolean;
}

interface RefreshGrant {
  identityId: string;
  clientId: string;
  scopes: readonly string[];
  expiresAt: number;
  revoked: boolean;
}

interface Session {
  identityId: string;
  expiresAt: number;
}

function defaultRandom(): string {
  return randomBytes(24).toString('base64url');
}

function catalogueDeveloper(): DeveloperOrganization {
  const [first] = readCatalogueData().developers;
  return { id: first.id, name: first.developerName };
}

function challengeMethod(params: AuthorizeParams): CodeChallengeMethod | null | 'invalid' {
  if (!params.code_challenge) return params.code_challenge_method ? 'invalid' : null;
  // RFC 7636: a challenge without a method is plain.
  const method = params.code_challenge_method ?? 'plain';
  return method === 'S256' || method === 'plain' ? method : 'invalid';
}

export function createAccountsService(options: AccountsServiceOptions = {}): AccountsService {
  const now = options.now ?? (() => Date.now());
  const siteOrigins = options.siteOrigins ?? [DEFAULT_SITE_ORIGIN];
  const hostOrigins = options.hostOrigins ?? [DEFAULT_HOST_PAGE_ORIGIN];
  const random = options.random ?? defaultRandom;
  const directory = demoDirectory(options.developer ?? catalogueDeveloper());
  const identities = new Map(directory.identities.map((identity) => [identity.id, identity]));
  const organizations = new Map(directory.organizations.map((org) => [org.organization_id, org]));

  const sessions = new Map<string, Session>();
  const codes = new Map<string, AuthorizationCode>();
  const grants = new Map<string, Grant>(); // access token → grant
  const refreshGrants = new Map<string, RefreshGrant>();
  const requests: AccessRequest[] = [];
  let lastPrune = now();
  // Cards on file per organization and product: the directory's to start with (sandbox/README.md,
  // "Billing"), then whatever the billing provider keeps there.
  const cardKey = (organizationId: string, product: string) => `${organizationId}\u0000${product}`;
  const cards = new Map<string, CardOnFile>();
  for (const organization of directory.organizations) {
    for (const { product, subscription } of organization.licenses) {
      if (subscription.has_card && subscription.card_details) {
        cards.set(cardKey(organization.organization_id, product), { ...subscription.card_details });
      }
    }
  }
  const cardOnFile = (organizationId: string, product: string): CardOnFile | null => {
    const card = cards.get(cardKey(organizationId, product));
    return card ? { ...card } : null;
  };

  function prune(): void {
    const time = now();
    lastPrune = time;
    const gone = (entry: { expiresAt: number; revoked?: boolean }) => entry.revoked === true || time >= entry.expiresAt;
    // Used codes stay until they expire, so a replay still reads 'already used'.
    for (const [key, entry] of codes) if (time >= entry.expiresAt) codes.delete(key);
    for (const [key, entry] of grants) if (gone(entry)) grants.delete(key);
    for (const [key, entry] of refreshGrants) if (gone(entry)) refreshGrants.delete(key);
    for (const [key, entry] of sessions) if (gone(entry)) sessions.delete(key);
  }

  /** Called before each write: a sweep is O(stores), so at most once per interval keeps writes O(1) amortized. */
  function pruneIfDue(): void {
    if (now() - lastPrune >= PRUNE_INTERVAL_MS) prune();
  }

  function issueAccessToken(
    identity: DemoIdentity,
    clientId: string,
    scopes: readonly string[],
    refreshToken: string | null = null,
  ): Grant {
    pruneIfDue();
    const grant: Grant = {
      accessToken: `${identity.region}:${random()}`,
      identityId: identity.id,
      accountId: identity.account.account_id,
      organizationId: identity.account.organization_id,
      clientId,
      region: identity.region,
      scopes,
      expiresAt: now() + ACCESS_TOKEN_LIFETIME_S * 1000,
      revoked: false,
      refreshToken,
    };
    grants.set(grant.accessToken, grant);
    return grant;
  }

  function tokenResponse(grant: Grant, refreshToken: string): ApiTokenResponse {
    return {
      access_token: grant.accessToken,
      account_id: grant.accountId,
      expires_in: ACCESS_TOKEN_LIFETIME_S,
      organization_id: grant.organizationId,
      refresh_token: refreshToken,
      scope: grant.scopes.join(','),
      token_type: 'Bearer',
    };
  }

  function checkAuthorize(params: AuthorizeParams): OAuthException | null {
    if (!params.client_id || !KNOWN_CLIENTS.has(params.client_id)) return 'unauthorized_client';
    if (!isSiteUrl(params.redirect_uri, siteOrigins)) return 'invalid_request';
    if (params.response_type !== 'token' && params.response_type !== 'code') return 'unsupported_response_type';
    if (params.response_type === 'code' && challengeMethod(params) === 'invalid') return 'invalid_request';
    return null;
  }

  /** Answers a valid authorize request for a signed-in identity. */
  function complete(params: AuthorizeParams, identity: DemoIdentity): AuthorizeAnswer {
    const clientId = params.client_id!;
    const state = params.state ?? '';
    const bound = {
      account_id: identity.account.account_id,
      organization_id: identity.account.organization_id,
      client_id: clientId,
      ...(identity.frenzied ? { frenzied: identity.frenzied } : {}),
    };
    if (params.response_type === 'code') {
      pruneIfDue();
      const code = random();
      const method = challengeMethod(params);
      codes.set(code, {
        identityId: identity.id,
        clientId,
        redirectUri: params.redirect_uri!,
        challenge: method && method !== 'invalid' ? { value: params.code_challenge!, method } : null,
        expiresAt: now() + AUTHORIZATION_CODE_LIFETIME_S * 1000,
        used: false,
      });
      return { data: { code, state, ...bound } };
    }
    // The marketplace client is granted every scope the role has; a `scope` request does not widen it.
    const grant = issueAccessToken(identity, clientId, identity.scopes);
    return {
      data: {
        access_token: grant.accessToken,
        expires_in: ACCESS_TOKEN_LIFETIME_S,
        token_type: 'Bearer',
        state,
        scope: grant.scopes.join(','),
        ...bound,
      },
    };
  }

  function sessionIdentity(sessionId: string | null): DemoIdentity | null {
    const session = sessionId ? sessions.get(sessionId) : undefined;
    return session && now() < session.expiresAt ? (identities.get(session.identityId) ?? null) : null;
  }

  function exchangeCode(body: Record<string, string | undefined>): TokenResult {
    const { code, redirect_uri: redirectUri, code_verifier: verifier } = body;
    const clientId = body.client_id!;
    if (!code || !redirectUri) return fail('invalid_request', 'code and redirect_uri are required');
    const stored = codes.get(code);
    if (!stored) return fail('invalid_grant', 'Invalid authorization code');
    if (stored.used) return fail('invalid_grant', 'Authorization code already used');
    if (now() >= stored.expiresAt) return fail('invalid_grant', 'Authorization code expired');
    if (stored.clientId !== clientId) return fail('invalid_grant', 'Authorization code was issued to another client');
    if (stored.redirectUri !== redirectUri) return fail('invalid_grant', 'redirect_uri does not match the authorize request');
    if (stored.challenge) {
      if (!verifier) return fail('invalid_request', 'code_verifier is required');
      if (!verifierMatches(verifier, stored.challenge.value, stored.challenge.method)) {
        return fail('invalid_grant', 'code_verifier does not match the code_challenge');
      }
    }
    stored.used = true;
    const identity = identities.get(stored.identityId)!;
    const refreshToken = `${identity.region}:${random()}`;
    const expiresAt = now() + REFRESH_TOKEN_LIFETIME_S * 1000;
    refreshGrants.set(refreshToken, { identityId: identity.id, clientId, scopes: identity.scopes, expiresAt, revoked: false });
    return { ok: true, token: tokenResponse(issueAccessToken(identity, clientId, identity.scopes, refreshToken), refreshToken) };
  }

  function refresh(body: Record<string, string | undefined>): TokenResult {
    const refreshToken = body.refresh_token;
    if (!refreshToken) return fail('invalid_request', 'refresh_token is required');
    const stored = refreshGrants.get(refreshToken);
    if (!stored || stored.revoked || now() >= stored.expiresAt) return fail('invalid_grant', 'Invalid refresh token');
    if (stored.clientId !== body.client_id) return fail('invalid_grant', 'Refresh token was issued to another client');
    const identity = identities.get(stored.identityId)!;
    return {
      ok: true,
      token: tokenResponse(issueAccessToken(identity, stored.clientId, stored.scopes, refreshToken), refreshToken),
    };
  }

  function license(organizationId: string, product: string) {
    return organizations.get(organizationId)?.licenses.find((candidate) => candidate.product === product) ?? null;
  }

  return {
    siteOrigins,
    frameAncestors: [...siteOrigins, ...hostOrigins.filter((origin) => !siteOrigins.includes(origin))],
    identities: () => directory.identities,
    identity: (id) => identities.get(id) ?? null,
    organization: (id) => organizations.get(id) ?? null,
    checkAuthorize,
    authorizeAs(params, identityId) {
      const identity = identities.get(identityId);
      if (!identity) return null;
      const exception = checkAuthorize(params);
      if (exception) return { answer: { error: { oauth_exception: exception } }, sessionId: null };
      pruneIfDue();
      const sessionId = random();
      sessions.set(sessionId, { identityId: identity.id, expiresAt: now() + SESSION_LIFETIME_S * 1000 });
      return { answer: complete(params, identity), sessionId };
    },
    authorizeSilently(params, sessionId) {
      const exception = checkAuthorize(params);
      if (exception) return { error: { oauth_exception: exception } };
      const identity = sessionIdentity(sessionId);
      return identity ? complete(params, identity) : { error: { identity_exception: 'unauthorized' } };
    },
    sessionIdentity,
    token(body) {
      if (!body.client_id) return fail('invalid_request', 'client_id is required');
      if (!KNOWN_CLIENTS.has(body.client_id)) return fail('unauthorized_client', 'Unknown client');
      if (body.grant_type === 'authorization_code') return exchangeCode(body);
      if (body.grant_type === 'refresh_token') return refresh(body);
      return body.grant_type
        ? fail('unsupported_grant_type', `Unsupported grant_type ${body.grant_type}`)
        : fail('invalid_request', 'grant_type is required');
    },
    authenticate(accessToken) {
      const grant = accessToken ? grants.get(accessToken) : undefined;
      return grant && !grant.revoked && now() < grant.expiresAt ? grant : null;
    },
    tokenInfo: (grant) => ({
      account_id: grant.accountId,
      organization_id: grant.organizationId,
      client_id: grant.clientId,
      scope: grant.scopes.join(','),
      expires_in: Math.max(0, Math.floor((grant.expiresAt - now()) / 1000)),
      token_type: 'Bearer',
    }),
    revoke(grant) {
      grant.revoked = true;
      const family = grant.refreshToken;
      if (family === null) return;
      refreshGrants.delete(family);
      for (const other of grants.values()) if (other.refreshToken === family) other.revoked = true;
    },
    signOut(grant) {
      const accountOf = (identityId: string) => identities.get(identityId)?.account.account_id;
      for (const other of grants.values()) if (other.accountId === grant.accountId) other.revoked = true;
      for (const other of refreshGrants.values()) if (accountOf(other.identityId) === grant.accountId) other.revoked = true;
      for (const [sessionId, session] of sessions) {
        if (accountOf(session.identityId) === grant.accountId) sessions.delete(sessionId);
      }
    },
    endSession(sessionId) {
      if (sessionId) sessions.delete(sessionId);
    },
    accounts: (organizationId) => organizations.get(organizationId)?.accounts ?? [],
    account: (organizationId, accountId) =>
      organizations.get(organizationId)?.accounts.find((candidate) => candidate.account_id === accountId) ?? null,
    products: (organizationId) =>
      (organizations.get(organizationId)?.licenses ?? []).map((item) => ({
        product: item.product,
        license_id: item.license_id,
        organization_id: organizationId,
        active: item.active,
        plan: item.subscription.plan,
      })),
    licenseProperties: (organizationId, product) => license(organizationId, product)?.properties ?? null,
    subscription(organizationId, product) {
      const subscription = license(organizationId, product)?.subscription;
      if (!subscription) return null;
      const card = cardOnFile(organizationId, product);
      return { ...subscription, has_card: card !== null, card_details: card };
    },
    cardOnFile,
    setCardOnFile(organizationId, product, card) {
      if (card) cards.set(cardKey(organizationId, product), { ...card });
      else cards.delete(cardKey(organizationId, product));
    },
    requestAccess(grant, product) {
      if (product !== 'livechat' && product !== 'helpdesk') return 'invalid';
      const self = organizations
        .get(grant.organizationId)
        ?.accounts.find((candidate) => candidate.account_id === grant.accountId);
      if (self && isAdmin(self, product)) return 'admin';
      requests.push({
        account_id: grant.accountId,
        organization_id: grant.organizationId,
        product,
        requested_at: new Date(now()).toISOString(),
      });
      return 'sent';
    },
    accessRequests: () => requests,
    prune,
    storeSizes: () => ({
      sessions: sessions.size,
      codes: codes.size,
      accessTokens: grants.size,
      refreshTokens: refreshGrants.size,
    }),
  };
}

function fail(type: TokenErrorType, message: string): TokenResult {
  return { ok: false, error: { type, message } };
}
