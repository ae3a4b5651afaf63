/**
 * §4 Install: the install of an app with an OAuth client can open a popup to the account service
 * (redirect address, response type code, client id). §9: the popup is 500 by 700 and polled for
 * closing every 1000 ms; after it closed the consent status is read (the 2000 ms wait of §9).
 */
export const AUTHORIZE_POPUP = { width: 500, height: 700, pollMs: 1000 } as const;

/** Our own words (not in §8): the popup closed without the consent; nothing was installed. */
export const AUTHORIZE_CANCELLED = 'The installation was cancelled: the app was not allowed to access your account.';
export const AUTHORIZE_BLOCKED = 'The authorization window was blocked. Allow pop-ups for this site and try again.';

/** The account service's authorize address for an app client (response type code). */
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
