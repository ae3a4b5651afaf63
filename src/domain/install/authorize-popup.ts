/**
 * §4 Install: the install of an app with an OAuth client can open a popup to the account service
 * (redirect address, response type code, client id). §9: the popup is 500 by 700 and polled for
 * closing every 1000 ms; after it closed the consent status is read (the 2000 ms wait of §9).
 */
export const AUTHORIZE_POPUP = { width: 500, height: 700, pollMs: 1000 } as const;

/** Our own words (not in §8): the popup closed without the consent; nothing was installed. */
export const AUTHORIZE_CANCELLED = 'The installation was cancelled: the app was not allowed to access your account.';
export const AUTHORIZE_BLOCKED = 'The authorization window was blocked. Allow pop-ups for this site and try again.';

/**
 * The account service's authorize address for an app client (response type code).
 *
 * The authorization code this popup ends with is never exchanged, on purpose. The OAuth client of
 * this request is the app (`client_id` is the app's own client), not the marketplace: a code is
 * bound to the client it was issued to, and exchanging it takes that client's credentials (its
 * secret; no PKCE verifier is created here), which only the app's vendor holds and the marketplace
 * must not. A token from it would be the app's token to the organization, which the marketplace has
 * no use for and should not hold. What the install needs is the organization's consent to the
 * app's client, which the account service records when the user allows; the site reads it with
 * `GET /clients/{id}/consent/status?coverage=organization` (§7, after §9's 2000 ms wait) and
 * withdraws it on uninstall (§4). The redirect address is the marketplace's own
 * `/authorized.html`, which only closes the popup (the opener polls for that, §9): the code arrives
 * in its query and is dropped there, so it reaches neither the site's code nor the app's backend
 * (the app gets its own tokens through its own sign-in, outside the marketplace).
 */
export function appAuthorizeUrl(accountsUrl: string, clientId: string, redirectUri: string): string {
  const url = new URL('/', accountsUrl);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', clientId);
  url.searchParams.set('redirect_uri', redirectUri);
  return url.href;
}

/** window.open features: 500 × 700, centred on the opener's window when its position is known. */
export function authorizePopupFeatures(opener?: {
  screenX: number;
  screenY: number;
  outerWidth: number;
  outerHeight: number;
}): string {
  const { width, height } = AUTHORIZE_POPUP;
  const parts = [`width=${width}`, `height=${height}`];
  if (opener) {
    parts.push(`left=${Math.max(0, Math.round(opener.screenX + (opener.outerWidth - width) / 2))}`);
    parts.push(`top=${Math.max(0, Math.round(opener.screenY + (opener.outerHeight - height) / 2))}`);
  }
  return parts.join(',');
}
