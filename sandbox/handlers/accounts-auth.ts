import { HttpResponse } from 'msw';
import type { AccountsService, Grant } from '../services/accounts';

/** Error body of the provider's APIs: `{"error": {"type", "message"}}`. */
export function apiError(status: number, type: string, message: string): Response {
  return HttpResponse.json({ error: { type, message } }, { status });
}

export function bearerToken(request: Request): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('authorization') ?? '');
  return match ? match[1] : null;
}

/** Runs `answer` with the request's live grant; one 401 for a missing, unknown, expired or revoked token. */
export function withGrant(
  accounts: AccountsService,
  request: Request,
  answer: (grant: Grant) => Response | Promise<Response>,
): Response | Promise<Response> {
  const grant = accounts.authenticate(bearerToken(request));
  return grant ? answer(grant) : apiError(401, 'authentication', 'Invalid access token');
}
