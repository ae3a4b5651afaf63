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
