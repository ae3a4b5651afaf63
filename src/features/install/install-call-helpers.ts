/** What the install feature's calls share: the §9 pauses, telling a 401 apart, and the §8 text of a failure. */
import { ApiError } from '../../api-client/http';
import { FAILURE } from '../../domain/site/messages';

export const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
export const unauthorized = (error: unknown) => error instanceof ApiError && error.kind === 'unauthorized';
/**
 * The service's own words ('code:message' → message) when it refused the call (4xx: a rule, a
 * conflict, a missing app) or did not answer in time; §8's 'Unexpected error' when it broke (5xx,
 * 429) or could not be reached: a server's error page is not words for the user.
 */
export const messageOf = (error: unknown) =>
  (error instanceof ApiError && error.kind !== 'network' && !brokeDown(error.status) && error.message) || FAILURE.unexpected;

const brokeDown = (status: number | null | undefined) => typeof status === 'number' && (status >= 500 || status === 429);
