import type { AuthorizeTokenData } from '../../src/domain/auth/accounts-contract';
import type { Services } from '../services';
import { MARKETPLACE_CLIENT_ID } from '../services/accounts';

/** A live access token of a sandbox identity, issued the way the site's sign-in gets one. */
export function tokenFor(services: Services, identity: string): string {
  const signed = services.accounts.authorizeAs(
    { client_id: MARKETPLACE_CLIENT_ID, redirect_uri: 'http://localhost:8000/marketplace/', response_type: 'token', state: 's' },
    identity,
  );
  return (signed?.answer as { data: AuthorizeTokenData }).data.access_token;
}

const ACME = 'org-acme';
/** Every demo identity (README "Signing in") and its organization, for tables over all of them. */
export const DEMO_IDENTITIES: ReadonlyArray<[identity: string, organization: string]> = [
  ['owner', ACME],
  ['viceowner', ACME],
  ['administrator', ACME],
  ['agent', ACME],
  ['viewer', ACME],
  ['member', ACME],
  ['suspended', ACME],
  ['ghost', ACME],
  ['reseller', 'org-resellco'],
  ['developer', '23f285c072a8d28bc7bf396f'],
  ['inactive-license', 'org-ivy'],
  ['livechat-only', 'org-chatonly'],
  ['helpdesk-only', 'org-deskonly'],
  ['subscriber', 'org-subscriber'],
];
