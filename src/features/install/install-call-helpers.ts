/** What the install feature's calls share: the §9 pauses and the §8 text of a failure. */
import { ApiError } from '../../api-client/http';
import { FAILURE } from '../../domain/site/messages';

export const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
/**
 * The service's own words ('code:message' → message) when it refused the call (4xx: a rule, a
 * conflict, a missing app); §8's 'Unexpected error' when it broke (5xx, 429), could not be reached
 * or did not answer in time: a server's error page, or the wrapper's own words, are not for the user.
 */
export const messageOf = (error: unknown) =>
  (error instanceof ApiError && !SILENT_KINDS.has(error.kind) && !brokeDown(error.status) && error.message) || FAILURE.unexpected;

/** Failures that carry no words of the service. */
const SILENT_KINDS = new Set<ApiError['kind']>(['network', 'timeout']);

const brokeDown = (status: number | null | undefined) => typeof status === 'number' && (status >= 500 || status === 429);
