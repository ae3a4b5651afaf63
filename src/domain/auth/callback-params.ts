/**
 * Which parameters a sign-in callback carries (§2, §5), and whether a URL carries one: all a page
 * needs to know at its start (start-session.ts), apart from reading and checking the callback
 * (auth-callback.ts), which loads with the sign-in.
 */

export const TOKEN_FIELDS = ['access_token', 'expires_in', 'token_type', 'scope'] as const;
export const IDENTITY_FIELDS = ['state', 'account_id', 'organization_id', 'client_id'] as const;
export const ERROR_FIELDS = ['oauth_exception', 'identity_exception', 'error'] as const;
export const ERROR_DESCRIPTIONS = ['description', 'error_description'] as const;
export const GHOST_FLAG = 'frenzied';

/** Every parameter a callback may carry; all of them leave the URL (stripCallback). */
export const callbackParamNames: readonly string[] = [
  ...TOKEN_FIELDS,
  'code',
  ...IDENTITY_FIELDS,
  ...ERROR_FIELDS,
  ...ERROR_DESCRIPTIONS,
  GHOST_FLAG,
];

/**
 * Parameters whose presence means "this URL is a callback": the token, the code, the state or a
 * provider error. Not the ghost flag alone, and not what only goes along with those (a description,
 * account ids): a page's own `?description=` (an external charge's) or `#description` (the app
 * page's section) is no callback.
 */
export const CALLBACK_MARKERS: readonly string[] = [...TOKEN_FIELDS, 'code', 'state', ...ERROR_FIELDS];

export const hashBody = (hash: string): string => (hash.startsWith('#') ? hash.slice(1) : hash);
/** The decoded name of one raw 'key=value' segment ('' for an empty segment). */
export const keyOf = (segment: string): string => new URLSearchParams(segment).keys().next().value ?? '';

/** The parameter names of a hash; a bare word ("#reviews") is an element's id, not a parameter. */
const hashParamNames = (hash: string): string[] =>
  hashBody(hash)
    .split('&')
    .filter((segment) => segment.includes('='))
    .map(keyOf);

/** Whether the URL carries a sign-in callback (or an attempt at one) in its query or hash. */
export function carriesCallback(location: { search: string; hash: string }): boolean {
  const names = [...new URLSearchParams(location.search).keys(), ...hashParamNames(location.hash)];
  return names.some((name) => CALLBACK_MARKERS.includes(name));
}
