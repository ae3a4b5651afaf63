/** What the install feature's calls share: the §9 pauses, telling a 401 apart, and the §8 text of a failure. */
import { ApiError } from '../../api-client/http';
import { FAILURE } from '../../domain/site/messages';

export const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
export const unauthorized = (error: unknown) => error instanceof ApiError && error.kind === 'unauthorized';
/** The service's own words ('code:message' → message) when it answered; else §8's 'Unexpected error'. */
export const messageOf = (error: unknown) =>
  (error instanceof ApiError && error.kind !== 'network' && error.message) || FAILURE.unexpected;
