import { AUTHORIZE_POPUP, authorizePopupFeatures } from '../../domain/install/authorize-popup';

export type PopupEnd = 'closed' | 'blocked';

/**
 * Opens the authorization popup (500 × 700) and resolves when it is closed, polled every 1000 ms
 * (§9), or at once with 'blocked' when the browser refused to open it. Must be called within the
 * click (user activation), before any await. The code the popup ends with is not read nor
 * exchanged: the site relies on the consent status (why: appAuthorizeUrl in src/domain/install/authorize-popup.ts).
 */
export function openAuthorizePopup(url: string, win: Window = window): Promise<PopupEnd> {
  const popup = win.open(url, 'marketplace-authorize', authorizePopupFeatures(win));
  if (!popup) return Promise.resolve('blocked');
  return new Promise((resolve) => {
    const poll = setInterval(() => {
      if (!popup.closed) return;
      clearInterval(poll);
      resolve('closed');
    }, AUTHORIZE_POPUP.pollMs);
  });
}
